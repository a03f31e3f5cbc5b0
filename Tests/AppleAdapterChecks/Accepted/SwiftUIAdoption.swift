// The SwiftUI adoption path from the README, which must compile on every platform: a view model
// conforms, a view attaches its presenter.

import Combine
import MediaAccess
import MediaAccessCamera
import SwiftUI

@MainActor
final class ScannerModel: ObservableObject, CameraAuthorizing, AccessAlertHosting {
  let accessAlertPresenter = AccessAlertPresenter()

  func scan() {
    launchCamera {}
  }
}

struct ScannerView: View {
  @ObservedObject var model: ScannerModel

  var body: some View {
    Text("Scan").accessAlert(model.accessAlertPresenter)
  }
}

/// The status banner of the article Showing Access Status: a monitor read by a view, made from the live authority.
struct CameraBanner: View {
  @ObservedObject var camera: AccessStatusMonitor

  var body: some View {
    Text(camera.status == .denied ? "Camera access is off" : "")
  }
}

@MainActor
func makeCameraBanner() -> CameraBanner {
  CameraBanner(camera: AccessStatusMonitor(camera: CameraAuthority.live))
}

/// A microphone banner, and a loop over the camera's status updates in main-actor code.
@MainActor
func makeMicrophoneMonitor() -> AccessStatusMonitor {
  AccessStatusMonitor(microphone: MicrophoneAuthority.live)
}

@MainActor
func waitUntilCameraIsAllowed(_ monitor: AccessStatusMonitor) async -> Bool {
  for await status in monitor.statusUpdates where status == .authorized {
    return true
  }
  return false
}

/// The presenter attached inside a sheet as well, so a dialog shows while the sheet is up.
struct ScannerWithSheet: View {
  @ObservedObject var model: ScannerModel

  var body: some View {
    Text("Scan")
      .accessAlert(model.accessAlertPresenter)
      .background(Text("Sheet").accessAlert(model.accessAlertPresenter))
  }
}
