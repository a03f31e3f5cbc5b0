import MediaAccess
import MediaAccessTesting
import Testing

/// The openers under Swift Testing, where a recursing opener would end the whole run with
/// signal 11 and lose every test in it.
@Suite("Settings openers under Swift Testing")
@MainActor
struct SettingsOpenerSwiftTestingTests {
  private let speech = MediaSource(SpeechRecognition())

  @Test("disabled and system return for a source of the app's own")
  func disabledAndSystemReturn() {
    SettingsOpener.disabled.open(for: speech)
    SettingsOpener.system.open(for: speech)
  }

  @Test("A closure opener receives a source of the app's own")
  func closureReceivesOwnSource() {
    var opened: [MediaSource] = []
    let opener = SettingsOpener { opened.append($0) }

    opener.open(for: speech)

    #expect(opened == [speech])
  }
}
