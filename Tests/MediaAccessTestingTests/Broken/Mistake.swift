/// One item a conformance row observes that a wrong screen gets wrong, and nothing else: each
/// is fed to every suite it applies to, which must fail, naming the item.
enum Mistake: String, CaseIterable, Sendable {
  /// Success runs twice.
  case successTwice
  /// The completion runs twice, at once.
  case completionTwice
  /// The completion reports another outcome: a denial as cancelled, a recording with sound as
  /// one without.
  case wrongOutcome
  /// The "denied" dialog is never shown.
  case deniedDialogDropped
  /// The "denied" dialog, with its "Open Settings", in place of the "restricted" one.
  case restrictedShownAsDenied
  /// The screen keeps itself alive once it has shown a "denied" dialog.
  case heldAfterDenial
  /// The completion runs again later, from a timer that forgets the launch has ended: after
  /// its row, while the suite builds the next screen.
  case completionRepeatedLate
  /// The dialog shown is another source's: the microphone's for the camera, the camera's for a
  /// source of the app's own.
  case anotherSourcesDialog
  /// The completion runs on another thread.
  case completionOffMain
  /// Each event is reported only after the row, when a timer fires.
  case eventsLate
  /// Settings opens after the row, from a timer started by the "denied" dialog.
  case settingsLate
  /// The "denied" dialog is shown again after the row, from a timer.
  case dialogAgainLate
  /// Success runs a turn after the launch call returned (with the completion after it).
  case successAfterReturn
  /// Every dialog is handed to the presenter a turn later: after the completion of a launch
  /// that ends with it.
  case dialogAfterCompletion
  /// A preferred capture starts recording without sound just before the microphone's dialog
  /// is shown.
  case recordingBeforeMicrophoneDialog
  /// Success runs on another thread.
  case successOffMain
  /// The "denied" dialog carries the "restricted" texts, and the other way round.
  case deniedAndRestrictedTextsSwapped
  /// English texts, under a screen whose renderer is Japanese.
  case englishUnderJapanese
  /// [Cancel] titled as [Open Settings], and the other way round.
  case buttonTitlesSwapped
  /// Another source's texts on the right dialog: the microphone's on the camera's, the
  /// camera's on a source of the app's own.
  case anotherSourcesTexts
  /// "Open Settings" opens the settings of another source.
  case settingsForAnotherSource
  /// Settings opens as soon as the "denied" dialog shows, without a tap.
  case settingsWithoutTap
  /// [OK] on a "restricted" dialog opens Settings, which cannot lift a restriction.
  case settingsOnRestriction
  /// [Cancel] on the "denied" dialog opens Settings.
  case settingsOnCancel
  /// Each event is reported twice.
  case eventsReportedTwice
  /// Each event before the launch's end is reported after the next one.
  case eventsOutOfOrder
  /// `launchEnded` is never reported.
  case launchEndedDropped
  /// Asks for read/write access where the row launches add-only.
  case readWriteForAddOnly

  /// What a failure names for this mistake: every string must occur in one message.
  var named: [String] {
    switch self {
    case .successTwice: ["expected success to run"]
    case .completionTwice: ["expected the completion to run once, it ran twice"]
    case .wrongOutcome: ["expected outcome", ", got "]
    case .deniedDialogDropped:
      ["expected a \"denied\" dialog with [Cancel] [Open Settings]", "got none"]
    case .restrictedShownAsDenied:
      ["expected a \"restricted\" dialog with [OK]", "got a \"denied\" dialog"]
    case .heldAfterDenial: ["expected the screen to be released after the launch"]
    case .completionRepeatedLate: ["after the row ended: the completion ran again"]
    case .anotherSourcesDialog: ["dialog with", "got a", " for the "]
    case .successAfterReturn: ["success ran after the launch call returned"]
    case .dialogAfterCompletion: ["was handed on after the completion"]
    case .recordingBeforeMicrophoneDialog:
      ["success ran before", "for the microphone was shown"]
    case .successOffMain: ["success ran off the main actor"]
    case .completionOffMain: ["completion ran off the main actor"]
    case .eventsLate: ["after the row ended: the event"]
    case .settingsLate: ["after the row ended: Settings opened for the"]
    case .dialogAgainLate: ["after the row ended: a \"denied\" dialog", "was presented"]
    case .deniedAndRestrictedTextsSwapped, .englishUnderJapanese, .anotherSourcesTexts:
      ["dialog for the", "has the title", "the screen's renderer gives"]
    case .buttonTitlesSwapped: ["titles [Cancel]", "the screen's renderer gives"]
    case .settingsForAnotherSource: ["Settings opened for the", ", expected the"]
    case .settingsWithoutTap: ["without a tap on [Open Settings]"]
    case .settingsOnRestriction: ["on [OK] of the \"restricted\" dialog"]
    case .settingsOnCancel: ["on [Cancel] of the \"denied\" dialog"]
    case .eventsReportedTwice, .eventsOutOfOrder, .launchEndedDropped: ["expected the events"]
    case .readWriteForAddOnly:
      ["asked for the photo library (add-only), it was asked for the photo library (read/write)"]
    }
  }

  /// Whether the mistake can show in `suite`.
  func applies(to suite: SuiteUnderTest) -> Bool {
    switch self {
    case .recordingBeforeMicrophoneDialog: suite == .videoCapture
    case .readWriteForAddOnly: suite == .photoLibrary
    // A source of the app's own has its texts in its description, in one language.
    case .englishUnderJapanese: suite != .ownSource
    default: true
    }
  }
}
