import XCTest

@testable import MediaAccessCommand

/// The tokenizer keeps comments and literals out of the code lint matches calls in.
final class CodeTokenizerTests: XCTestCase {
  private func names(
    _ code: String, _ language: CodeTokenizer.Language = .swift,
    conditions: CodeConditions = .unknown
  ) -> [String] {
    CodeTokenizer(language: language, conditions: conditions).tokens(Array(code.utf8))
      .filter { $0.kind == .name }.map(\.text)
  }

  private let watch = CodeConditions(platforms: [CodeConditions.Platform(os: "watchOS")])

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
    func names(_ code: String, _ language: CodeTokenizer.Language) -> [String] {
      self.names(code, language, conditions: watch)
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
    // The condition is `os(iOS)`; what follows it on its line is the branch's code.
    XCTAssertEqual(names("#if os(iOS) garbage (\na\n#endif\nb", .swift), ["b"])
  }

  /// Code sharing a line with a directive is read as Swift 6.3 reads it: after a condition
  /// or `#else`, it is the branch's code (which the compiler reports, and compiles); after
  /// `#endif`, it is not read. A condition runs through a comment on its line, and ends at one
  /// that spans lines.
  func testSwiftCodeOnADirectivesLine() {
    func names(_ code: String) -> [String] {
      self.names(code, .swift, conditions: watch)
    }
    XCTAssertEqual(names("#if DEBUG foo()\n#endif"), ["foo"])
    XCTAssertEqual(names("#if os(watchOS) && !DEBUG foo()\n#endif"), ["foo"])
    XCTAssertEqual(names("#if os(iOS) foo()\n#endif"), [])
    XCTAssertEqual(names("#if os(iOS)\na\n#else bar()\nb\n#endif baz()\nc"), ["bar", "b", "c"])
    XCTAssertEqual(names("#if os(iOS)\na\n#elseif os(watchOS) bar()\n#endif"), ["bar"])
    XCTAssertEqual(names("#if os(iOS) /* or a watch */ || os(watchOS)\na\n#endif"), ["a"])
    XCTAssertEqual(names("#if os(watchOS) /* a\n */ a\n#endif\nb"), ["a", "b"])
    XCTAssertEqual(names("#if os(iOS) /* a\n */ a\n#endif\nb"), ["b"])
    XCTAssertEqual(names("#if os(iOS)\n#endif /* a\n */ b"), ["b"])
    XCTAssertEqual(names("#if os(iOS) ||\n a\n#endif\nb"), ["a", "b"], "incomplete: unknown")
  }

  /// The preprocessor reads a directive's line through its comments, even one that spans
  /// lines; nothing on it is code, the tokens after `#endif` or `#else` included.
  func testObjectiveCDirectiveLines() {
    func names(_ code: String) -> [String] {
      self.names(code, .objectiveC, conditions: watch)
    }
    XCTAssertEqual(names("#if TARGET_OS_IOS /* or */ || TARGET_OS_WATCH\na\n#endif"), ["a"])
    XCTAssertEqual(names("#if TARGET_OS_IOS /* x\n */ || TARGET_OS_WATCH\na\n#endif"), ["a"])
    XCTAssertEqual(
      names("#if TARGET_OS_IOS\n#else /* x */ foo\na\n#endif /* y */ bar\nb"), ["a", "b"])
    XCTAssertEqual(names("#if TARGET_OS_IOS \\\r\n || TARGET_OS_WATCH\na\n#endif"), ["a"])
  }

  /// Raw strings end only at their own number of `#`s, and their interpolations are code
  /// with strings of their own.
  func testRawStringsAndTheirInterpolations() {
    XCTAssertEqual(names(##"let s = #"x \#(f("#")) "q" y"#; after"##), ["let", "s", "after"])
    XCTAssertEqual(names(###"a = ##"x "# \#(y) "##; b"###), ["a", "b"])
    XCTAssertEqual(names(##"a = "\(x) \#(y)"; b"##), ["a", "b"], "a plain string")
    XCTAssertEqual(names("a = #\"\"\"\n x \"\"\" \\#(\"q\") \n\"\"\"#; b"), ["a", "b"])
  }

  /// An extended regex literal is a literal, a quote in it included, on one line or more.
  func testExtendedRegexLiterals() {
    XCTAssertEqual(names(#"let r = #/"(\w+)/#; after"#), ["let", "r", "after"])
    XCTAssertEqual(names("let r = ##/\n  \"a /# b\n  /##\nafter"), ["let", "r", "after"])
    XCTAssertEqual(names("#if DEBUG\na\n#endif"), ["a"])
  }

  /// A name of non-ASCII letters is one name, its columns counted in scalars; a byte order
  /// mark is not part of the first name, nor a column.
  func testNonASCIINamesAndAByteOrderMark() {
    let tokens = CodeTokenizer(language: .swift).tokens(Array("let café = ü.x".utf8))
    XCTAssertEqual(tokens.map(\.text), ["let", "café", "=", "ü", ".", "x"])
    XCTAssertEqual(tokens.map(\.column), [1, 5, 10, 12, 13, 14])
    let marked = CodeTokenizer(language: .swift).tokens(Array("\u{FEFF}import UIKit\nx".utf8))
    XCTAssertEqual(marked.map(\.text), ["import", "UIKit", "x"])
    XCTAssertEqual(marked.map(\.column), [1, 8, 1])
    XCTAssertEqual(
      CodeTokenizer(language: .objectiveC).tokens(Array("\u{FEFF}#if 0\na\n#endif\nb".utf8))
        .map(\.text), ["b"])
  }

  /// A file's language is its extension's, in any case; a dot in a folder's name is no
  /// extension of the file.
  func testLanguageIsTheFileExtensionsInAnyCase() {
    XCTAssertEqual(CodeTokenizer.language(ofFile: "App/Scan.swift"), .swift)
    XCTAssertEqual(CodeTokenizer.language(ofFile: "App/SCAN.SWIFT"), .swift)
    XCTAssertEqual(CodeTokenizer.language(ofFile: "App/Scan.m"), .objectiveC)
    XCTAssertEqual(CodeTokenizer.language(ofFile: "App/Scan.Mm"), .objectiveC)
    XCTAssertNil(CodeTokenizer.language(ofFile: "App/Scan.h"))
    XCTAssertNil(CodeTokenizer.language(ofFile: "App/Scan.swiftinterface"))
    XCTAssertNil(CodeTokenizer.language(ofFile: "App.swift/Scan"))
    XCTAssertNil(CodeTokenizer.language(ofFile: "App/Scan."))
    XCTAssertNil(CodeTokenizer.language(ofFile: "swift"))
  }
}
