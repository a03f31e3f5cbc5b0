import Foundation
import XCTest

@testable import MediaAccess

/// Every source is described completely, once: what Settings, lint, the texts and the test kit read about it is there, and no two sources claim the same name.
final class SourceProfileTests: XCTestCase {
  func testEverySourceHasACompleteProfile() {
    for source in BuiltInSource.allCases {
      let profile = source.profile
      let texts = [profile.textKey, profile.phrase, profile.macPrivacyPane, profile.macEntitlement]
      for text in texts {
        XCTAssertFalse(text.isBlank, "a blank fact about \(source)")
        XCTAssertEqual(text, text.trimmingCharacters(in: .whitespacesAndNewlines), "\(source)")
      }
      XCTAssertTrue(profile.macPrivacyPane.hasPrefix("Privacy_"), "\(source)")
      XCTAssertTrue(profile.macEntitlement.hasPrefix("com.apple.security."), "\(source)")
      XCTAssertEqual(profile.grantingStatuses.first, .authorized, "\(source)")
      XCTAssertTrue(profile.grantingStatuses.allSatisfy(\.grantsAccess), "\(source)")
    }
  }

  func testEveryKeyBelongsToExactlyOneSource() {
    for key in UsageDescriptionKey.allCases {
      XCTAssertEqual(key.source?.usageDescriptionKey, key, key.rawValue)
      XCTAssertEqual(
        BuiltInSource.allCases.filter { $0.usageDescriptionKey == key }.count, 1, key.rawValue)
    }
    XCTAssertEqual(Set(UsageDescriptionKey.allCases).count, UsageDescriptionKey.allCases.count)
  }

  func testNoTwoSourcesShareATextKey() {
    XCTAssertEqual(
      Set(BuiltInSource.allCases.map(\.profile.textKey)).count, BuiltInSource.allCases.count)
  }

  /// Each source's text keys are in every shipped table, for every dialog: a source added
  /// without its texts fails here, in every language at once.
  func testEverySourcesTextKeysAreInEveryShippedTable() throws {
    XCTAssertFalse(AlertStrings.shippedLanguages.isEmpty)
    for language in AlertStrings.shippedLanguages {
      let table = try AlertStrings.loadTable(language)
      for source in BuiltInSource.allCases {
        for reason in AccessAlert.Reason.allCases {
          for part in ["title", "message"] {
            let key = "\(reason.rawValue).\(source.profile.textKey).\(part)"
            XCTAssertEqual(AlertStrings.key(for: reason, source: source, part: part), key)
            XCTAssertFalse(table[key]?.isBlank ?? true, "\(language): \(key)")
          }
        }
      }
    }
  }
}
