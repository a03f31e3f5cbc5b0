import MediaAccess
import MediaAccessTesting
import XCTest

/// Every opener receives every source, and none of them leads back into itself: `disabled` and
/// `system` (which is `disabled` on a platform without a Settings app, Linux included) used to
/// recurse until the stack overflowed for a source of the app's own. (Async: a synchronous test
/// of a `@MainActor` XCTestCase cannot run on Linux.)
@MainActor
final class SettingsOpenerTests: XCTestCase {
  private let speech = MediaSource(SpeechRecognition())

  func testAnOpenerFromAClosureReceivesEverySource() async {
    var opened: [MediaSource] = []
    let opener = SettingsOpener { opened.append($0) }

    for source in MediaSource.builtIns + [speech] { opener.open(for: source) }

    XCTAssertEqual(opened, MediaSource.builtIns + [speech])
  }

  func testDisabledDoesNothingForAnAppsOwnSource() async {
    SettingsOpener.disabled.open(for: speech)
    SettingsOpener.disabled.open(for: .camera)
  }

  func testSystemReturnsForAnAppsOwnSource() async {
    SettingsOpener.system.open(for: speech)
  }

  func testAnOpenerThatForwardsToSystemReturnsForAnAppsOwnSource() async {
    var forwarded: [MediaSource] = []
    let opener = SettingsOpener { source in
      forwarded.append(source)
      SettingsOpener.system.open(for: source)
    }

    opener.open(for: speech)

    XCTAssertEqual(forwarded, [speech])
  }

  func testTheRecorderRecordsAnAppsOwnSource() async {
    let settings = RecordingSettingsOpener()

    settings.opener.open(for: speech)
    settings.opener.open(for: .camera)

    XCTAssertEqual(settings.openedSources, [speech, .camera])
  }
}
