/// Shows MediaAccess dialogs on a screen: denied, restricted, unavailable, busy and the soft ask.
///
/// ``CameraAuthorizing`` and ``PhotoLibraryAuthorizing`` refine this protocol, so every screen
/// that launches a source can show what went wrong. A `UIViewController` presents with
/// `UIAlertController` by default; anything else implements
/// ``presentAccessAlert(_:onAction:)``. The other requirements have defaults.
///
/// ```swift
/// @MainActor final class ScannerModel: ObservableObject, CameraAuthorizing {
///   @Published var pendingAlert: AccessAlert?
///   private var reply: (@MainActor (AccessAlert.Action) -> Void)?
///
///   func presentAccessAlert(
///     _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
///   ) {
///     pendingAlert = alert
///     reply = onAction
///   }
/// }
/// ```
///
/// ## Subclasses
///
/// ``alertTextRenderer``, ``settingsOpener``, ``accessAlertPolicy`` and ``accessEventObserver``
/// have their defaults in a protocol extension, and Swift binds a requirement to the
/// conforming class's own declaration once. A subclass that declares one of them when its base
/// class does not is never asked: launches keep the default. `media-access lint`, which the
/// build-tool plugin runs in every build, reports each such declaration as an error at the
/// subclass (`ScannerViewController's accessAlertPolicy is never called: BaseViewController
/// conforms to CameraAuthorizing without declaring it; declare it in BaseViewController and
/// override it here`; see <doc:UsingTheCommandLineTool>). Declare the property in the class
/// that conforms, even if it only returns the default, and override it in subclasses:
///
/// ```swift
/// class BaseViewController: UIViewController, CameraAuthorizing {
///   var accessAlertPolicy: AccessAlertPolicy { .standard }
/// }
///
/// final class ScannerViewController: BaseViewController {
///   override var accessAlertPolicy: AccessAlertPolicy {
///     AccessAlertPolicy(asksBeforeSystemPrompt: true)
///   }
/// }
/// ```
@MainActor
public protocol AlertPresenting {
  /// Shows a dialog and reports the button the user taps.
  ///
  /// Call `onAction` once, with one of `alert.actions`, when the user taps it. A presenter
  /// that dismisses the dialog without a tap simply releases `onAction`: a soft ask then ends
  /// its launch as ``LaunchOutcome/cancelled``. MediaAccess performs the action itself
  /// (for example opening Settings); the presenter only shows and reports.
  ///
  /// - Parameters:
  ///   - alert: The dialog to show.
  ///   - onAction: Receives the tapped action, on the main actor.
  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  )

  /// Supplies dialog texts. Defaults to ``LocalizedAlertTextRenderer`` in the user's language.
  var alertTextRenderer: any AlertTextRendering { get }

  /// Performs "Open Settings". Defaults to ``SettingsOpener/system``.
  var settingsOpener: SettingsOpener { get }

  /// Which optional dialogs to show around the system prompt.
  /// Defaults to ``AccessAlertPolicy/standard``.
  var accessAlertPolicy: AccessAlertPolicy { get }

  /// Receives the steps of this screen's launches, for counting: soft asks, system prompts,
  /// dialogs, Settings opened and outcomes. Defaults to ``AccessEventObserver/disabled``; see
  /// <doc:CountingAccessEvents>.
  var accessEventObserver: AccessEventObserver { get }
}

// MARK: - Default implementations

extension AlertPresenting {
  /// The default renderer: MediaAccess's own tables in the user's preferred language, with the
  /// app's display name.
  public var alertTextRenderer: any AlertTextRendering {
    LocalizedAlertTextRenderer()
  }

  /// The platform's settings opener, ``SettingsOpener/system``.
  public var settingsOpener: SettingsOpener {
    .system
  }

  /// No soft ask and no dialog right after a fresh refusal: ``AccessAlertPolicy/standard``.
  public var accessAlertPolicy: AccessAlertPolicy {
    .standard
  }

  /// No observer, ``AccessEventObserver/disabled``: launches do no event work.
  public var accessEventObserver: AccessEventObserver {
    .disabled
  }
}
