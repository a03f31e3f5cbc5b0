// expect: main actor-isolated
// passes: iOS, MacCatalyst, visionOS
//
// The image picker's delegate slot is @MainActor: setting it from a nonisolated context must
// not compile.

import UIKit

nonisolated func detach(_ picker: UIImagePickerController) {
  picker.delegate = nil
}
