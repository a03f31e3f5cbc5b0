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
