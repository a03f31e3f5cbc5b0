#if canImport(PhotosUI) && canImport(UIKit) && !os(tvOS)
  internal import MediaAccess
  public import PhotosUI
  public import UIKit

  extension UIViewController {
    /// Lets the user pick photos with the system photo picker, `PHPickerViewController`, and
    /// returns what they picked. Needs no photo library authorization.
    ///
    /// The picker runs out of process and hands the app only the items the user picks, so it
    /// shows no permission prompt, needs no `NSPhotoLibraryUsageDescription` and no
    /// ``MediaAccess/PhotoLibraryAuthorizing`` conformance. It is the right choice for most
    /// apps that only let the user pick a photo; ask for library access only to read the
    /// library yourself or to save into it.
    ///
    /// The picker is presented from the top-most controller this one presents and dismissed
    /// when the user is done; its delegate lives only while the picker is up. Cancelling the
    /// calling task closes it.
    ///
    /// ```swift
    /// let results = await pickFromPhotoLibrary()
    /// if let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) {
    ///   let image = try await provider.loadObject(ofClass: UIImage.self)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - filter: Which assets to show: images by default, `nil` for every kind.
    ///   - selectionLimit: How many assets the user may pick; 0 means no limit.
    /// - Returns: The picked assets, in the order picked; empty when the user cancelled. Load
    ///   each one through its `itemProvider`.
    public func pickFromPhotoLibrary(
      filter: PHPickerFilter? = .images,
      selectionLimit: Int = 1
    ) async -> [PHPickerResult] {
      guard !Task.isCancelled else { return [] }
      var configuration = PHPickerConfiguration()
      configuration.filter = filter
      configuration.selectionLimit = selectionLimit
      let session = PhotoPickerSession(picker: PHPickerViewController(configuration: configuration))
      return await session.run(presentingFrom: topMostPresentedController)
    }
  }
#endif
