#if canImport(AVFoundation) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
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
    private var continuation: CheckedContinuation<Void, Never>?
    private var result = CameraPickResult.cancelled

    init(picker: UIImagePickerController) {
      self.picker = picker
      super.init()
    }

    /// Presents the picker from `presenter` and returns what the user did.
    func run(presentingFrom presenter: UIViewController) async -> CameraPickResult {
      picker.delegate = self
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          self.continuation = continuation
          presenter.present(picker, animated: true)
        }
      } onCancel: {
        Task { @MainActor in self.finish(with: .cancelled) }
      }
      picker.delegate = nil
      return result
    }

    func imagePickerController(
      _ picker: UIImagePickerController,
      didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      let image = (info[.editedImage] as? UIImage) ?? (info[.originalImage] as? UIImage)
      finish(with: image.map(CameraPickResult.picked) ?? .cancelled)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
      finish(with: .cancelled)
    }

    /// Dismisses the picker and resumes the waiting call, once.
    private func finish(with result: CameraPickResult) {
      guard let continuation else { return }
      self.continuation = nil
      self.result = result
      picker.dismiss(animated: true)
      continuation.resume()
    }
  }
#endif
