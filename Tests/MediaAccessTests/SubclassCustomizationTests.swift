import MediaAccess
import MediaAccessTesting
import XCTest

/// The documented way for a subclass to change a screen's dialogs: the conforming base class
/// declares the property, and the subclass overrides it.
@MainActor
final class SubclassCustomizationTests: XCTestCase {
  func testSubclassOverrideOfAPolicyTheBaseClassDeclaresIsUsed() async {
    let system = ScriptedAuthority()
    let screen = SoftAskingScannerScreen(system: system)
    screen.presenter.automaticReply = { _ in .continue }

    let outcome = await screen.authorizeCamera()

    XCTAssertEqual(outcome, .authorized)
    XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.softAsk])
    XCTAssertEqual(system.requestCount(for: .camera), 1)
  }

  /// The trap `media-access lint` reports (`LintSubclassCustomizationTests`): a policy
  /// declared only in the subclass is not a witness of the protocol, so launches never read it.
  /// If Swift ever changes this, the lint rule and the protocol's warning can go.
  func testPolicyDeclaredOnlyInASubclassIsIgnored() async {
    let system = ScriptedAuthority(answers: [.camera: .denied])
    let screen = IgnoredPolicyScreen(system: system)

    let outcome = await screen.authorizeCamera()

    XCTAssertEqual(outcome, .denied)
    XCTAssertEqual(screen.presenter.presentedAlerts, [], "no soft ask: the default policy won")
    XCTAssertEqual(system.requestCount(for: .camera), 1)
  }
}

/// A base screen as the docs recommend: it declares `accessAlertPolicy` itself, so subclasses
/// can override it.
@MainActor
private class BaseScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let presenter = RecordingAlertPresenter()

  init(system: ScriptedAuthority) {
    cameraAuthority = system.cameraAuthority
  }

  var accessAlertPolicy: AccessAlertPolicy { .standard }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}

@MainActor
private final class SoftAskingScannerScreen: BaseScreen {
  override var accessAlertPolicy: AccessAlertPolicy {
    AccessAlertPolicy(asksBeforeSystemPrompt: true)
  }
}

/// A base screen that leaves `accessAlertPolicy` to the protocol's default.
@MainActor
private class DefaultPolicyScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  let presenter = RecordingAlertPresenter()

  init(system: ScriptedAuthority) {
    cameraAuthority = system.cameraAuthority
  }

  func presentAccessAlert(
    _ alert: AccessAlert, onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    presenter.present(alert, onAction: onAction)
  }
}

@MainActor
private final class IgnoredPolicyScreen: DefaultPolicyScreen {
  var accessAlertPolicy: AccessAlertPolicy {
    AccessAlertPolicy(asksBeforeSystemPrompt: true)
  }
}
