import XCTest

@testable import MediaAccessCommand

/// The tokenizer keeps comments and literals out of the code lint matches calls in.
final class CodeTokenizerTests: XCTestCase {
  private func names(_ code: String, _ language: CodeTokenizer.Language = .swift) -> [String] {
    CodeTokenizer(language: language).tokens(Array(code.utf8)).filter { $0.kind == .name }
      .map(\.text)
  }

  func testInterpolationsAndRawStringsAreLiterals() {
    XCTAssertEqual(
      names(#"let e = "\("in \(Camera.ask(x))")"; After(u)"#), ["let", "e", "After", "u"])
    XCTAssertEqual(names(#"let e = "\(x)"; After"#), ["let", "e", "After"])
    XCTAssertEqual(names(##"a = #"raw "q" \(x)"# + b"##), ["a", "b"])
    XCTAssertEqual(names("a = \"\"\"\n  x \"\" y\n  \"\"\"\nb"), ["a", "b"])
    XCTAssertEqual(names("a /* x /* y */ z */ b // c\nd"), ["a", "b", "d"])
    XCTAssertEqual(names("a /* x /* y */ z */ b", .objectiveC), ["a", "z", "b"])
    XCTAssertEqual(names("NSLog(@\"x\"); c = 'y'; d", .objectiveC), ["NSLog", "c", "d"])
  }

  /// A name the filter does not keep has no text, but still says whether it is capitalized,
  /// so that `UIImagePickerController.SourceType.camera` is matched by `.camera`.
  func testANameTheFilterDropsHasNoText() {
    let tokens = CodeTokenizer(
      language: .swift, names: CodeNameFilter(names: ["camera"], prefixes: ["fetch"])
    ).tokens(Array("SourceType.camera fetchAssets other".utf8))
    XCTAssertEqual(tokens.map(\.text), ["", ".", "camera", "fetchAssets", ""])
    XCTAssertEqual(tokens.map(\.isCapitalized), [true, false, false, false, false])
  }

  func testPositionsCountLinesAndScalars() {
    let tokens = CodeTokenizer(language: .swift).tokens(Array("/* é\n */ \"ü\" é x".utf8))
    XCTAssertEqual(tokens.map(\.line), [2, 2, 2])
    XCTAssertEqual(tokens.map(\.column), [5, 9, 11])
  }

  /// Directives are read whole, line continuations and trailing comments included, and a
  /// stray or unclosed one never stops the file.
  func testDirectivesOnAWatch() {
    let watch = CodeConditions(platforms: [CodeConditions.Platform(os: "watchOS")])
    func names(_ code: String, _ language: CodeTokenizer.Language) -> [String] {
      CodeTokenizer(language: language, conditions: watch).tokens(Array(code.utf8))
        .filter { $0.kind == .name }.map(\.text)
    }
    XCTAssertEqual(
      names("a\n  #  if TARGET_OS_IOS || \\\n TARGET_OS_TV /* x\n */\nb\n#endif\nc", .objectiveC),
      ["a", "c"])
    XCTAssertEqual(names("#endif\n#else\na\n#if os(iOS) // x\nb", .swift), ["a"])
    let either = "#if os(watchOS) && compiler(>=6.0)\na\n#else\nb\n#endif"
    XCTAssertEqual(names(either, .swift), ["a", "b"])
    let first = "#if os(watchOS) || compiler(>=6.0)\na\n#else\nb\n#endif"
    XCTAssertEqual(names(first, .swift), ["a"])
    XCTAssertEqual(names("#if os(iOS) // x\nb", .swift), [])
    XCTAssertEqual(names("#else\na\n#if os(iOS)\nb", .swift), ["a"])
    XCTAssertEqual(names("#if os(iOS) garbage (\na\n#endif\nb", .swift), ["a", "b"])
  }
}
