// Stub of the Photos declarations MediaAccessPhotos calls, for type-checking it on Linux
// (`.ci/typecheck-apple-adapters`). Nothing here runs.
//
// Each declaration has the strict iOS 18 SDK form listed in `../README.md` ("the notes"): handlers
// are not `@Sendable`, and the module is built with library evolution so its enums are
// non-frozen like imported `NS_ENUM`s. The legacy forms that misreport `.limited` carry a
// deprecation here (notes: "to be deprecated"), so that calling them fails the
// warnings-as-errors type-check.

@_exported public import Foundation

/// The app's permission to use the photo library (notes).
public enum PHAuthorizationStatus: Int, Sendable {
  /// The user has not been asked.
  case notDetermined = 0
  /// Access is restricted by parental controls or device management.
  case restricted = 1
  /// The user refused.
  case denied = 2
  /// The user allowed full access.
  case authorized = 3
  /// The user allowed access to chosen items only (iOS 14 and later).
  case limited = 4
}

/// How much of the library the app needs (notes; iOS 14, macOS 11).
public enum PHAccessLevel: Int, Sendable {
  /// Add items only.
  case addOnly = 1
  /// Read and write.
  case readWrite = 2
}

/// The user's photo library (notes: `Sendable`).
///
/// `@unchecked` because the SDK declares the class `Sendable` while leaving it open; this stub
/// holds no state at all.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
  /// The shared library (notes).
  ///
  /// - Returns: The library.
  open class func shared() -> PHPhotoLibrary { fatalError("stub") }

  /// The app's current permission at an access level (notes).
  ///
  /// - Parameter accessLevel: The access level.
  /// - Returns: The status.
  open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
    fatalError("stub")
  }

  /// Asks the user; "Photos may call your handler block on an arbitrary serial queue"
  /// (notes: iOS 18 SDK form, not `@Sendable`).
  ///
  /// - Parameters:
  ///   - accessLevel: The access level.
  ///   - handler: Called with the resulting status.
  open class func requestAuthorization(
    for accessLevel: PHAccessLevel,
    handler: @escaping (PHAuthorizationStatus) -> Void
  ) { fatalError("stub") }

  /// Asks the user (notes).
  ///
  /// - Parameter accessLevel: The access level.
  /// - Returns: The resulting status.
  open class func requestAuthorization(
    for accessLevel: PHAccessLevel
  ) async -> PHAuthorizationStatus { fatalError("stub") }

  /// Legacy status read; reports `.authorized` when access is limited (notes).
  ///
  /// - Returns: The status.
  @available(*, deprecated, message: "misreports .limited; use authorizationStatus(for:)")
  open class func authorizationStatus() -> PHAuthorizationStatus { fatalError("stub") }

  /// Legacy request (notes).
  ///
  /// - Parameter handler: Called with the resulting status.
  @available(*, deprecated, message: "misreports .limited; use requestAuthorization(for:)")
  open class func requestAuthorization(
    _ handler: @escaping (PHAuthorizationStatus) -> Void
  ) { fatalError("stub") }
}
