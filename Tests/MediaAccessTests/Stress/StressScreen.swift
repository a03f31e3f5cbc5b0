import Foundation
import MediaAccess
import MediaAccessTesting
import XCTest

/// A screen for the stress tests: both mixins on one authority, dialogs recorded for the test
/// to tap or dismiss.
@MainActor
final class StressScreen: CameraAuthorizing, MicrophoneAuthorizing, PhotoLibraryAuthorizing {
  let cameraAuthority: CameraAuthority
  let microphoneAuthority: MicrophoneAuthority
  let photoLibraryAuthority: PhotoLibraryAuthority
  let presenter = RecordingAlertPresenter()
  let accessAlertPolicy: AccessAlertPolicy
  private(set) var launches: [StressLaunch] = []

  private static let renderer = LocalizedAlertTextRenderer(language: "en", appName: "Stress")

  init(authority: MediaAuthority, policy: AccessAlertPolicy = .standard) {
    cameraAuthority = CameraAuthority(authority)
    microphoneAuthority = MicrophoneAuthority(authority)
    photoLibraryAuthority = PhotoLibraryAuthority(authority)
    accessAlertPolicy = policy
  }

  var alertTextRenderer: any AlertTextRendering {
    Self.renderer
  }

  var settingsOpener: SettingsOpener {
    .disabled
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }

  /// Launches `source` in the given form and tracks what the launch delivers.
  func launch(_ source: MediaSource, form: StressLaunch.Form, period: Int = 0) -> StressLaunch {
    let launch = StressLaunch(source: source, form: form, period: period)
    launches.append(launch)
    switch (form, source.builtIn) {
    case (.closure, .camera?):
      launchCamera(success: { launch.succeed() }, completion: { launch.complete($0) })
    case (.closure, .microphone?):
      launchMicrophone(success: { launch.succeed() }, completion: { launch.complete($0) })
    case (.closure, .photoLibrary(let access)?):
      launchPhotoLibrary(
        access: access, success: { launch.succeed() }, completion: { launch.complete($0) })
    case (.async, .camera?):
      launch.task = Task { launch.complete(await self.authorizeCamera()) }
    case (.async, .microphone?):
      launch.task = Task { launch.complete(await self.authorizeMicrophone()) }
    case (.async, .photoLibrary(let access)?):
      launch.task = Task { launch.complete(await self.authorizePhotoLibrary(access: access)) }
    default: XCTFail("the stress screen launches only the package's own sources")
    }
    return launch
  }
}

/// What one stress launch delivered, and what the test did that may end it `cancelled`.
@MainActor
final class StressLaunch {
  enum Form: CaseIterable {
    case closure
    case async
  }

  let source: MediaSource
  let form: Form
  let period: Int
  private(set) var outcomes: [LaunchOutcome] = []
  private(set) var successes = 0
  private(set) var successAfterCompletion = false
  private(set) var deliveriesOffMainThread = 0
  /// Set when the test released the screen, dismissed its dialogs or cancelled the task while
  /// the launch was still running: only then may it end `cancelled`.
  var mayEndCancelled = false
  /// The async form's task, for cancelling it.
  var task: Task<Void, Never>?

  init(source: MediaSource, form: Form, period: Int) {
    self.source = source
    self.form = form
    self.period = period
  }

  var isComplete: Bool { !outcomes.isEmpty }

  func succeed() {
    successes += 1
    if isComplete { successAfterCompletion = true }
    if !Thread.isMainThread { deliveriesOffMainThread += 1 }
  }

  func complete(_ outcome: LaunchOutcome) {
    outcomes.append(outcome)
    if !Thread.isMainThread { deliveriesOffMainThread += 1 }
  }

  /// Checks the contract's delivery guarantees and that the outcome is the one the user's
  /// answer calls for, or `cancelled` where the test made that possible.
  func assertDelivered(
    expecting expected: LaunchOutcome, _ context: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(outcomes.count, 1, "completion exactly once: \(context)", file: file, line: line)
    guard let outcome = outcomes.first else { return }
    if outcome == .cancelled {
      XCTAssertTrue(
        mayEndCancelled, "cancelled without a reason: \(context)", file: file, line: line)
    } else {
      XCTAssertEqual(outcome, expected, context, file: file, line: line)
    }
    if form == .closure {
      XCTAssertEqual(
        successes, outcome.grantsAccess ? 1 : 0, "success once iff granted: \(context)",
        file: file, line: line)
    }
    XCTAssertFalse(
      successAfterCompletion, "success before completion: \(context)", file: file, line: line)
    XCTAssertEqual(
      deliveriesOffMainThread, 0, "on the main thread: \(context)", file: file, line: line)
  }
}

/// What a launch of `source` ends with when the system reports `status`: `limited` grants only
/// a source whose profile lists it, and is unknown, so restricted, for any other.
func expectedOutcome(for status: AuthorizationStatus, about source: MediaSource) -> LaunchOutcome {
  switch status {
  case .authorized: .authorized
  case .limited:
    source.builtIn?.profile.grantingStatuses.contains(.limited) == true ? .limited : .restricted
  case .denied, .notDetermined: .denied
  case .restricted, .unknown: .restricted
  }
}

/// Waits, yielding, until `condition` holds or `timeout` passes.
///
/// The timeout only bounds a broken run; nothing is asserted about how long anything takes.
@MainActor
func eventually(timeout: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(1))
  }
  return true
}
