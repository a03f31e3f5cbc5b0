#if canImport(PhotosUI) && canImport(UIKit) && !os(tvOS)
  internal import MediaAccess
  internal import MediaAccessPicking
  internal import PhotosUI
  internal import UIKit

  /// The photo picker's delegate: hands the user's answer to the pick's session, which decides
  /// everything else (PHPicker does not dismiss itself; the session does). The picker holds its
  /// delegate weakly; the session makes the picker keep it for its lifetime.
  @MainActor
  final class PhotoPickerDelegate: NSObject, PHPickerViewControllerDelegate {
    private weak var session: PickerSession<UIViewController, PhotoPickResult>?

    init(_ session: PickerSession<UIViewController, PhotoPickResult>) {
      self.session = session
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      // Cancel reports no results: PHPicker has no separate cancel callback.
      session?.finish(with: results.isEmpty ? .cancelled : .picked(results))
    }
  }
#endif
