#if canImport(PhotosUI) && canImport(UIKit) && !os(tvOS)
  public import MediaAccess
  public import PhotosUI

  /// What `pickFromPhotoLibrary(filter:selectionLimit:)` came to.
  ///
  /// ```swift
  /// switch await pickFromPhotoLibrary() {
  /// case .picked(let results): load(results)
  /// case .cancelled: break
  /// case .notOpened(let reason): analytics.log("photo picker: \(reason)")
  /// }
  /// ```
  public enum PhotoPickResult {
    /// The user picked these assets, in the order picked; load each through its
    /// `itemProvider`.
    case picked([PHPickerResult])
    /// The picker opened and was closed without a pick: by the user (Cancel, or swiped away),
    /// with its scene, by other code, or because the calling task was cancelled.
    case cancelled
    /// The picker was not opened; the reason says why. The picker needs no permission, so the
    /// reason is a presentation UIKit declined or a pick already open.
    case notOpened(PickerNotOpenedReason)

    /// The picked assets; empty unless ``picked(_:)``.
    public var results: [PHPickerResult] {
      guard case .picked(let results) = self else { return [] }
      return results
    }
  }
#endif
