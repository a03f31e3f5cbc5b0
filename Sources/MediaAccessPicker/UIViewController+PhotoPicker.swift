#if canImport(PhotosUI) && canImport(UIKit) && !os(tvOS)
  internal import MediaAccess
  internal import MediaAccessPicking
  public import PhotosUI
  public import UIKit

  extension UIViewController {
    /// Lets the user pick photos with the system photo picker, `PHPickerViewController`, and
    /// returns what they picked, exactly once, whatever UIKit does. Needs no photo library
    /// authorization.
    ///
    /// The picker runs out of process and hands the app only the items the user picks, so it
    /// shows no permission prompt, needs no `NSPhotoLibraryUsageDescription` and no
    /// `PhotoLibraryAuthorizing` conformance. This module references no Photos authorization
    /// API, so linking it alone does not make App Store Connect's upload check (ITMS-90683)
    /// ask for a usage description.
    ///
    /// The picker is presented from the top-most controller this one presents, after any
    /// transition in progress has ended. When UIKit declines to present it (this screen is not
    /// in a window yet, as in `viewDidLoad`) the call returns
    /// ``MediaAccess/PickerNotOpenedReason/presentationRefused``; a second call while one is
    /// open returns ``MediaAccess/PickerNotOpenedReason/pickInProgress``. The call returns once
    /// the picker's dismissal has finished; a picker swiped away, dropped with its scene or
    /// dismissed by other code ends it ``PhotoPickResult/cancelled``, as does cancelling the
    /// calling task.
    ///
    /// ```swift
    /// let provider = await pickFromPhotoLibrary().results.first?.itemProvider
    /// if let provider, provider.canLoadObject(ofClass: UIImage.self) {
    ///   provider.loadObject(ofClass: UIImage.self) { object, _ in
    ///     let image = object as? UIImage
    ///     Task { @MainActor in self.show(image) }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - filter: Which assets to show: images by default, `nil` for every kind.
    ///   - selectionLimit: How many assets the user may pick; 0 means no limit.
    /// - Returns: The picked assets, ``PhotoPickResult/cancelled``, or why the picker did not
    ///   open.
    public func pickFromPhotoLibrary(
      filter: PHPickerFilter? = .images,
      selectionLimit: Int = 1
    ) async -> PhotoPickResult {
      let end = await PickerSession<UIViewController, PhotoPickResult>.run(
        from: self,
        resultWhenDismissed: .cancelled,
        makePicker: { session in
          var configuration = PHPickerConfiguration()
          configuration.filter = filter
          configuration.selectionLimit = selectionLimit
          let picker = PHPickerViewController(configuration: configuration)
          let delegate = PhotoPickerDelegate(session)
          picker.delegate = delegate
          picker.retainForLifetime(delegate)
          return picker
        })
      switch end {
      case .answered(let result): return result
      case .notOpened(let reason): return .notOpened(reason)
      }
    }
  }
#endif
