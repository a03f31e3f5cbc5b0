// Stub of the PhotosUI declarations MediaAccessPhotos calls, for type-checking it on Linux
// (`.ci/typecheck-apple-adapters`). Nothing here runs.
//
// Each declaration has the strict iOS 18 SDK form listed in `../README.md` ("the
// notes", "notes:") or, where marked "docs:", the form in Apple's documentation. Photos and UIKit
// are imported, not re-exported: an adapter must import what it uses.

public import Photos
public import UIKit

// The limited-library picker (PHPhotoLibrary+PhotosUISupport.h: `API_AVAILABLE_BEGIN(ios(14))`,
// `API_UNAVAILABLE_BEGIN(macos, tvos, watchos)`; Apple's pages: iOS 14/15, Mac Catalyst 14/15,
// visionOS 1). Treated as `@MainActor` (it presents a controller; the stricter form, see the
// notes), with the iOS 15 handler `@escaping @Sendable` as Apple's page declares it.
extension PHPhotoLibrary {
  /// Lets the user change a limited selection (notes: PhotosUI; iOS 14).
  ///
  /// - Parameter controller: The controller to present from.
  @available(macOS, unavailable)
  @MainActor
  public func presentLimitedLibraryPicker(from controller: UIViewController) {
    fatalError("stub")
  }

  /// Lets the user change a limited selection; the handler gets the newly selected
  /// identifiers, on a queue Photos chooses (notes: PhotosUI; iOS 15: `completionHandler:
  /// @escaping @Sendable ([String]) -> Void`).
  ///
  /// - Parameters:
  ///   - controller: The controller to present from.
  ///   - completionHandler: Called with the newly selected identifiers.
  @available(macOS, unavailable)
  @MainActor
  public func presentLimitedLibraryPicker(
    from controller: UIViewController,
    completionHandler: @escaping @Sendable ([String]) -> Void
  ) { fatalError("stub") }

  /// Lets the user change a limited selection (notes: PhotosUI; iOS 15).
  ///
  /// - Parameter controller: The controller to present from.
  /// - Returns: The newly selected identifiers.
  @available(macOS, unavailable)
  @MainActor
  public func presentLimitedLibraryPicker(from controller: UIViewController) async -> [String] {
    fatalError("stub")
  }
}

/// Which assets the picker shows (docs: PhotosUI/PHPickerFilter, `struct PHPickerFilter`).
///
/// Declared `Sendable` because the SDK exposes it as `static let` constants, which Swift 6 only
/// allows for `Sendable` types.
public struct PHPickerFilter: Sendable {
  /// Images (docs: PHPickerFilter/images, `static let images: PHPickerFilter`).
  public static let images = PHPickerFilter()
}

/// The picker's configuration (notes).
public struct PHPickerConfiguration {
  /// Creates a configuration showing every asset type, one selectable (notes).
  public init() {}

  /// The asset types shown; `nil` shows all (notes).
  public var filter: PHPickerFilter?

  /// How many assets may be picked; 0 is unlimited, the default 1 (notes).
  public var selectionLimit = 1
}

/// An asset the user picked (docs: PhotosUI/PHPickerResult, `struct PHPickerResult`,
/// conforming to Equatable and Hashable; its members are not used by the adapters).
public struct PHPickerResult: Hashable {}

/// The system photo picker; runs out of process and needs no authorization (notes: PhotosUI).
///
/// Not `open`: `PHPickerViewController.h` declares it `objc_subclassing_restricted` ("intended
/// to be used as-is and does not support subclassing").
@MainActor
public class PHPickerViewController: UIViewController {
  /// Creates a picker (notes).
  ///
  /// - Parameter configuration: What the picker shows.
  public init(configuration: PHPickerConfiguration) { super.init() }

  /// The delegate, held weakly (notes).
  public weak var delegate: (any PHPickerViewControllerDelegate)?
}

/// The picker's delegate (notes).
@MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
  /// The user finished, picking `results` (empty when cancelled) (notes).
  ///
  /// - Parameters:
  ///   - picker: The picker.
  ///   - results: The picked assets.
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
