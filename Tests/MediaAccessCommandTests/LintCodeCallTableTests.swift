import Foundation
import XCTest

@testable import MediaAccessCommand

/// The one table of calls is what `lint --help` and the command-line article list.
final class LintCodeCallTableTests: XCTestCase {
  func testTheArticleListsTheTable() throws {
    let article = try repositoryFile(
      "Docs/MediaAccess.docc/Articles/UsingTheCommandLineTool.md")
    XCTAssertTrue(
      article.contains(CodeCallTable.markdown),
      "the article's list of calls differs from the table; it should read:\n"
        + CodeCallTable.markdown)
  }

  @MainActor
  func testHelpListsEveryCallAndWhatIsNotFound() {
    let help = LintCommand.help.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
    for (_, apis) in CodeCallTable.bySource {
      for api in apis {
        XCTAssertTrue(help.contains(api), api)
      }
    }
    XCTAssertTrue(help.contains("PHPickerViewController"))
    XCTAssertTrue(help.contains("Not found:"))
  }

  /// Every pattern starts with a name or punctuation, so the matcher can index it, and the
  /// permission-free pickers are in none.
  func testEveryPatternCanMatchAndNoneIsAPicker() {
    for call in CodeCallTable.calls {
      XCTAssertFalse(call.pattern.hasPrefix("…"), call.api)
      XCTAssertFalse(call.sources.isEmpty, call.api)
      for picker in ["PHPicker", "PhotosPicker", "pickFromPhotoLibrary"] {
        XCTAssertFalse(call.pattern.contains(picker), call.api)
      }
    }
  }
}

/// The table of binary references is what the command-line article lists.
final class LintBinaryReferenceTableTests: XCTestCase {
  func testTheArticleListsTheTable() throws {
    let article = try repositoryFile(
      "Docs/MediaAccess.docc/Articles/UsingTheCommandLineTool.md")
    XCTAssertTrue(
      article.contains(BinaryReferenceTable.markdown),
      "the article's list of binary references differs from the table; it should read:\n"
        + BinaryReferenceTable.markdown)
  }

  /// Every reference asks for a source and has a name the vocabulary picks out, and none is
  /// the photo library picker's class alone.
  func testEveryReferenceCanBeFound() {
    for reference in BinaryReferenceTable.references {
      XCTAssertFalse(reference.sources.isEmpty)
      for name in reference.names + reference.with {
        let bytes = Array(name.utf8)
        XCTAssertEqual(
          BinaryVocabulary.standard.name(in: bytes, bytes.indices), name, name)
      }
      if reference.names == [BinaryReferenceTable.objectiveCClass("UIImagePickerController")] {
        XCTAssertFalse(reference.with.isEmpty)
      }
    }
  }
}
