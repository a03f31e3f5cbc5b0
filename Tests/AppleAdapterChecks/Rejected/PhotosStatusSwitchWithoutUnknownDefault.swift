// expect: may have additional unknown values
//
// PHAuthorizationStatus is an imported NS_ENUM: a switch without `@unknown default` must not
// compile.

import Photos

func grantsAccess(_ status: PHAuthorizationStatus) -> Bool {
  switch status {
  case .authorized, .limited: true
  case .notDetermined, .restricted, .denied: false
  }
}
