#if canImport(PhotosUI) && canImport(UIKit) && !os(tvOS)
  internal import PhotosUI
  internal import MediaAccess
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
    private let presentation: PickerPresentation<[PHPickerResult]>

    init(picker: PHPickerViewController) {
      self.picker = picker
      self.presentation = PickerPresentation(picker: picker, resultWhenCancelled: [])
    }

    /// Presents the picker from `presenter` and returns what the user picked.
    func run(presentingFrom presenter: UIViewController) async -> [PHPickerResult] {
      picker.delegate = self
      let results = await presentation.run(presentingFrom: presenter)
      picker.delegate = nil
      return results
    }

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      // PHPicker does not dismiss itself; the presentation does.
      presentation.finish(with: results)
    }
  }
#endif
