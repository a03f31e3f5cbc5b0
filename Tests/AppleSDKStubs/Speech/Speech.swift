// Stub of the Speech declarations the sample source of "Adding a Source of Your Own" calls
// (Tests/MediaAccessTestingTests/Support/SpeechRecognition.swift), for type-checking it on Linux
// (`.ci/typecheck-apple-adapters`). Nothing here runs; no library module imports Speech.
//
// Each declaration has the form listed in `../README.md` ("the notes"). The module is built with
// library evolution, so its enum is non-frozen like an imported `NS_ENUM`.

@_exported public import Foundation

/// The app's permission to recognize speech (notes: "Status raw values"). Numbered otherwise
/// than AVFoundation's and Photos' statuses: `denied` is 1 and `restricted` 2.
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable {
  /// The user has not been asked.
  case notDetermined = 0
  /// The user refused.
  case denied = 1
  /// Speech recognition is restricted on this device.
  case restricted = 2
  /// The user allowed it.
  case authorized = 3
}

/// A speech recognizer (notes).
open class SFSpeechRecognizer: NSObject {
  /// The app's current permission (notes).
  ///
  /// - Returns: The status.
  open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus {
    fatalError("stub")
  }

  /// Asks the user; the header declares a plain block, neither `@Sendable` nor on a promised
  /// queue (notes).
  ///
  /// - Parameter handler: Called with the resulting status.
  open class func requestAuthorization(
    _ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void
  ) { fatalError("stub") }
}
