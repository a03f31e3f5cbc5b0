import Foundation
import XCTest

@testable import MediaAccess

/// The app's name inside a message: a right-to-left message stays right to left whatever the
/// name, and a name is made fit to stand in a sentence (issue #21, item 4).
final class AppNameInsertionTests: XCTestCase {
  /// Every right-to-left table, found from its own text rather than from a list, so a table
  /// added later is checked too.
  private var rightToLeftLanguages: [String] {
    LocalizedAlertTextRenderer.supportedLanguages.filter { language in
      let title = LocalizedAlertTextRenderer(language: language, appName: "Snap")
        .title(for: .denied, source: .camera)
      return BaseDirection.of(title, isolates: .understood) == .rightToLeft
    }
  }

  func testTheRightToLeftTablesAreFound() {
    XCTAssertEqual(Set(rightToLeftLanguages), ["ar", "he"])
  }

  /// A message that begins with a Latin name would be laid out left to right and read
  /// backwards; every message of every right-to-left table, with every name, keeps its
  /// language's direction both where the text engine understands isolates and where it does
  /// not, holds the name in one isolate, and otherwise reads as the translator wrote it.
  func testEveryRightToLeftMessageKeepsItsDirectionWhateverTheName() {
    let names = [
      "Snap", "Snap 2.0!", "S", "123", "Snap (Beta)", "iPhone Camera+", "סנאפ", "سناب",
      "Snap סנאפ", "«Snap»",
    ]
    for language in rightToLeftLanguages {
      for name in names {
        let renderer = LocalizedAlertTextRenderer(language: language, appName: name)
        for source in BuiltInSource.allCases {
          for reason in AccessAlert.Reason.allCases {
            let what = "\(language) \(reason) \(source) \(name)"
            let message = renderer.message(for: reason, source: MediaSource(source))
            XCTAssertEqual(
              BaseDirection.of(message, isolates: .understood), .rightToLeft, what)
            XCTAssertEqual(
              BaseDirection.of(message, isolates: .unknownToTheEngine), .rightToLeft, what)
            XCTAssertEqual(
              message.components(separatedBy: "\u{2068}\(name)\u{2069}").count, 2,
              "\(what): the name once, isolated: \(message.debugDescription)")
            let template = AlertStrings.text(
              AlertStrings.key(for: reason, source: source, part: "message"), language: language)
            XCTAssertEqual(
              message.removingDirectionControls,
              template.replacingOccurrences(of: "%@", with: name), what)
            XCTAssertEqual(
              message.unicodeScalars.first, language == "ar" ? "\u{061C}" : "\u{200F}", what)
          }
        }
      }
    }
  }

  /// Titles and buttons hold no name; they start with their language's letters.
  func testEveryRightToLeftTitleAndButtonReadsRightToLeft() {
    for language in rightToLeftLanguages {
      let renderer = LocalizedAlertTextRenderer(language: language, appName: "Snap")
      for source in BuiltInSource.allCases {
        for reason in AccessAlert.Reason.allCases {
          XCTAssertEqual(
            BaseDirection.of(
              renderer.title(for: reason, source: MediaSource(source)), isolates: .understood),
            .rightToLeft, "\(language) \(reason) \(source)")
        }
      }
      for role in AccessAlert.Action.Role.allCases {
        XCTAssertEqual(
          BaseDirection.of(renderer.actionTitle(for: role), isolates: .unknownToTheEngine),
          .rightToLeft, "\(language) \(role)")
      }
    }
  }

  /// A left-to-right message with a Latin name is the translator's text, character for
  /// character; with a Hebrew or Arabic name it is marked and isolated so it stays left to
  /// right.
  func testLeftToRightMessagesChangeOnlyForARightToLeftName() {
    let leftToRight = LocalizedAlertTextRenderer.supportedLanguages.filter {
      !rightToLeftLanguages.contains($0)
    }
    XCTAssertGreaterThan(leftToRight.count, 30)
    for language in leftToRight {
      for source in BuiltInSource.allCases {
        for reason in AccessAlert.Reason.allCases {
          let template = AlertStrings.text(
            AlertStrings.key(for: reason, source: source, part: "message"), language: language)
          XCTAssertEqual(
            LocalizedAlertTextRenderer(language: language, appName: "Snap")
              .message(for: reason, source: MediaSource(source)),
            template.replacingOccurrences(of: "%@", with: "Snap"))
          for name in ["סנאפ", "سناب"] {
            let message = LocalizedAlertTextRenderer(language: language, appName: name)
              .message(for: reason, source: MediaSource(source))
            let what = "\(language) \(reason) \(source) \(name)"
            XCTAssertEqual(
              BaseDirection.of(message, isolates: .unknownToTheEngine), .leftToRight, what)
            XCTAssertTrue(message.contains("\u{2068}\(name)\u{2069}"), what)
          }
        }
      }
    }
    XCTAssertEqual(
      LocalizedAlertTextRenderer(language: "en", appName: "סנאפ")
        .message(for: .denied, source: .camera),
      "\u{200E}\u{2068}סנאפ\u{2069} doesn't have permission to use the camera."
        + " You can allow it in Settings.")
  }

  /// `"  Snap\n"` made a message start with spaces and a line break, though a message never
  /// starts with a bare space.
  func testHostileNamesAreMadeFitForASentence() {
    let cases: [(String, String)] = [
      ("  Snap\n", "Snap"), ("\nSnap", "Snap"), ("Snap\r\n", "Snap"), ("\tSnap\t", "Snap"),
      ("Sn\nap", "Sn ap"), ("Snap\n\n\nPro", "Snap Pro"), ("Snap \t\r\n Pro", "Snap Pro"),
      ("Snap\u{2028}Pro", "Snap Pro"), ("Snap\u{2029}", "Snap"), ("Snap\u{0085}", "Snap"),
      ("Snap\u{0000}Pro", "Snap Pro"), ("\u{0007}Snap\u{001B}", "Snap"),
      ("\u{202E}Snap", "Snap"), ("Snap\u{202E}", "Snap"), ("Sn\u{202E}ap", "Sn ap"),
      ("\u{2067}Snap", "Snap"), ("Snap\u{200F}", "Snap"), ("\u{061C}Snap", "Snap"),
      ("\u{200B}Snap\u{FEFF}", "Snap"), ("\u{3000}Snap\u{00A0}", "Snap"),
      ("Snap\u{00A0}Pro", "Snap\u{00A0}Pro"), ("👩‍👩‍👧 Snap", "👩‍👩‍👧 Snap"),
      ("Café", "Café"), ("Cafe\u{0301}", "Cafe\u{0301}"), ("סנאפ", "סנאפ"),
      (" Snap ", "Snap"), ("Snap  Pro", "Snap Pro"),
    ]
    for (name, expected) in cases {
      let renderer = LocalizedAlertTextRenderer(language: "en", appName: name)
      XCTAssertEqual(renderer.appName, expected, name.debugDescription)
    }
    let displayName = LocalizedAlertTextRenderer.displayName(of: .main)
    for blank in [
      "", " ", "\n", "\r\n\t", "\u{2028}", "\u{0000}", "\u{202E}", "\u{200B}",
      "\u{FEFF}\u{200F}", "\u{3000}", "\u{00A0}", " \u{2066}\u{2069} ",
    ] {
      XCTAssertEqual(
        LocalizedAlertTextRenderer(language: "en", appName: blank).appName, displayName,
        blank.debugDescription)
    }
    // Every message of every table: collected, then asserted once, to keep the test fast.
    var problems: [String] = []
    for language in LocalizedAlertTextRenderer.supportedLanguages {
      for (name, _) in cases {
        let renderer = LocalizedAlertTextRenderer(language: language, appName: name)
        for source in BuiltInSource.allCases {
          for reason in AccessAlert.Reason.allCases {
            let message = renderer.message(for: reason, source: MediaSource(source))
            let visible = message.removingDirectionControls
            let unfit =
              visible.first?.isWhitespace != false || visible.last?.isWhitespace != false
              || message.unicodeScalars.contains(where: breaksTheSentence)
            if unfit {
              problems.append("\(language) \(reason) \(source): \(message.debugDescription)")
            }
          }
        }
      }
    }
    XCTAssertEqual(problems, [])
  }
}

/// The paragraph direction a text engine gives a text whose writing direction is natural:
/// rules P2 and P3 of the Unicode Bidirectional Algorithm (the first strong letter decides),
/// for the scripts the tables use.
private enum BaseDirection: Equatable {
  case leftToRight, rightToLeft

  enum Isolates {
    /// Unicode 6.3 and later: P2 skips what lies between an isolate and its PDI.
    case understood
    /// An older engine: isolates are invisible neutrals, and the name inside counts.
    case unknownToTheEngine
  }

  static func of(_ text: String, isolates: Isolates) -> BaseDirection {
    var depth = 0
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x2066...0x2068 where isolates == .understood: depth += 1
      case 0x2069 where isolates == .understood: depth = max(0, depth - 1)
      case _ where depth > 0: continue
      case 0x200E: return .leftToRight
      case 0x200F, 0x061C: return .rightToLeft
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF:
        if scalar.properties.isAlphabetic { return .rightToLeft }
      default:
        if scalar.properties.isAlphabetic { return .leftToRight }
      }
    }
    // P3: no strong letter at all gives left to right.
    return .leftToRight
  }
}

/// Whether a scalar breaks the line, or overrides the direction of what follows it.
private func breaksTheSentence(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .control, .lineSeparator, .paragraphSeparator: true
  default: (0x202A...0x202E).contains(scalar.value)
  }
}

extension String {
  /// The text without the invisible marks and isolates MediaAccess adds.
  fileprivate var removingDirectionControls: String {
    var kept = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x200E, 0x200F, 0x061C, 0x2068, 0x2069: continue
      default: kept.append(scalar)
      }
    }
    return String(kept)
  }
}
