internal import Foundation

/// Reads the usage descriptions an app declares in its Info.plist, for the live authorities.
package enum InfoPlist {
  /// The main bundle's usage-description strings, read on first use and kept: a running app's
  /// Info.plist cannot change. A key that is absent, or whose value is not a string, is left
  /// out.
  package static let mainBundleUsageDescriptions: [UsageDescriptionKey: String] = Dictionary(
    uniqueKeysWithValues: UsageDescriptionKey.allCases.compactMap { key in
      (Bundle.main.object(forInfoDictionaryKey: key.rawValue) as? String).map { (key, $0) }
    })
}
