/// What the contract decides for the camera picker: open it (or go on to the launch that may),
/// or do not, with the reason the caller receives and the dialog that tells the user.
package enum CameraPickerDecision: Sendable, Hashable {
  /// Go on: to the launch before it, to the picker after it.
  case goOn
  /// The picker does not open.
  case notOpened(PickerNotOpenedReason, dialog: AccessAlert.Reason)
}
