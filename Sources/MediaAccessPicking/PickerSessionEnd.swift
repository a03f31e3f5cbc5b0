package import MediaAccess

/// How a ``PickerSession`` ended: the picker's answer, or the reason it never opened.
package enum PickerSessionEnd<Result> {
  /// The picker opened and was closed with this result (the user's answer, or the result for
  /// a dismissal without one).
  case answered(Result)
  /// The picker was not opened.
  case notOpened(PickerNotOpenedReason)
}
