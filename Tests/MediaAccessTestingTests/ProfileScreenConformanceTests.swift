import MediaAccess
import MediaAccessTesting
import XCTest

/// The conformance suites used the way an app uses them: one call per screen and source.
final class ProfileScreenConformanceTests: XCTestCase {
  /// The call an app writes; it needs no `@MainActor` on the test method.
  func testProfileScreenHandlesCameraAccess() async {
    await assertCameraAuthorizingConformance { context in
      ProfileScreen(
        cameraAuthority: context.cameraAuthority,
        photoLibraryAuthority: context.photoLibraryAuthority,
        settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
    }
  }

  @MainActor
  func testProfileScreenHandlesPhotoLibraryAccess() async {
    await assertPhotoLibraryAuthorizingConformance { context in
      ProfileScreen(
        cameraAuthority: context.cameraAuthority,
        photoLibraryAuthority: context.photoLibraryAuthority,
        settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
    }
  }

  @MainActor
  func testProfileScreenWithSoftAskAndExplainedRefusalHandlesBothSources() async {
    let policy = AccessAlertPolicy(asksBeforeSystemPrompt: true, explainsFreshRefusal: true)
    await assertCameraAuthorizingConformance { context in
      ProfileScreen(
        cameraAuthority: context.cameraAuthority,
        photoLibraryAuthority: context.photoLibraryAuthority, policy: policy,
        settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
    }
    await assertPhotoLibraryAuthorizingConformance(accessLevels: [.addOnly]) { context in
      ProfileScreen(
        cameraAuthority: context.cameraAuthority,
        photoLibraryAuthority: context.photoLibraryAuthority, policy: policy,
        settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
    }
  }

  /// Launching through the screen's own button handler: the suite learns that the camera opened
  /// from the screen's state, and the outcome from the handler's completion.
  @MainActor
  func testTakePhotoButtonHandlesCameraAccess() async {
    await assertCameraAuthorizingConformance(
      makeScreen: { context in
        ProfileScreen(
          cameraAuthority: context.cameraAuthority,
          photoLibraryAuthority: context.photoLibraryAuthority,
          settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
      },
      launchingWith: { screen, launch in
        screen.takePhoto { [weak screen] outcome in
          if screen?.isShowingCamera == true { launch.success() }
          launch.completion(outcome)
        }
      })
  }

  /// Launching with the async forms, the suite owning the task: in the row where the screen
  /// goes away, cancelling the task ends the launch and lets the screen go.
  @MainActor
  func testAsyncFormsConformForBothSourcesWithAndWithoutASoftAsk() async {
    for policy in [AccessAlertPolicy.standard, AccessAlertPolicy(asksBeforeSystemPrompt: true)] {
      await assertCameraAuthorizingConformance(
        makeScreen: { context in
          ProfileScreen(
            cameraAuthority: context.cameraAuthority,
            photoLibraryAuthority: context.photoLibraryAuthority, policy: policy,
            settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
        },
        launchingWith: { screen, launch in
          launch.run { await screen.authorizeCamera() }
        })
      await assertPhotoLibraryAuthorizingConformance(
        makeScreen: { context in
          ProfileScreen(
            cameraAuthority: context.cameraAuthority,
            photoLibraryAuthority: context.photoLibraryAuthority, policy: policy,
            settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
        },
        launchingWith: { screen, access, launch in
          launch.run { await screen.authorizePhotoLibrary(access: access) }
        })
    }
  }

  func testFriendlyTextsAreCompleteInEveryShippedLanguage() {
    assertAlertTextRendererConformance(
      languages: LocalizedAlertTextRenderer.supportedLanguages
    ) { language in
      FriendlyAlertTexts(language: language)
    }
  }

  func testShippedTextsAreCompleteInEveryShippedLanguage() {
    XCTAssertGreaterThanOrEqual(LocalizedAlertTextRenderer.supportedLanguages.count, 14)
    assertAlertTextRendererConformance(
      languages: LocalizedAlertTextRenderer.supportedLanguages
    ) { language in
      LocalizedAlertTextRenderer(language: language, appName: "Profile")
    }
  }
}
