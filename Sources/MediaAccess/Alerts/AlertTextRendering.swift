/// Supplies the texts of MediaAccess dialogs.
///
/// ``LocalizedAlertTextRenderer`` is the default, with tables in many languages. Write your
/// own to match your app's voice and return it from ``AlertPresenting/alertTextRenderer``;
/// the actions of each dialog stay fixed whatever the renderer says.
///
/// ```swift
/// struct FriendlyTexts: AlertTextRendering {
///   let base = LocalizedAlertTextRenderer()
///   func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
///     reason == .denied ? "We can't see a thing!" : base.title(for: reason, source: source)
///   }
///   func message(for reason: AccessAlert.Reason, source: MediaSource) -> String {
///     base.message(for: reason, source: source)
///   }
///   func actionTitle(for role: AccessAlert.Action.Role) -> String {
///     base.actionTitle(for: role)
///   }
/// }
/// ```
public protocol AlertTextRendering: Sendable {
  /// The title of a dialog.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: A short, non-empty title.
  func title(for reason: AccessAlert.Reason, source: MediaSource) -> String

  /// The message of a dialog.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: A non-empty message.
  func message(for reason: AccessAlert.Reason, source: MediaSource) -> String

  /// The title of a button.
  ///
  /// - Parameter role: What the button does.
  /// - Returns: A short, non-empty button title.
  func actionTitle(for role: AccessAlert.Action.Role) -> String
}
