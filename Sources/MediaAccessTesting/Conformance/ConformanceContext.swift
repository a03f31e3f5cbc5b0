public import MediaAccess

/// What a conformance suite hands the screen it builds for one row of the behaviour table: the
/// scripted system to use, the presenter to show dialogs with, the Settings opener and the
/// events observer.
///
/// The suites call your factory once per row, with a fresh context each time. Build the screen
/// as your app does, but inject these:
///
/// - return ``cameraAuthority`` from `cameraAuthority`, ``photoLibraryAuthority`` from
///   `photoLibraryAuthority`;
/// - forward `presentAccessAlert(_:onAction:)` to ``presenter``'s
///   ``RecordingAlertPresenter/present(_:onAction:)``;
/// - return ``settingsOpener`` from `settingsOpener`, so that no test opens the real Settings;
/// - return ``accessEventObserver`` from `accessEventObserver` (or hand each event on to it),
///   so that the suite checks the events the screen reports.
///
/// The suite cannot replace the screen's own `presentAccessAlert(_:onAction:)`, so it sees
/// only the dialogs the screen hands on; a screen that drops a dialog fails the rows that
/// expect one, just as its users would never see it.
///
/// ```swift
/// await assertCameraAuthorizingConformance { context in
///   ProfileScreen(
///     cameraAuthority: context.cameraAuthority,
///     settingsOpener: context.settingsOpener,
///     showAlert: context.presenter.present)
/// }
/// ```
@MainActor
public final class ConformanceContext {
  /// The scripted camera for this row. Return it from the screen's `cameraAuthority`.
  public var cameraAuthority: CameraAuthority { system.cameraAuthority }

  /// The scripted microphone for this row. Return it from the screen's `microphoneAuthority`.
  public var microphoneAuthority: MicrophoneAuthority { system.microphoneAuthority }

  /// The scripted photo library for this row. Return it from the screen's
  /// `photoLibraryAuthority`.
  public var photoLibraryAuthority: PhotoLibraryAuthority { system.photoLibraryAuthority }

  /// Records the dialogs the screen presents. Forward the screen's
  /// `presentAccessAlert(_:onAction:)` to its ``RecordingAlertPresenter/present(_:onAction:)``.
  ///
  /// The suite answers a soft ask with "Continue" (or dismisses it, in the row that tests
  /// that) and leaves every other dialog unanswered, so a test never opens Settings.
  public let presenter: RecordingAlertPresenter

  /// The authority of a source of the app's own, to inject into the screen under test for
  /// ``assertSourceConformance(_:fileID:file:line:column:makeScreen:launchingWith:)``: the same
  /// authority on every call for the row, over the row's scripted system.
  ///
  /// - Parameter source: The source's description.
  /// - Returns: The source's authority for this row.
  public func authority<Kind: SourceDescription & SourceKind>(
    for source: Kind
  ) -> SourceAuthority<Kind> {
    system.authority(for: source)
  }

  /// Records "Open Settings" instead of opening anything. Return it from the screen's
  /// `settingsOpener`: the suites check in every row whether Settings opened, for which
  /// source, and after which tap: once, after "Open Settings" on the "denied" dialog (even
  /// when the presenter reports the tap twice), and never otherwise.
  public var settingsOpener: SettingsOpener {
    SettingsOpener(recorder: ObjectIdentifier(self)) { [weak self] source in
      guard let self else { return }
      settingsOpenings.append(SettingsOpening(source: source, after: lastTap))
    }
  }

  /// Records the events the screen's launches report. Return it from the screen's
  /// `accessEventObserver`, or, when the screen has an observer of its own, hand each event on
  /// to it with ``MediaAccess/AccessEventObserver/receive(_:)``:
  ///
  /// ```swift
  /// var accessEventObserver: AccessEventObserver {
  ///   AccessEventObserver { [analytics, forward = context.accessEventObserver] event in
  ///     analytics.count(event)
  ///     forward.receive(event)
  ///   }
  /// }
  /// ```
  ///
  /// Once a screen's events reach it, the suite checks in every row that the screen reports
  /// each step of the launch once, in order, as the article "Counting Access Events" lists
  /// them, the launch's end included. It holds the context weakly.
  public var accessEventObserver: AccessEventObserver {
    AccessEventObserver { [weak self] event in self?.events.append(event) }
  }

  /// A tap the suite made on a dialog.
  struct Tap {
    /// The button tapped.
    var role: AccessAlert.Action.Role
    /// The dialog it was on.
    var alert: AccessAlert
  }

  /// An opening of Settings: for which source, and the suite's last tap before it.
  struct SettingsOpening {
    /// The source whose settings were opened.
    var source: MediaSource
    /// The last tap the suite made before, or `nil` when it had tapped nothing.
    var after: Tap?
  }

  /// Every opening of Settings, in order.
  private(set) var settingsOpenings: [SettingsOpening] = []
  /// Every event the observer received, in order.
  private(set) var events: [AccessEvent] = []
  /// The last tap the suite made.
  private(set) var lastTap: Tap?

  /// The script behind the authorities, which the suite sets up and observes.
  let system: ScriptedAuthority

  init(system: ScriptedAuthority) {
    self.system = system
    self.presenter = RecordingAlertPresenter()
  }

  /// Answers each soft ask with "Continue" as it appears, noting the tap.
  func answerSoftAsks() {
    presenter.automaticReply = { [weak self] alert in
      guard alert.reason == .softAsk else { return nil }
      self?.lastTap = Tap(role: .continue, alert: alert)
      return .continue
    }
  }

  /// Taps `role` on the oldest pending dialog that has it, as the user would, noting the tap.
  ///
  /// - Returns: `false` when no pending dialog has such a button.
  @discardableResult
  func tap(_ role: AccessAlert.Action.Role, times: Int = 1) -> Bool {
    guard
      let alert = presenter.pendingAlerts.first(where: { alert in
        alert.actions.contains { $0.role == role }
      })
    else { return false }
    lastTap = Tap(role: role, alert: alert)
    return presenter.tap(role, times: times)
  }
}
