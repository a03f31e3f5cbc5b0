internal import MediaAccess

/// What lint says and checks for each usage-description key: the one table to extend when the
/// library gains a source. Lint checks the keys of ``UsageDescriptionKey`` and names the
/// sources of ``MediaSource``; a key without a row here is still checked, with plainer words.
enum UsageKeyTable {
  /// One key's row.
  struct Row: Equatable {
    /// The Info.plist key.
    let key: String
    /// The name `--sources` takes for the source that needs the key.
    let sourceName: String
    /// What the key lets the app do, completing "when it asks to …".
    let purpose: String
    /// The entitlement a sandboxed Mac app needs, or the request is refused with no prompt.
    let sandboxEntitlement: String
    /// The build setting (Xcode 15 and later) that adds that entitlement when it is `YES`.
    let sandboxBuildSetting: String
  }

  /// Every key's row. A key the library does not define yet is never looked up.
  static let rows: [Row] = [
    Row(
      key: "NSCameraUsageDescription", sourceName: "camera", purpose: "use the camera",
      sandboxEntitlement: "com.apple.security.device.camera",
      sandboxBuildSetting: "ENABLE_RESOURCE_ACCESS_CAMERA"),
    Row(
      key: "NSPhotoLibraryUsageDescription", sourceName: "photos-read-write",
      purpose: "access the photo library",
      sandboxEntitlement: "com.apple.security.personal-information.photos-library",
      sandboxBuildSetting: "ENABLE_RESOURCE_ACCESS_PHOTO_LIBRARY"),
    Row(
      key: "NSPhotoLibraryAddUsageDescription", sourceName: "photos-add-only",
      purpose: "add photos to the library",
      sandboxEntitlement: "com.apple.security.personal-information.photos-library",
      sandboxBuildSetting: "ENABLE_RESOURCE_ACCESS_PHOTO_LIBRARY"),
    Row(
      key: "NSMicrophoneUsageDescription", sourceName: "microphone", purpose: "use the microphone",
      sandboxEntitlement: "com.apple.security.device.audio-input",
      sandboxBuildSetting: "ENABLE_RESOURCE_ACCESS_AUDIO_INPUT"),
  ]

  /// What linking a library product or a system framework says about the keys a target needs:
  /// App Store Connect judges an upload by the privacy APIs its binary references, and the
  /// system terminates an app that asks without the key.
  struct LinkRequirement: Equatable {
    /// The Swift package products (`XCSwiftPackageProductDependency` `productName`) that imply it.
    let products: Set<String>
    /// The system frameworks linked in a Frameworks build phase that imply it.
    let frameworks: Set<String>
    /// The keys that satisfy it: a target needs one of them, and the first is the one reported
    /// missing when it declares none.
    let anyOf: [String]
  }

  /// The keys linking implies. `MediaAccessCamera` opens the camera, and the microphone only
  /// for video with sound: a photo-only app never asks for the microphone, so that key is
  /// checked when declared rather than required. `MediaAccessPhotos` reads or adds to the
  /// library, either key serving; so does Photos.framework. `MediaAccessPicker` (the system
  /// picker runs out of process) and PhotosUI need no key; AVFoundation is linked as often to
  /// play media as to capture it, so linking it alone requires nothing.
  static let linkRequirements: [LinkRequirement] = [
    LinkRequirement(
      products: ["MediaAccessCamera"], frameworks: [], anyOf: ["NSCameraUsageDescription"]),
    LinkRequirement(
      products: ["MediaAccessPhotos"], frameworks: ["Photos.framework"],
      anyOf: ["NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription"]),
  ]

  /// The keys what a target links needs when it declares none of a requirement's keys, each
  /// with the product or framework that needs it.
  static func keysNeeded(
    linking products: [String], _ frameworks: [String], declared: Set<String>
  ) -> [String: String] {
    var needed: [String: String] = [:]
    for requirement in linkRequirements where declared.isDisjoint(with: requirement.anyOf) {
      let linked =
        products.first(where: requirement.products.contains)
        ?? frameworks.first(where: requirement.frameworks.contains)
      if let linked, let key = requirement.anyOf.first, needed[key] == nil {
        needed[key] = linked
      }
    }
    return needed
  }

  /// The keys lint checks, in the library's order.
  static var keys: [UsageDescriptionKey] {
    UsageDescriptionKey.allCases
  }

  /// The row for `key`; a key added to the library without a row gets a plain one.
  static func row(for key: UsageDescriptionKey) -> Row {
    rows.first { $0.key == key.rawValue }
      ?? Row(
        key: key.rawValue, sourceName: key.rawValue, purpose: "use this source",
        sandboxEntitlement: "", sandboxBuildSetting: "")
  }

  /// The source each `--sources` name stands for, in the library's order.
  static var sourcesByName: [(name: String, source: MediaSource)] {
    MediaSource.allCases.map { (row(for: $0.usageDescriptionKey).sourceName, $0) }
  }
}
