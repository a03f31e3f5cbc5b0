public import Foundation

/// What `pickVideoFromCamera(sound:maximumDuration:quality:)` (in `MediaAccessCamera`) came to:
/// a recorded movie, with or without sound, a camera closed without one, or the reason it never
/// opened.
///
/// ```swift
/// switch await pickVideoFromCamera(sound: .preferred) {
/// case .recorded(let movie, let hasSound): upload(movie, muted: !hasSound)
/// case .cancelled: break
/// case .notOpened(.microphone(let outcome)): log("no sound allowed: \(outcome)")
/// case .notOpened(let reason): log("camera: \(reason)")
/// }
/// ```
public enum VideoPickResult: Hashable, Sendable {
  /// The user recorded a movie: the file URL the picker reports
  /// (`UIImagePickerController.InfoKey.mediaURL`), in a temporary directory, so move or copy
  /// it before relying on it later. `hasSound` is `false` only when the pick accepted silent
  /// video (``SoundRequirement/preferred``) and the microphone was not allowed: the movie then
  /// holds silence.
  case recorded(URL, hasSound: Bool)
  /// The camera opened and was closed without a movie: by the user (Cancel, or swiped away),
  /// with its scene, by other code, or because the calling task was cancelled.
  case cancelled
  /// The camera was not opened; the reason says why, including which source refused:
  /// ``PickerNotOpenedReason/access(_:)`` for the camera,
  /// ``PickerNotOpenedReason/microphone(_:)`` for the microphone. Its dialog, if any, has been
  /// shown already.
  case notOpened(PickerNotOpenedReason)

  /// The recorded movie's file URL, for ``recorded(_:hasSound:)``.
  public var movieURL: URL? {
    guard case .recorded(let url, _) = self else { return nil }
    return url
  }
}
