import MediaAccess
import MediaAccessTesting
import XCTest

/// One type names every source: an app switches over it, keys on it, prints it and makes its
/// own, with the public API only.
final class MediaSourceIdentityTests: XCTestCase {
  private let speech = MediaSource(SpeechRecognition())

  func testAnAppSwitchesOverBuiltInSourcesWithADefaultForItsOwn() {
    func label(_ source: MediaSource) -> String {
      switch source {
      case .camera: "camera"
      case .microphone: "microphone"
      case .photoLibrary(.readWrite): "library"
      case .photoLibrary(.addOnly): "save"
      default: "own: \(source)"
      }
    }

    XCTAssertEqual(
      MediaSource.builtIns.map(label), ["camera", "microphone", "library", "save"])
    XCTAssertEqual(label(speech), "own: speechRecognition")
  }

  func testSourcesKeyDictionariesAndSetsByIdentity() {
    let counts: [MediaSource: Int] = [.camera: 1, speech: 2, .photoLibrary(.addOnly): 3]

    XCTAssertEqual(counts[MediaSource(SpeechRecognition())], 2, "the same name, the same source")
    XCTAssertEqual(counts[.photoLibrary(.addOnly)], 3)
    XCTAssertNil(counts[.photoLibrary(.readWrite)], "access levels are different sources")
    XCTAssertEqual(Set(MediaSource.builtIns + MediaSource.builtIns + [speech, speech]).count, 5)
    XCTAssertNotEqual(speech, .camera)
  }

  func testAnOwnSourceNamedLikeABuiltInOneIsStillTheAppsOwn() {
    let impostor = MediaSource(NamedSource(name: "camera"))

    XCTAssertNotEqual(impostor, .camera)
    XCTAssertEqual(impostor.description, "camera")
    XCTAssertEqual(impostor.usageDescriptionKey.rawValue, "NSCameraLikeUsageDescription")
  }

  func testSourcesPrintTheirStableNamesAndKeys() {
    XCTAssertEqual(
      MediaSource.builtIns.map(\.description),
      ["camera", "microphone", "photoLibrary(readWrite)", "photoLibrary(addOnly)"])
    XCTAssertEqual(
      MediaSource.builtIns.map(\.usageDescriptionKey),
      [.camera, .microphone, .photoLibrary, .photoLibraryAdd])
    XCTAssertEqual("\(speech)", "speechRecognition")
    XCTAssertEqual(speech.usageDescriptionKey.rawValue, "NSSpeechRecognitionUsageDescription")
  }

  @MainActor
  func testEverySourceCarryingValueTakesTheAppsOwnSource() async {
    let event = AccessEvent(.launchEnded(.denied), source: speech)
    let alert = AccessAlert(reason: .denied, source: speech, renderer: LocalizedAlertTextRenderer())
    let monitor = AccessStatusMonitor(speech, readingStatus: { _ in .denied }, becameActive: nil)

    XCTAssertEqual(event.source, speech)
    XCTAssertEqual(alert.source, speech)
    XCTAssertEqual(alert.title, "Speech Recognition Is Off", "the source's own text")
    XCTAssertEqual(monitor.source, speech)
    XCTAssertEqual(monitor.status, .denied)
  }

  func testARendererReceivesTheAppsOwnSourceThroughTheOneRoute() {
    struct Counting: AlertTextRendering {
      func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
        "[\(source)] " + defaultTitle(for: reason, source: source)
      }
    }

    let own = AccessAlert(reason: .denied, source: speech, renderer: Counting())
    let camera = AccessAlert(reason: .denied, source: .camera, renderer: Counting())

    XCTAssertEqual(own.title, "[speechRecognition] Speech Recognition Is Off")
    XCTAssertEqual(
      camera.title,
      "[camera] " + LocalizedAlertTextRenderer().title(for: .denied, source: .camera))
  }
}

/// A source of the app's own with any name.
private struct NamedSource: SourceDescription {
  let name: String
  var usageDescriptionKey: UsageDescriptionKey {
    UsageDescriptionKey(rawValue: "NSCameraLikeUsageDescription")
  }
  func title(for reason: AccessAlert.Reason) -> String { "Title" }
  func message(for reason: AccessAlert.Reason) -> String { "Message" }
}
