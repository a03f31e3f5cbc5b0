#if canImport(AVFoundation) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
  internal import Foundation
  internal import MediaAccess
  internal import MediaAccessPicking
  internal import UIKit

  /// The video picker's delegate: hands the recorded movie's URL (or `nil` for a cancel) to
  /// the pick's session, which decides everything else. The picker holds its delegate weakly;
  /// the session makes the picker keep it for its lifetime.
  @MainActor
  final class VideoPickerDelegate: NSObject, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
  {
    private weak var session: PickerSession<UIViewController, URL?>?

    init(_ session: PickerSession<UIViewController, URL?>) {
      self.session = session
    }

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      session?.finish(with: info[.mediaURL] as? URL)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      session?.finish(with: nil)
    }
  }
#endif
