#if canImport(Photos) && canImport(PhotosUI) && canImport(UIKit) && !os(tvOS)
  public import MediaAccess
  internal import Photos
  internal import PhotosUI
  public import UIKit

  extension PhotoLibraryAuthorizing where Self: UIViewController {
    /// Lets the user change which photos the app may read, when they allowed access to chosen
    /// photos only.
    ///
    /// Presents the system's limited-library picker, from the top-most controller this one
    /// presents, only when the read/write status is ``MediaAccess/AuthorizationStatus/limited``;
    /// otherwise it shows nothing. Offer it from a visible control ("Select more photos"),
    /// typically after a launch ended ``MediaAccess/LaunchOutcome/limited``.
    ///
    /// ```swift
    /// @objc func selectMorePhotos() {
    ///   Task {
    ///     if let added = await presentLimitedLibraryPickerIfLimited(), !added.isEmpty {
    ///       reloadAssets()
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Returns: The local identifiers of the assets the user newly selected, or `nil` when
    ///   access is not limited and nothing was shown.
    @discardableResult
    public func presentLimitedLibraryPickerIfLimited() async -> [String]? {
      guard photoLibraryAuthority.status(for: .photoLibrary(.readWrite)) == .limited else {
        return nil
      }
      let presenter = topMostPresentedController
      return await withCheckedContinuation { continuation in
        PHPhotoLibrary.shared().presentLimitedLibraryPicker(
          from: presenter, completionHandler: resumingLimitedLibraryPicker(continuation))
      }
    }
  }

  /// The limited-library picker's completion handler. Formed here, in a nonisolated function,
  /// and `@Sendable`: Photos may call it on any queue, and all it does is resume the waiting
  /// call (Tests/AppleSDKStubs/README.md, rule 4).
  private func resumingLimitedLibraryPicker(
    _ continuation: CheckedContinuation<[String], Never>
  ) -> @Sendable ([String]) -> Void {
    { identifiers in continuation.resume(returning: identifiers) }
  }
#endif
