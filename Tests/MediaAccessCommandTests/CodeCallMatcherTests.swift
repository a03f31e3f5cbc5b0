import XCTest

@testable import MediaAccessCommand

/// The matcher finds each call once, by its most specific pattern.
final class CodeCallMatcherTests: XCTestCase {
  private func apis(_ code: String, _ language: CodeTokenizer.Language = .swift) -> [String] {
    let matcher = CodeCallMatcher()
    let tokens = CodeTokenizer(language: language, names: matcher.names).stream(Array(code.utf8))
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
