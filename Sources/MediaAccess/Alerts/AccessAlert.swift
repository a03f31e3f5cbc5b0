/// A dialog about access to a source, as a value: why it appears, its texts and its actions.
///
/// Its fields are constants: the actions follow from the reason, and a dialog whose reason
/// could be changed afterwards could carry another dialog's buttons.
///
/// MediaAccess builds one whenever a launch needs the user to know something and hands it to
/// the screen's ``AlertPresenting/presentAccessAlert(_:onAction:)``. The texts come from the
/// screen's ``AlertPresenting/alertTextRenderer``; the actions and their order are fixed by
/// the reason, so no text renderer can add a way out of a soft ask or a Settings button to a
/// restriction the user cannot lift.
///
/// ```swift
/// let alert = AccessAlert(reason: .denied, source: .camera,
///                         renderer: LocalizedAlertTextRenderer(language: "en", appName: "Snap"))
/// alert.title              // "Camera Access Is Off"
/// alert.actions.map(\.role) // [.cancel, .openSettings]
/// ```
public struct AccessAlert: Hashable, Sendable {
  /// Why the dialog appears.
  public let reason: Reason
  /// The source the dialog is about.
  public let source: MediaSource
  /// The dialog's title.
  public let title: String
  /// The dialog's message.
  public let message: String
  /// The buttons, in display order.
  public let actions: [Action]

  /// Builds the dialog for a reason and source, with texts from a renderer.
  ///
  /// - Parameters:
  ///   - reason: Why the dialog appears; it decides the actions.
  ///   - source: The source the dialog is about.
  ///   - renderer: Supplies the title, message and button titles.
  public init(reason: Reason, source: MediaSource, renderer: any AlertTextRendering) {
    self.reason = reason
    self.source = source
    self.title = renderer.title(for: reason, source: source)
    self.message = renderer.message(for: reason, source: source)
    self.actions = reason.actionRoles.map { Action(role: $0, title: renderer.actionTitle(for: $0)) }
  }

  /// The action a presenter should make the default (bold) one: the last action that is not
  /// ``Action/Role/cancel``.
  public var preferredAction: Action? {
    actions.last { $0.role != .cancel }
  }
}

// MARK: - Reason

extension AccessAlert {
  /// Why a dialog appears.
  public enum Reason: String, Hashable, Sendable, CaseIterable {
    /// Before the system prompt, when the screen's policy asks for it. Offers only
    /// ``Action/Role/continue``: App Review rejects a soft ask with a way out (5.1.1(iv)).
    case softAsk
    /// The user refused access. Offers ``Action/Role/cancel`` and
    /// ``Action/Role/openSettings``.
    case denied
    /// Parental controls or device management block access, or the status is unknown.
    /// Offers only ``Action/Role/ok``: the user cannot lift it, so Settings would not help.
    case restricted
    /// The device has no such source. Offers only ``Action/Role/ok``.
    case unavailable
    /// The source exists but cannot be used right now, such as a camera another app is using.
    /// Offers only ``Action/Role/ok``: trying again later may work.
    case busy

    /// The roles of the dialog's actions, in display order.
    public var actionRoles: [Action.Role] {
      switch self {
      case .softAsk: [.continue]
      case .denied: [.cancel, .openSettings]
      case .restricted, .unavailable, .busy: [.ok]
      }
    }
  }
}

// MARK: - Action

extension AccessAlert {
  /// A button of a dialog.
  public struct Action: Hashable, Sendable {
    /// What the button does.
    public let role: Role
    /// The button's title.
    public let title: String

    /// Creates a button.
    ///
    /// - Parameters:
    ///   - role: What the button does.
    ///   - title: The button's title.
    public init(role: Role, title: String) {
      self.role = role
      self.title = title
    }

    /// What a button does.
    public enum Role: String, Hashable, Sendable, CaseIterable {
      /// Closes the dialog; nothing else happens.
      case cancel
      /// Opens the app's page in Settings through the screen's ``SettingsOpener``.
      case openSettings
      /// Goes on to the system prompt (soft ask only).
      case `continue`
      /// Acknowledges the dialog.
      case ok
    }
  }
}
