// expect: cannot inherit from non-open class
// passes: iOS, MacCatalyst, visionOS
//
// PHPickerViewController is `objc_subclassing_restricted` ("does not support subclassing"), so
// Swift sees a class that is not `open`: subclassing it must not compile.

import PhotosUI

final class BrandedPicker: PHPickerViewController {}
