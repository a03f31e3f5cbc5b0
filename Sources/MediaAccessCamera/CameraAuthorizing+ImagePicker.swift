#if canImport(AVFoundation) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
  public import MediaAccess
  public import UIKit

  extension CameraAuthorizing where Self: UIViewController {
    /// Makes sure the camera may be used, then lets the user take a picture with
    /// `UIImagePickerController` and returns it.
    ///
    /// The launch is ``CameraAuthorizing/authorizeCamera()``: the system is asked when needed
    /// and denied, restricted or missing cameras get their dialog. The picker is then presented
    /// from the top-most controller this one presents and dismissed when the user is done; its
    /// delegate lives only while the picker is up. Cancelling the calling task closes the
    /// picker.
    ///
    /// ```swift
    /// @objc func changeAvatar() {
    ///   Task {
    ///     if let image = await pickImageFromCamera(allowsEditing: true).image {
    ///       avatarView.image = image
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter allowsEditing: Whether the user may crop the picture before using it.
    /// - Returns: The picture, ``CameraPickResult/cancelled`` when the user closed the camera,
    ///   or ``CameraPickResult/notOpened(_:)`` with the outcome that kept it closed.
    public func pickImageFromCamera(allowsEditing: Bool = false) async -> CameraPickResult {
      let outcome = await authorizeCamera()
      guard outcome.grantsAccess else { return .notOpened(outcome) }
      guard UIImagePickerController.isSourceTypeAvailable(.camera) else {
        return .notOpened(.unavailable)
      }
      guard !Task.isCancelled else { return .cancelled }
      let picker = UIImagePickerController()
      picker.sourceType = .camera
      picker.allowsEditing = allowsEditing
      let session = CameraPickerSession(picker: picker)
      return await session.run(presentingFrom: topMostPresentedController)
    }
  }
#endif
