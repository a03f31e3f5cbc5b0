#if canImport(AVFoundation) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
  public import MediaAccess
  public import UIKit

  /// What ``MediaAccess/CameraAuthorizing/pickImageFromCamera(allowsEditing:)`` came to.
  ///
  /// ```swift
  /// switch await pickImageFromCamera() {
  /// case .picked(let image): avatarView.image = image
  /// case .cancelled: break
  /// case .notOpened(let reason): analytics.log("camera: \(reason)")
  /// }
  /// ```
  public enum CameraPickResult {
    /// The user took a picture: the edited one when editing was allowed, else the original.
    case picked(UIImage)
    /// The camera opened and was closed without a picture: by the user (Cancel, or swiped
    /// away), with its scene, by other code, or because the calling task was cancelled.
    case cancelled
    /// The camera was not opened; the reason says why. Its dialog, if any, has been shown
    /// already: the launch's, or "camera busy".
    case notOpened(PickerNotOpenedReason)

    /// The picture, for ``picked(_:)``.
    public var image: UIImage? {
      guard case .picked(let image) = self else { return nil }
      return image
    }
  }
#endif
