// passes: iOS, MacCatalyst
//
// The UIKit adoption path from the README, which must compile against the stubs: importing the
// live modules and conforming is all a screen writes. Not on visionOS, where the camera picker
// does not exist (UIImagePickerController has no camera there); SwiftUIAdoption.swift covers
// every platform.

import MediaAccess
import MediaAccessCamera
import MediaAccessPhotos
import MediaAccessPicker
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
    // Reload on `.closed` whatever it lists: a deselection is not reported.
    if case .closed = await presentLimitedLibraryPickerIfLimited() { return true }
    return false
  }

  private func openCamera() {}
  private func writeImage() {}
}

/// Video with sound: a screen that is both camera and microphone picks a movie.
final class ClipViewController: UIViewController, CameraAuthorizing, MicrophoneAuthorizing {
  func recordClip() async -> URL? {
    switch await pickVideoFromCamera(sound: .preferred, maximumDuration: 30, quality: .typeHigh) {
    case .recorded(let movie, let hasSound): hasSound ? movie : nil
    case .cancelled, .notOpened(.microphone): nil
    case .notOpened: nil
    }
  }
}
