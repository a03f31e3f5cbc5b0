import MediaAccess
import MediaAccessTesting
import XCTest

/// The conformance suite run for a source the package does not ship, as an app adds one: a
/// screen launching it through the package passes every row, and one that grants `limited`
/// itself fails the rows where the source's description does not grant it.
final class OwnSourceConformanceTests: FailureCapturingTestCase {
  @MainActor
  func testAScreenLaunchingAnOwnSourceThroughThePackagePassesEveryRow() async {
    for policy in [AccessAlertPolicy.standard, AccessAlertPolicy(asksBeforeSystemPrompt: true)] {
      let failures = await capturingFailures {
        await assertSourceConformance(
          AccessoryPairing(),
          makeScreen: { PairingScreen(context: $0, policy: policy) },
          launchingWith: { screen, launch in
            screen.launchPairing(success: launch.success, completion: launch.completion)
          })
      }
      XCTAssertEqual(failures.map(\.message), [], "\(policy)")
    }
  }

  /// A source whose system may grant part of it, as Photos does: `limited` runs success.
  @MainActor
  func testAnOwnSourceThatGrantsLimitedPassesItsLimitedRows() async {
    let failures = await capturingFailures {
      await assertSourceConformance(
        AccessoryPairing(grantsLimited: true),
        makeScreen: { PairingScreen(context: $0, source: AccessoryPairing(grantsLimited: true)) },
        launchingWith: { screen, launch in
          launch.run { await screen.authorizePairing() }
        })
    }
    XCTAssertEqual(failures.map(\.message), [])
  }

  @MainActor
  func testAScreenThatTreatsLimitedAsGrantedFailsTheOwnSourcesLimitedRows() async {
    let line = #line + 2
    let failures = await capturingFailures {
      await assertSourceConformance(
        AccessoryPairing(),
        makeScreen: { PairingScreen(context: $0) },
        launchingWith: { screen, launch in
          if screen.pairingAuthority.status() == .limited {
            launch.success()
            launch.completion(.limited)
          } else {
            screen.launchPairing(success: launch.success, completion: launch.completion)
          }
        })
    }

    assertFailures(
      failures,
      [
        "accessoryPairing, status limited: expected success not to run, it ran once; "
          + "expected a \"restricted\" dialog with [OK], got none; "
          + "expected outcome restricted, got limited"
      ],
      atLine: line)
  }
}

/// A Bluetooth accessory's pairing, a source the package does not ship: its description.
private struct AccessoryPairing: SourceDescription, SourceKind {
  var grantsLimited = false

  var name: String { "accessoryPairing" }

  var usageDescriptionKey: UsageDescriptionKey {
    UsageDescriptionKey(rawValue: "NSBluetoothAlwaysUsageDescription")
  }

  var grantingStatuses: [AuthorizationStatus] {
    grantsLimited ? [.authorized, .limited] : [.authorized]
  }

  func title(for reason: AccessAlert.Reason) -> String {
    switch reason {
    case .softAsk: "Pair Your Scale"
    case .denied: "Bluetooth Is Off for This App"
    case .restricted: "Bluetooth Restricted"
    case .unavailable, .busy: "Bluetooth Unavailable"
    }
  }

  func message(for reason: AccessAlert.Reason) -> String {
    "The scale sends your weight over Bluetooth (\(reason))."
  }
}

/// A screen that launches the pairing as an app's mixin would: through its authority.
@MainActor
private final class PairingScreen: AlertPresenting {
  let pairingAuthority: SourceAuthority<AccessoryPairing>
  let settingsOpener: SettingsOpener
  let accessAlertPolicy: AccessAlertPolicy
  private let presenter: RecordingAlertPresenter

  init(
    context: ConformanceContext, source: AccessoryPairing = AccessoryPairing(),
    policy: AccessAlertPolicy = .standard
  ) {
    pairingAuthority = context.authority(for: source)
    settingsOpener = context.settingsOpener
    accessAlertPolicy = policy
    presenter = context.presenter
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }

  func launchPairing(
    success: @escaping @MainActor () -> Void,
    completion: @escaping @MainActor (LaunchOutcome) -> Void
  ) {
    pairingAuthority.launch(on: self, success: success, completion: completion)
  }

  func authorizePairing() async -> LaunchOutcome {
    await pairingAuthority.authorize(on: self)
  }
}
