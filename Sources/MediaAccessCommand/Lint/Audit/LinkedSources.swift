internal import MediaAccess

/// The usage descriptions what a target links needs: App Store Connect judges an upload by
/// the privacy APIs its binary references, and the system terminates an app that asks without
/// the key. Which sources a product or framework implies is the sources' own fact
/// (``BuiltInSource/linkedBy(_:)``); this is lint's reading of it.
///
/// A product or framework shows the app uses at least one of its sources, not each of them:
/// `MediaAccessCamera` opens the camera, and the microphone only for video with sound, so a
/// photo-only app declaring the camera's key needs no microphone key; Photos serves either
/// photo library access level. When the target declares none of its keys, the first source's
/// key is the one needed.
enum LinkedSources {
  /// The keys the target's links need that it does not declare, each with the product or
  /// framework that needs it.
  ///
  /// - Parameters:
  ///   - products: The Swift package products it links, such as `MediaAccessCamera`.
  ///   - frameworks: The frameworks its Frameworks phase links, such as `Photos.framework`.
  ///   - declared: The keys its Info.plist or build settings hold.
  static func keysNeeded(
    linking products: [String], _ frameworks: [String], declared: Set<UsageDescriptionKey>
  ) -> [UsageDescriptionKey: String] {
    let frameworkNames = frameworks.map { name in
      name.hasSuffix(".framework") ? String(name.dropLast(".framework".count)) : name
    }
    var needed: [UsageDescriptionKey: String] = [:]
    for name in products + frameworkNames {
      let keys = BuiltInSource.linkedBy(name).map(\.usageDescriptionKey)
      guard let first = keys.first, declared.isDisjoint(with: keys), needed[first] == nil
      else { continue }
      needed[first] = name
    }
    return needed
  }
}
