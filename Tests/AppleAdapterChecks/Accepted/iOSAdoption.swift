// The iOS adoption path from the README, which must type-check against the stubs: importing the
// live modules and conforming is all a screen writes.

import Combine
import MediaAccess
import MediaAccessCamera
import MediaAccessPhotos
import MediaAccessPicker
import SwiftUI
import UIKit

final class ProfileViewController: UIViewController, CameraAuthorizing, PhotoLibraryAuthorizing {
  func takePhoto() {
    launchCamera { [weak self] in self?.openCamera() }
  }

  func saveEdit() {
    launchPhotoLibrary(access: .addOnly) { [weak self] in self?.writeImage() }
  }

  func changeAvatar() async -> UIImage? {
    await pickImageFromCamera(allowsEditing: true).image
  }

  func pickAnyPhoto() async -> Int {
    await pickFromPhotoLibrary().results.count
  }

  func selectMorePhotos() async -> Bool {
    await presentLimitedLibraryPickerIfLimited() != nil
  }

  private func openCamera() {}
  private func writeImage() {}
}

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
