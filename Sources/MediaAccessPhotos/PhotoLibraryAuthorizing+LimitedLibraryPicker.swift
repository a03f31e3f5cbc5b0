#if canImport(Photos) && canImport(PhotosUI) && canImport(UIKit) && !os(tvOS)
  public import MediaAccess
  internal import Photos
  internal import PhotosUI
  public import UIKit

  extension PhotoLibraryAuthorizing where Self: UIViewController {
    /// Lets the user change which photos the app may read, when they allowed access to chosen
    /// photos only; returns once the picker has closed, so the app reloads then.
    ///
    /// The read/write status is read first, from this screen's authority: unless it is
    /// ``MediaAccess/AuthorizationStatus/limited`` nothing is shown and the result is
    /// ``MediaAccess/LimitedLibraryPickerOutcome/notLimited(_:)`` with the status. Otherwise the
    /// system's limited-library picker is presented from the top-most controller this one
    /// presents, after any transition in progress. Offer it from a visible control ("Select
    /// more photos"), typically after a launch ended ``MediaAccess/LaunchOutcome/limited``.
    ///
    /// **Reload whatever the result lists.** Photos reports only the *newly selected* assets:
    /// a user who only deselects photos closes the picker with an empty list. Treat
    /// ``MediaAccess/LimitedLibraryPickerOutcome/closed(newlySelected:)`` as "the selection may
    /// have changed", or observe the library with `PHPhotoLibraryChangeObserver`.
    ///
    /// Photos' report, which it sends when the user finishes their selection, ends the call.
    /// Should it not come, the call also returns two seconds after the picker has been seen to
    /// go. Cancelling the calling task ends it at once. A screen not in a window ends
    /// ``MediaAccess/LimitedLibraryPickerOutcome/notShown``, and so does an authority that
    /// says `limited` (scripted, in a preview) while the app's real library access is not:
    /// Photos then shows nothing and never reports. So does a picker UIKit refused to present
    /// (another presentation started at the same moment): one that has not appeared on this
    /// screen's chain within five seconds, with a diagnostic.
    ///
    /// ```swift
    /// @objc func selectMorePhotos() {
    ///   Task {
    ///     if case .closed = await presentLimitedLibraryPickerIfLimited() { reloadAssets() }
    ///   }
    /// }
    /// ```
    ///
    /// - Returns: ``MediaAccess/LimitedLibraryPickerOutcome/closed(newlySelected:)`` once the
    ///   picker has closed, or why nothing was shown.
    public func presentLimitedLibraryPickerIfLimited() async -> LimitedLibraryPickerOutcome {
      await LimitedLibraryPickerWait.run(
        from: self as UIViewController, authority: photoLibraryAuthority,
        photosShowsThePicker: photosShowsTheLimitedLibraryPicker,
        present: askPhotosForTheLimitedLibraryPicker)
    }
  }

  /// Whether Photos will show the picker: only when the app's library access really is limited
  /// ("If the user has not enabled limited library access mode for this application, then this
  /// method will do nothing", `PHPhotoLibrary+PhotosUISupport.h`). A scripted authority may say
  /// `limited` while the library is not.
  @MainActor
  func photosShowsTheLimitedLibraryPicker() -> Bool {
    PHPhotoLibrary.authorizationStatus(for: .readWrite) == .limited
  }

  /// Asks Photos for the picker. The handler comes formed outside the main actor, `@Sendable`:
  /// Photos calls it on a queue of its own (Tests/AppleSDKStubs/README.md, rule 4).
  @MainActor
  func askPhotosForTheLimitedLibraryPicker(
    from controller: UIViewController,
    completionHandler: @escaping @Sendable ([String]) -> Void
  ) {
    PHPhotoLibrary.shared().presentLimitedLibraryPicker(
      from: controller, completionHandler: completionHandler)
  }
#endif
