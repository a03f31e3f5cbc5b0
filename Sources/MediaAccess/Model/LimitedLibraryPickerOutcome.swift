/// What showing the limited-library picker came to ("Select more photos").
///
/// Photos reports only the assets the user *newly selected*: a user who only deselects photos
/// closes the picker with an empty list, and the app still shows the photos it may no longer
/// read. So ``closed(newlySelected:)`` means "reload", whatever it lists:
///
/// ```swift
/// switch await presentLimitedLibraryPickerIfLimited() {
/// case .closed: reloadAssets()  // added or removed: the list cannot tell
/// case .notLimited, .notShown: break
/// }
/// ```
///
/// An app that keeps fetched assets on screen can instead register a
/// `PHPhotoLibraryChangeObserver`, which hears removals as well as additions, from any source.
public enum LimitedLibraryPickerOutcome: Hashable, Sendable {
  /// The picker was shown and has closed: reload what the app shows from the library. The
  /// identifiers are those Photos reported as newly selected, never the deselected ones; the
  /// list is empty also when Photos had not reported two seconds after the picker was seen to
  /// go, or when the calling task was cancelled.
  case closed(newlySelected: [String])
  /// Access is not limited, so nothing was shown: the read/write status, read just now.
  case notLimited(AuthorizationStatus)
  /// Access is limited, but the picker was not shown: the screen was not in a window, or
  /// UIKit refused to present the picker (it did not appear within five seconds; a
  /// ``MediaAccessDiagnostic`` says so). The user may try again.
  case notShown
}
