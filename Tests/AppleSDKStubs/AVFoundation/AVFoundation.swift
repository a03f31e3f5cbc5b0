// Stub of the AVFoundation declarations MediaAccessCamera calls, for type-checking it on Linux
// (`.ci/typecheck-apple-adapters`). Nothing here runs.
//
// Each declaration has the strict iOS 18 SDK form listed in `../README.md` ("the notes"): none is
// actor-isolated, and the completion handler is not `@Sendable`. The module is built with
// library evolution, so its enum is non-frozen like an imported `NS_ENUM`: a switch over it
// without `@unknown default` does not compile.

@_exported public import Foundation

/// The app's permission to capture a media type (notes).
public enum AVAuthorizationStatus: Int, Sendable {
  /// The user has not been asked.
  case notDetermined = 0
  /// Access is restricted by parental controls or device management.
  case restricted = 1
  /// The user refused.
  case denied = 2
  /// The user allowed it.
  case authorized = 3
}

/// A media type, such as video (notes).
public struct AVMediaType: Hashable, Sendable, RawRepresentable {
  /// The type's identifier.
  public let rawValue: String

  /// Creates a media type.
  ///
  /// - Parameter rawValue: The type's identifier.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Video, the camera's media type (notes).
  public static let video = AVMediaType(rawValue: "vide")
  /// Audio: the microphone (`AVMediaTypeAudio`; iOS 4, macOS 10.7, visionOS 1).
  public static let audio = AVMediaType(rawValue: "soun")
}

/// A capture device such as a camera (notes: AVCaptureDevice). Made only by the framework:
/// `AVCaptureDevice.h` declares `AV_INIT_UNAVAILABLE`.
open class AVCaptureDevice: NSObject {
  /// Unavailable: devices come from the framework (`AV_INIT_UNAVAILABLE`).
  @available(*, unavailable, message: "AV_INIT_UNAVAILABLE")
  public override init() { fatalError("stub") }

  /// The app's current permission for a media type (notes).
  ///
  /// - Parameter mediaType: The media type.
  /// - Returns: The status.
  open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus {
    fatalError("stub")
  }

  /// Asks the user; `handler` is called "on an arbitrary dispatch queue" (notes: iOS 18
  /// SDK form, not `@Sendable`).
  ///
  /// - Parameters:
  ///   - mediaType: The media type.
  ///   - handler: Called with whether access was granted.
  open class func requestAccess(
    for mediaType: AVMediaType,
    completionHandler handler: @escaping (Bool) -> Void
  ) { fatalError("stub") }

  /// Asks the user (notes).
  ///
  /// - Parameter mediaType: The media type.
  /// - Returns: Whether access was granted.
  open class func requestAccess(for mediaType: AVMediaType) async -> Bool { fatalError("stub") }

  /// The default device for a media type; `nil` when there is none, as on the Simulator
  /// (notes: AVCaptureDevice). `API_UNAVAILABLE(visionos)` in the iOS 18 SDK; Apple's page now
  /// lists visionOS 2.1+, which an iOS 18.0 SDK build cannot use.
  ///
  /// - Parameter mediaType: The media type.
  /// - Returns: The device, or `nil`.
  @available(visionOS, unavailable)
  open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { fatalError("stub") }

  /// The best camera to use as the system determines it; `nil` "if no camera is available"
  /// (notes: AVCaptureDevice). The iPhoneOS 17.4 SDK header declares it, unlike the rest of its
  /// category, `API_AVAILABLE(macos(13.0), ios(17.0), macCatalyst(16.0), tvos(17.0),
  /// visionos(1.0)) API_UNAVAILABLE(watchos)`; key-value observable.
  @available(macOS 13.0, iOS 17.0, macCatalyst 16.0, tvOS 17.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open class var systemPreferredCamera: AVCaptureDevice? { fatalError("stub") }
}
