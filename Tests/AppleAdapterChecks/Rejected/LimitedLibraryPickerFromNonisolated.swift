// expect: main actor-isolated
// passes: iOS, MacCatalyst, visionOS
//
// The limited-library picker presents a controller: the stub treats the method as @MainActor
// (the stricter form; Tests/AppleSDKStubs/README.md, "PhotosUI"), so calling it from a
// nonisolated function must not compile.

import Photos
import PhotosUI
import UIKit

nonisolated func selectMore(from screen: UIViewController) {
  PHPhotoLibrary.shared().presentLimitedLibraryPicker(from: screen)
}
