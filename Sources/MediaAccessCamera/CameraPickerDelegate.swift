#if canImport(AVFoundation) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
  internal import MediaAccess
  internal import MediaAccessPicking
  internal import UIKit

  /// The camera picker's delegate: hands the user's answer to the pick's session, which
  /// decides everything else. The picker holds its delegate weakly; the session makes the
  /// picker keep it for its lifetime.
  @MainActor
  final class CameraPickerDelegate: NSObject, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
  {
    private weak var session: PickerSession<UIViewController, CameraPickResult>?

    init(_ session: PickerSession<UIViewController, CameraPickResult>) {
      self.session = session
    }

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      let image = (info[.editedImage] as? UIImage) ?? (info[.originalImage] as? UIImage)
      session?.finish(with: image.map(CameraPickResult.picked) ?? .cancelled)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      session?.finish(with: .cancelled)
    }
  }
#endif
