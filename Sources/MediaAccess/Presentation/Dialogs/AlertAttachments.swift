/// The places a SwiftUI presenter is attached with `accessAlert(_:)`, in the order they
/// appeared: the logic of the presenter's attachments, kept free of SwiftUI so that it runs
/// against a simulated SwiftUI in tests.
///
/// SwiftUI presents an alert from the view it is attached to, and cannot while a sheet covers
/// that view. So the most recent attachment still on screen shows the dialogs: a presenter
/// attached inside a sheet as well shows them there while the sheet is up, and on the view
/// beneath once the sheet has closed (its attachment gone). Each attachment can tell whether
/// a sheet covers it; a dialog whose attachment is covered is never shown by SwiftUI, and the
/// queue drops it rather than hold every later dialog behind it.
@MainActor
package final class AlertAttachments {
  private struct Attachment {
    let id: Int
    let isCovered: @MainActor () -> Bool
  }

  private var attachments: [Attachment] = []
  private var nextID = 0

  /// Creates an empty list.
  package init() {}

  /// The attachment that shows the dialogs: the most recent one still on screen, or `nil`
  /// when the presenter is attached nowhere yet.
  package var active: Int? { attachments.last?.id }

  /// Whether the active attachment is covered, so that SwiftUI would not show a dialog there.
  /// `false` with no attachment: a dialog then waits for a view to show it.
  package var isActiveCovered: Bool { attachments.last?.isCovered() ?? false }

  /// Adds an attachment that appeared.
  ///
  /// - Parameter isCovered: Whether a sheet covers the attached view now.
  /// - Returns: The identifier to remove it by.
  package func attach(isCovered: @escaping @MainActor () -> Bool) -> Int {
    nextID += 1
    attachments.append(Attachment(id: nextID, isCovered: isCovered))
    return nextID
  }

  /// Removes an attachment whose view disappeared.
  ///
  /// - Parameter id: The identifier ``attach(isCovered:)`` returned.
  package func detach(_ id: Int) {
    attachments.removeAll { $0.id == id }
  }
}
