#if canImport(PhotosUI) && canImport(UIKit) && !os(tvOS)
  internal import PhotosUI
  internal import UIKit

  /// One photo pick: presents the picker, acts as its delegate and resumes the waiting call
  /// once the user is done.
  ///
  /// The picker holds its delegate weakly; the session stays alive only while
  /// ``run(presentingFrom:)`` awaits, and lets go of the picker's delegate slot before
  /// returning.
  @MainActor
  final class PhotoPickerSession: PHPickerViewControllerDelegate {
    private let picker: PHPickerViewController
    private var continuation: CheckedContinuation<Void, Never>?
    private var results: [PHPickerResult] = []

    init(picker: PHPickerViewController) {
      self.picker = picker
    }

    /// Presents the picker from `presenter` and returns what the user picked.
    func run(presentingFrom presenter: UIViewController) async -> [PHPickerResult] {
      picker.delegate = self
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          self.continuation = continuation
          presenter.present(picker, animated: true)
        }
      } onCancel: {
        Task { @MainActor in self.finish(with: []) }
      }
      picker.delegate = nil
      return results
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      finish(with: results)
    }

    /// Dismisses the picker, which does not dismiss itself, and resumes the waiting call, once.
    private func finish(with results: [PHPickerResult]) {
      guard let continuation else { return }
      self.continuation = nil
      self.results = results
      picker.dismiss(animated: true)
      continuation.resume()
    }
  }
#endif
