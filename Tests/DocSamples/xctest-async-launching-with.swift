// The argument list of a conformance suite call around a `launchingWith:` fragment.
import MediaAccessTesting
import XCTest

final class FragmentTests: XCTestCase {
  func testFragment() async {
    await assertCameraAuthorizingConformance(
      makeScreen: { context in
        ProfileModel(
          cameraAuthority: context.cameraAuthority,
          photoLibraryAuthority: context.photoLibraryAuthority,
          settingsOpener: context.settingsOpener, showAlert: context.presenter.present)
      },
      // sample
    )
  }
}
