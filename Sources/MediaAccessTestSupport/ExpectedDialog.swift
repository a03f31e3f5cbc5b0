package import MediaAccess

/// A dialog a row of the behaviour table expects, and about which source; see
/// ``BehaviourExpectation``.
package struct ExpectedDialog: Equatable, Sendable {
  /// Why the dialog is shown.
  package var reason: AccessAlert.Reason
  /// The source it is about.
  package var source: MediaSource

  /// A dialog.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog is shown.
  ///   - source: The source it is about.
  package init(reason: AccessAlert.Reason, source: MediaSource) {
    self.reason = reason
    self.source = source
  }
}
