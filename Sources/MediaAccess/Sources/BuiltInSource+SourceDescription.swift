extension BuiltInSource: SourceDescription {
  /// The source's stable name: its ``description``.
  @usableFromInline
  package var name: String { description }

  /// The package's own title, in the user's language; a screen's
  /// ``AlertPresenting/alertTextRenderer`` decides the title its dialogs show.
  ///
  /// - Parameter reason: Why the dialog appears.
  /// - Returns: ``LocalizedAlertTextRenderer``'s title.
  @usableFromInline
  package func title(for reason: AccessAlert.Reason) -> String {
    LocalizedAlertTextRenderer().title(for: reason, source: MediaSource(self))
  }

  /// The package's own message, in the user's language.
  ///
  /// - Parameter reason: Why the dialog appears.
  /// - Returns: ``LocalizedAlertTextRenderer``'s message.
  @usableFromInline
  package func message(for reason: AccessAlert.Reason) -> String {
    LocalizedAlertTextRenderer().message(for: reason, source: MediaSource(self))
  }

  /// `limited` grants only the photo library read/write.
  @usableFromInline
  package var grantingStatuses: [AuthorizationStatus] { profile.grantingStatuses }

  /// The camera's, the microphone's or the photo library's entitlement.
  @usableFromInline
  package var macEntitlement: String? { profile.macEntitlement }

  /// The source's pane of Privacy & Security.
  @usableFromInline
  package var macPrivacyPane: String? { profile.macPrivacyPane }
}
