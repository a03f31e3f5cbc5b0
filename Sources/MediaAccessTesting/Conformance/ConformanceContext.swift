public import MediaAccess

/// What a conformance suite hands the screen it builds for one row of the behaviour table: the
/// scripted system to use, the presenter to show dialogs with and the Settings opener.
///
/// The suites call your factory once per row, with a fresh context each time. Build the screen
/// as your app does, but inject these two:
///
/// - return ``cameraAuthority`` from `cameraAuthority`, ``photoLibraryAuthority`` from
///   `photoLibraryAuthority`;
/// - forward `presentAccessAlert(_:onAction:)` to ``presenter``'s
///   ``RecordingAlertPresenter/present(_:onAction:)``;
/// - return ``settingsOpener`` from `settingsOpener`, so that no test opens the real Settings.
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
  /// `settingsOpener`: the suites check that one tap opens Settings once, even when the
  /// presenter reports it twice.
  public var settingsOpener: SettingsOpener { settings.opener }

  /// What ``settingsOpener`` recorded.
  let settings = RecordingSettingsOpener()

  /// The script behind the authorities, which the suite sets up and observes.
  let system: ScriptedAuthority

  init(system: ScriptedAuthority) {
    self.system = system
    self.presenter = RecordingAlertPresenter()
  }
}
