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
}

/// The matcher finds each call once, by its most specific pattern.
final class CodeCallMatcherTests: XCTestCase {
  private func apis(_ code: String, _ language: CodeTokenizer.Language = .swift) -> [String] {
    let matcher = CodeCallMatcher()
    let tokens = CodeTokenizer(language: language, names: matcher.names).tokens(Array(code.utf8))
    return matcher.matches(in: tokens, language: language).map(\.call.api)
  }

  func testACallIsFoundOnceByItsLongestPattern() {
    XCTAssertEqual(
      apis("AVAudioApplication.requestRecordPermission { _ in }"),
      ["AVAudioApplication.requestRecordPermission"])
    XCTAssertEqual(
      apis("await PHPhotoLibrary.requestAuthorization(for: PHAccessLevel.addOnly)"),
      ["PHPhotoLibrary.requestAuthorization(for: .addOnly)"])
    XCTAssertEqual(
      apis("PHPhotoLibrary.requestAuthorization { status in }"),
      ["PHPhotoLibrary.requestAuthorization (all access)"])
    XCTAssertEqual(
      apis("AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back)"),
      ["AVCaptureDevice.default(for: .video)"])
    XCTAssertEqual(
      apis("PHAssetChangeRequest.creationRequestForAssetFromImage(image)"),
      ["PHAssetChangeRequest.creationRequestForAsset… (in performChanges)"])
    XCTAssertEqual(
      apis("PHAssetCollectionChangeRequest.creationRequestForAssetCollection(withTitle: t)"),
      ["PHAssetCollectionChangeRequest.creationRequestForAssetCollection…"])
    XCTAssertEqual(
      apis("[PHAssetChangeRequest creationRequestForAssetFromVideoAtFileURL:url];", .objectiveC),
      ["[PHAssetChangeRequest creationRequestForAsset…] (in performChanges)"])
    XCTAssertEqual(
      apis("AVCaptureDevice.default(.builtInMicrophone, for: .audio, position: .unspecified)"),
      ["AVCaptureDevice.default(for: .audio)"])
  }

  func testStatusReadsAndAppFunctionsAreNotRequests() {
    XCTAssertEqual(apis("AVCaptureDevice.authorizationStatus(for: .video)"), [])
    XCTAssertEqual(apis("func requestRecordPermission() async -> Bool"), [])
    XCTAssertEqual(apis("launchCamera { }"), [], "not this package's without its import")
    XCTAssertEqual(apis("import MediaAccess\nlaunchCamera { }"), ["launchCamera"])
    XCTAssertEqual(apis("let node = player.inputNode"), [], "an inputNode without an engine")
  }
}
