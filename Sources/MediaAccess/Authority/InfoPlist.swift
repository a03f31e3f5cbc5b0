internal import Foundation

/// Reads the usage descriptions an app declares in its Info.plist, for the live authorities.
package enum InfoPlist {
  /// The main bundle's string for `key`, read on first use and kept: a running app's
  /// Info.plist cannot change, so later launches pay a dictionary lookup, not a bundle query.
  package static func mainBundleUsageDescription(for key: UsageDescriptionKey) -> String? {
    mainBundleUsageDescriptions[key]
  }

  private static let mainBundleUsageDescriptions: [UsageDescriptionKey: String] = Dictionary(
    uniqueKeysWithValues: UsageDescriptionKey.allCases.compactMap { key in
      (Bundle.main.object(forInfoDictionaryKey: key.rawValue) as? String).map { (key, $0) }
    })
}
