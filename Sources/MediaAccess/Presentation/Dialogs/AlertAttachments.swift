/// The places a SwiftUI presenter is attached with `accessAlert(_:)`, in the order they
/// appeared: the logic of the presenter's attachments, kept free of SwiftUI so that it runs
/// against a simulated SwiftUI in tests.
///
/// SwiftUI presents an alert from the view it is attached to, and cannot while a sheet covers
/// that view. So the most recent attachment still on screen, and not leaving it, shows the
/// dialogs: a presenter attached inside a sheet as well shows them there while the sheet is
/// up, and on the view beneath once the sheet is closing (its attachment leaving) or closed
/// (its attachment gone). Each attachment can tell whether something covers it; a dialog whose
/// attachment is covered waits in the queue until it is not.
@MainActor
final class AlertAttachments {
  private struct Attachment {
    let id: Int
    let isCovered: @MainActor () -> Bool
    let isLeaving: @MainActor () -> Bool
  }

  private var attachments: [Attachment] = []
  private var nextID = 0

  /// Creates an empty list.
  package init() {}

  /// The attachment that shows the dialogs: the most recent one still on screen and not
  /// leaving it, else the most recent one, or `nil` when the presenter is attached nowhere.
  var active: Int? {
    (attachments.last { !$0.isLeaving() } ?? attachments.last)?.id
  }

  /// Whether the presenter is attached anywhere.
  package var isEmpty: Bool { attachments.isEmpty }

  /// Whether the active attachment is covered, so that SwiftUI would not show a dialog there.
  /// `false` with no attachment: a dialog then waits for a view to show it.
  var isActiveCovered: Bool {
    guard let active else { return false }
    return attachments.first { $0.id == active }?.isCovered() ?? false
  }

  /// Whether the attachment `id` is leaving the screen (its sheet closing) or has left it.
  func isLeaving(_ id: Int) -> Bool {
    attachments.first { $0.id == id }?.isLeaving() ?? true
  }

  /// Adds an attachment that appeared.
  ///
  /// - Parameters:
  ///   - isCovered: Whether something presented over the attached view covers it now.
  ///   - isLeaving: Whether the attached view is on its way out now, such as in a sheet that
  ///     is closing.
  /// - Returns: The identifier to remove it by.
  func attach(
    isCovered: @escaping @MainActor () -> Bool,
    isLeaving: @escaping @MainActor () -> Bool = { false }
  ) -> Int {
    nextID += 1
    attachments.append(Attachment(id: nextID, isCovered: isCovered, isLeaving: isLeaving))
    return nextID
  }

  /// Removes an attachment whose view disappeared.
  ///
  /// - Parameter id: The identifier ``attach(isCovered:isLeaving:)`` returned.
  func detach(_ id: Int) {
    attachments.removeAll { $0.id == id }
  }
}
