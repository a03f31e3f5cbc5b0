/// Supplies the texts of MediaAccess dialogs.
///
/// ``LocalizedAlertTextRenderer`` is the default, with tables in many languages. Write your
/// own to match your app's voice and return it from ``AlertPresenting/alertTextRenderer``;
/// the actions of each dialog stay fixed whatever the renderer says. Implement only what you
/// change: every requirement defaults to the package's own text in the user's language.
///
/// ```swift
/// struct FriendlyTexts: AlertTextRendering {
///   func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
///     reason == .denied ? "We can't see a thing!" : defaultTitle(for: reason, source: source)
///   }
/// }
/// ```
public protocol AlertTextRendering: Sendable {
  /// The title of a dialog, about any source: the package's own or one of the app's.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: A short, non-empty title.
  func title(for reason: AccessAlert.Reason, source: MediaSource) -> String

  /// The message of a dialog, about any source: the package's own or one of the app's.
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

// MARK: - Default implementations

extension AlertTextRendering {
  /// The package's own title, in the user's language: ``LocalizedAlertTextRenderer``'s.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: The default title.
  public func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    defaultTitle(for: reason, source: source)
  }

  /// The package's own message, in the user's language, with the app's display name.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: The default message.
  public func message(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    defaultMessage(for: reason, source: source)
  }

  /// The package's own button title, in the user's language.
  ///
  /// - Parameter role: What the button does.
  /// - Returns: The default button title.
  public func actionTitle(for role: AccessAlert.Action.Role) -> String {
    defaultActionTitle(for: role)
  }

}

// MARK: - API

extension AlertTextRendering {
  /// The title the package would show, for a renderer that changes only some dialogs and
  /// falls back to the package's text for the rest: for a source of the app's own, its
  /// description's ``SourceDescription/title(for:)``.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: ``LocalizedAlertTextRenderer``'s title in the user's language.
  public func defaultTitle(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    LocalizedAlertTextRenderer().title(for: reason, source: source)
  }

  /// The message the package would show, with the app's display name: for a source of the
  /// app's own, its description's ``SourceDescription/message(for:)``.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: ``LocalizedAlertTextRenderer``'s message in the user's language.
  public func defaultMessage(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    LocalizedAlertTextRenderer().message(for: reason, source: source)
  }

  /// The button title the package would show.
  ///
  /// - Parameter role: What the button does.
  /// - Returns: ``LocalizedAlertTextRenderer``'s button title in the user's language.
  public func defaultActionTitle(for role: AccessAlert.Action.Role) -> String {
    LocalizedAlertTextRenderer().actionTitle(for: role)
  }
}

// MARK: - Deprecated

extension AlertTextRendering {
  /// The title of a dialog about any source.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: ``title(for:source:)``.
  @available(*, deprecated, renamed: "title(for:source:)")
  public func title(for reason: AccessAlert.Reason, about source: MediaSource) -> String {
    title(for: reason, source: source)
  }

  /// The message of a dialog about any source.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears.
  ///   - source: The source it is about.
  /// - Returns: ``message(for:source:)``.
  @available(*, deprecated, renamed: "message(for:source:)")
  public func message(for reason: AccessAlert.Reason, about source: MediaSource) -> String {
    message(for: reason, source: source)
  }
}
