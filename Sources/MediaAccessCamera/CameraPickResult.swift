#if canImport(AVFoundation) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
  public import MediaAccess
  public import UIKit

  /// What ``MediaAccess/CameraAuthorizing/pickImageFromCamera(allowsEditing:)`` came to.
  ///
  /// ```swift
  /// switch await pickImageFromCamera() {
  /// case .picked(let image): avatarView.image = image
  /// case .cancelled: break
  /// case .notOpened(let outcome): analytics.log("camera: \(outcome)")
  /// }
  /// ```
  public enum CameraPickResult {
    /// The user took a picture: the edited one when editing was allowed, else the original.
    case picked(UIImage)
    /// The camera opened and the user closed it without a picture, or the calling task was
    /// cancelled.
    case cancelled
    /// The camera was not opened; the launch outcome says why. The launch's dialog, if any, has
    /// been shown already; `.unavailable` because UIKit reports no camera source shows none.
    case notOpened(LaunchOutcome)

    /// The picture, for ``picked(_:)``.
    public var image: UIImage? {
      guard case .picked(let image) = self else { return nil }
      return image
    }
  }
#endif
