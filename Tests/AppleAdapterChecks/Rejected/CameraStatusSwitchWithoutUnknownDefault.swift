// expect: may have additional unknown values
//
// AVAuthorizationStatus is an imported NS_ENUM: a switch without `@unknown default` would let
// a status added by a future OS fall through unhandled, so it must not compile.

import AVFoundation

func grantsAccess(_ status: AVAuthorizationStatus) -> Bool {
  switch status {
  case .authorized: true
  case .notDetermined, .restricted, .denied: false
  }
}
