package import Foundation

/// Reads the usage descriptions an app declares in its Info.plist, for the live authorities.
package enum InfoPlist {
  /// The string for `key` in the bundle's Info.plist, or `nil` when absent or not a string.
  package static func usageDescription(
    for key: UsageDescriptionKey,
    in bundle: Bundle = .main
  ) -> String? {
    bundle.object(forInfoDictionaryKey: key.rawValue) as? String
  }
}
