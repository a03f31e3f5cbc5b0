#if canImport(UIKit)
  public import UIKit

  extension AlertPresenting where Self: UIViewController {
    /// Shows the dialog as a `UIAlertController`, from the top-most controller this one presents.
    ///
    /// This is the default for every `UIViewController` conformer, so a view controller that
    /// adopts ``CameraAuthorizing`` or ``PhotoLibraryAuthorizing`` writes no presentation code.
    /// An ``AccessAlert/Action/Role/cancel`` action gets the `.cancel` style and every other
    /// role `.default`; ``AccessAlert/preferredAction`` becomes the alert's preferred (bold)
    /// action. The alert is presented from the end of this controller's chain of presented
    /// controllers, so it shows even while another sheet is up; after a transition in
    /// progress has ended; when this screen is not in a window yet (a launch from
    /// `viewDidLoad`), once it is, looking again every tenth of a second; and, when this
    /// screen was presented and has been dismissed meanwhile (a sheet whose button closed it
    /// and launched), from the controller that presented it. The dialog waits for as long as
    /// its launch can be answered: a dialog whose screen is released or whose task is
    /// cancelled first is logged and dropped, which ends a soft ask's launch
    /// ``LaunchOutcome/cancelled``.
    ///
    /// - Parameters:
    ///   - alert: The dialog to show.
    ///   - onAction: Receives the tapped action, on the main actor.
    public func presentAccessAlert(
      _ alert: AccessAlert,
      onAction: @escaping @MainActor (AccessAlert.Action) -> Void
    ) {
      let controller = UIAlertController(
        title: alert.title, message: alert.message, preferredStyle: .alert)
      for action in alert.actions {
        let style = alertActionStyle(for: action.role)
        let button = UIAlertAction(title: action.title, style: style) { _ in onAction(action) }
        controller.addAction(button)
        if action == alert.preferredAction {
          controller.preferredAction = button
        }
      }
      DialogPresentation.present(
        controller, from: self as UIViewController,
        retryLater: { body in
          Task { @MainActor in
            try? await Task.sleep(nanoseconds: 100_000_000)
            body()
          }
        },
        describe: alert.title)
    }
  }

  /// The `UIAlertAction` style of a role: `.cancel` for cancel, `.default` for the rest (no
  /// MediaAccess action is destructive).
  private func alertActionStyle(for role: AccessAlert.Action.Role) -> UIAlertAction.Style {
    switch role {
    case .cancel: .cancel
    case .openSettings, .continue, .ok: .default
    }
  }
#endif
