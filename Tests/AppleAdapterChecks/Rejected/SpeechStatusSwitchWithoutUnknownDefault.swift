// expect: may have additional unknown values
//
// SFSpeechRecognizerAuthorizationStatus is an imported NS_ENUM, as AVFoundation's and Photos'
// statuses are: the sample source's switch over it needs `@unknown default`. Also proves that
// the passes see the Speech stub the sample source is compiled against.

import Speech

func grantsAccess(_ status: SFSpeechRecognizerAuthorizationStatus) -> Bool {
  switch status {
  case .authorized: true
  case .notDetermined, .denied, .restricted: false
  }
}
