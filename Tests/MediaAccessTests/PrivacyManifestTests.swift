import Foundation
import XCTest

/// Each library product's `PrivacyInfo.xcprivacy` states the truth: no tracking, no tracking
/// domains, no data collected, no required-reason API. The scan below keeps the last claim true:
/// a source that starts using an API of a required-reason family fails here until its manifest
/// declares the category and a reason.
final class PrivacyManifestTests: XCTestCase {
  /// Targets shipped inside a product without being one of its `targets:` (re-exported).
  private static let shippedDependencies = ["MediaAccessTesting": ["MediaAccessTestSupport"]]

  /// Every library product of Package.swift, with the targets whose code it ships. Read from the
  /// manifest itself, so a product added later needs a privacy manifest of its own.
  private static func products() throws -> [(name: String, targets: [String])] {
    let manifest = try String(
      contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let pattern = try NSRegularExpression(
      pattern: #"\.library\(\s*name:\s*"([^"]+)",\s*targets:\s*\[([^\]]*)\]"#)
    let whole = NSRange(manifest.startIndex..., in: manifest)
    return pattern.matches(in: manifest, range: whole).compactMap { match in
      guard let name = Range(match.range(at: 1), in: manifest),
        let list = Range(match.range(at: 2), in: manifest)
      else { return nil }
      let targets = manifest[list].split(separator: ",").map {
        $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \n"))
      }
      return (String(manifest[name]), targets.filter { !$0.isEmpty })
    }
  }

  /// Each product target carries its manifest as a resource (`.copy("PrivacyInfo.xcprivacy")`).
  func testEveryLibraryProductTargetDeclaresItsManifestAsAResource() throws {
    let manifest = try String(
      contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let products = try Self.products()
    XCTAssertGreaterThanOrEqual(products.count, 4, "library products not found in Package.swift")
    for product in products {
      for target in product.targets {
        // The `.target(` declaration named `target`, up to its Swift settings.
        let declaration =
          manifest.components(separatedBy: ".target(").dropFirst()
          .first { $0.drop { $0 != "\"" }.hasPrefix("\"\(target)\"") }?
          .components(separatedBy: "swiftSettings").first ?? ""
        XCTAssertTrue(
          declaration.contains(#".copy("PrivacyInfo.xcprivacy")"#),
          "target \(target) of product \(product.name) does not ship its PrivacyInfo.xcprivacy")
      }
    }
  }

  /// The required-reason API families (Apple, "Describing use of required reason API"), each
  /// with the source patterns that reveal a use.
  static let requiredReasonFamilies: [(category: String, pattern: String)] = [
    ("NSPrivacyAccessedAPICategoryUserDefaults", #"\b(NS)?UserDefaults\b|@AppStorage\b"#),
    (
      "NSPrivacyAccessedAPICategoryFileTimestamp",
      #"\b(creationDate|modificationDate|contentModificationDate|fileModificationDate|"#
        + #"fileCreationDate|attributesOfItem|getattrlist(bulk)?|fgetattrlist)\b|"#
        + #"\b(f|l)?stat(at)?\s*\("#
    ),
    ("NSPrivacyAccessedAPICategorySystemBootTime", #"\b(systemUptime|mach_absolute_time)\b"#),
    (
      "NSPrivacyAccessedAPICategoryDiskSpace",
      #"\b(volumeAvailableCapacity\w*|volumeTotalCapacity\w*|systemFreeSize|systemSize|"#
        + #"f?statv?fs)\b"#
    ),
    ("NSPrivacyAccessedAPICategoryActiveKeyboards", #"\bactiveInputModes\b"#),
  ]

  func testEveryLibraryProductStatesNoTrackingNoCollectionNoRequiredReasonAPI() throws {
    for target in try Self.products().flatMap(\.targets) {
      let manifest = try Self.manifest(of: target)
      let name = "\(target)/PrivacyInfo.xcprivacy"
      XCTAssertEqual(manifest["NSPrivacyTracking"] as? Bool, false, name)
      XCTAssertEqual((manifest["NSPrivacyTrackingDomains"] as? [Any])?.count, 0, name)
      XCTAssertEqual((manifest["NSPrivacyCollectedDataTypes"] as? [Any])?.count, 0, name)
      XCTAssertEqual((manifest["NSPrivacyAccessedAPITypes"] as? [Any])?.count, 0, name)
      XCTAssertEqual(
        Set(manifest.keys),
        [
          "NSPrivacyTracking", "NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes",
          "NSPrivacyAccessedAPITypes",
        ], name)
    }
  }

  /// The manifests declare no required-reason API, so no shipped source may use one.
  func testNoShippedSourceUsesARequiredReasonAPI() throws {
    for productTarget in try Self.products().flatMap(\.targets) {
      let manifest = try Self.manifest(of: productTarget)
      let declared = Set(
        ((manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]]) ?? [])
          .compactMap { $0["NSPrivacyAccessedAPIType"] as? String })
      for target in [productTarget] + (Self.shippedDependencies[productTarget] ?? []) {
        for file in try Self.swiftFiles(in: target) {
          let text = try String(contentsOf: file, encoding: .utf8)
          for category in Self.categories(usedIn: text) where !declared.contains(category) {
            XCTFail(
              "\(file.lastPathComponent) (\(target)) uses a \(category) API, which "
                + "\(productTarget)/PrivacyInfo.xcprivacy does not declare")
          }
        }
      }
    }
  }

  /// The scan is not blind: each family's typical call is caught, and the package's own words
  /// that look alike ("status(", "statistics") are not.
  func testScanFindsEveryFamilyAndNotItsLookalikes() {
    let planted = [
      "NSPrivacyAccessedAPICategoryUserDefaults": "UserDefaults.standard.bool(forKey: k)",
      "NSPrivacyAccessedAPICategoryFileTimestamp": "let d = values.contentModificationDate",
      "NSPrivacyAccessedAPICategorySystemBootTime": "ProcessInfo.processInfo.systemUptime",
      "NSPrivacyAccessedAPICategoryDiskSpace": "values.volumeAvailableCapacityForImportantUsage",
      "NSPrivacyAccessedAPICategoryActiveKeyboards": "UITextInputMode.activeInputModes",
    ]
    for (category, line) in planted {
      XCTAssertEqual(Self.categories(usedIn: line), [category], line)
    }
    XCTAssertEqual(
      Self.categories(usedIn: "stat(path, &info)"),
      [
        "NSPrivacyAccessedAPICategoryFileTimestamp"
      ])
    XCTAssertEqual(
      Self.categories(usedIn: "statfs(path, &info)"),
      [
        "NSPrivacyAccessedAPICategoryDiskSpace"
      ])
    XCTAssertEqual(
      Self.categories(usedIn: "authority.status(for: .camera); statistics; userDefaultsKey"), [])
  }

  // MARK: - Helpers

  static func categories(usedIn text: String) -> Set<String> {
    Set(
      requiredReasonFamilies.compactMap { family in
        text.range(of: family.pattern, options: .regularExpression) == nil ? nil : family.category
      })
  }

  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static func manifest(of target: String) throws -> [String: Any] {
    let url = packageRoot.appendingPathComponent("Sources/\(target)/PrivacyInfo.xcprivacy")
    let data = try Data(contentsOf: url)
    let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
    return try XCTUnwrap(plist as? [String: Any], "\(url.path) is not a dictionary")
  }

  private static func swiftFiles(in target: String) throws -> [URL] {
    let directory = packageRoot.appendingPathComponent("Sources/\(target)")
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: directory.path))
    let files = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    XCTAssertFalse(files.isEmpty, "no sources found in \(directory.path)")
    return files.map { directory.appendingPathComponent($0) }
  }
}
