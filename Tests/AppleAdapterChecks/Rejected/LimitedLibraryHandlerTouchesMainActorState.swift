// expect: from a Sendable closure
// passes: iOS, MacCatalyst, visionOS
//
// The limited-library picker's iOS 15 handler is `@escaping @Sendable` and Photos calls it on
// its own queue: touching main-actor state from it must not compile.

import Photos
import PhotosUI
import UIKit

@MainActor
final class LibraryScreen {
  private var added: [String] = []

  func selectMore(from screen: UIViewController) {
    PHPhotoLibrary.shared().presentLimitedLibraryPicker(from: screen) { identifiers in
      self.added = identifiers
    }
  }
}
