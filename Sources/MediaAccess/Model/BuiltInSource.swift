/// The package's own sources, as the launch's fast path and the command-line tool switch over
/// them. Apps name them through ``MediaSource``'s `camera`, `microphone` and `photoLibrary(_:)`.
@usableFromInline
package enum BuiltInSource: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case camera
  case microphone
  case photoLibrary(PhotoLibraryAccess)

  /// Every built-in source: the camera, the microphone, then the photo library read/write and
  /// add-only. ``MediaSource/builtIns`` lists them in this order.
  @usableFromInline
  package static let allCases: [BuiltInSource] = [
    .camera, .microphone, .photoLibrary(.readWrite), .photoLibrary(.addOnly),
  ]

  /// The Info.plist key that must hold this source's usage description.
  @usableFromInline
  package var usageDescriptionKey: UsageDescriptionKey {
    switch self {
    case .camera: .camera
    case .microphone: .microphone
    case .photoLibrary(.readWrite): .photoLibrary
    case .photoLibrary(.addOnly): .photoLibraryAdd
    }
  }

  /// The stable name ``MediaSource/description`` prints.
  @usableFromInline
  package var description: String {
    switch self {
    case .camera: "camera"
    case .microphone: "microphone"
    case .photoLibrary(let access): "photoLibrary(\(access.rawValue))"
    }
  }
}
