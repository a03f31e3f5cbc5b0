extension MediaSource: SourceDescription {
  /// The source's stable name: its ``description``.
  public var name: String { description }

  /// The package's own title, in the user's language; a screen's
  /// ``AlertPresenting/alertTextRenderer`` decides the title its dialogs show.
  ///
  /// - Parameter reason: Why the dialog appears.
  /// - Returns: ``LocalizedAlertTextRenderer``'s title.
  public func title(for reason: AccessAlert.Reason) -> String {
    LocalizedAlertTextRenderer().title(for: reason, source: self)
  }

  /// The package's own message, in the user's language.
  ///
  /// - Parameter reason: Why the dialog appears.
  /// - Returns: ``LocalizedAlertTextRenderer``'s message.
  public func message(for reason: AccessAlert.Reason) -> String {
    LocalizedAlertTextRenderer().message(for: reason, source: self)
  }

  /// `limited` grants only the photo library read/write.
  public var grantingStatuses: [AuthorizationStatus] { profile.grantingStatuses }

  /// The camera's, the microphone's or the photo library's entitlement.
  public var macEntitlement: String? { profile.macEntitlement.key }

  /// The source's pane of Privacy & Security.
  public var macPrivacyPane: String? { profile.macPrivacyPane }
}
