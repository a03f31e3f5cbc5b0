#if canImport(AVFoundation) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
  internal import MediaAccess
  internal import UIKit

  /// One camera pick: presents the picker, acts as its delegate and resumes the waiting call
  /// once the user is done.
  ///
  /// The picker holds its delegate weakly; the session stays alive only while
  /// ``run(presentingFrom:)`` awaits, and lets go of the picker's delegate slot before
  /// returning.
  @MainActor
  final class CameraPickerSession: NSObject, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate
  {
    private let picker: UIImagePickerController
    private let presentation: PickerPresentation<CameraPickResult>

    init(picker: UIImagePickerController) {
      self.picker = picker
      self.presentation = PickerPresentation(picker: picker, resultWhenCancelled: .cancelled)
      super.init()
    }

    /// Presents the picker from `presenter` and returns what the user did.
    func run(presentingFrom presenter: UIViewController) async -> CameraPickResult {
      picker.delegate = self
      let result = await presentation.run(presentingFrom: presenter)
      picker.delegate = nil
      return result
    }

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      let image = (info[.editedImage] as? UIImage) ?? (info[.originalImage] as? UIImage)
      presentation.finish(with: image.map(CameraPickResult.picked) ?? .cancelled)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      presentation.finish(with: .cancelled)
    }
  }
#endif
