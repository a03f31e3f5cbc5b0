import MediaAccess
import MediaAccessTesting
import XCTest

/// The launch's reads (Behaviour Contract, "When a launch reads the status"): first, again
/// right before the system is asked, and the answer; and what each leads to. Every test runs
/// for the built-in camera over an authority made from closures and for a source of an app's
/// own, in both launch forms where the situation can arise in both.
@MainActor
final class LaunchReadsTests: XCTestCase {
  // MARK: - Again before asking

  /// "A status decided between the reads, with no prompt answered since the first read, is
  /// settled as a status read": nobody asked the user, so a denial gets its dialog.
  func testADenialReadBeforeAskingThatNobodyWasAskedAboutIsExplained() async {
    for source in FlowSource.allCases {
      for form in FlowForm.allCases {
        let script = StatusScript(reads: [.notDetermined, .denied])
        let screen = FlowScreen(FlowAuthorities(script))

        let (outcome, successes) = await screen.outcome(of: source, in: form)

        let context = "\(source), \(form)"
        XCTAssertEqual(outcome, .denied, context)
        XCTAssertEqual(successes, 0, context)
        XCTAssertEqual(script.requestCount, 0, "the system would not prompt: \(context)")
        XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), [.denied], context)
        XCTAssertEqual(
          screen.presenter.presentedAlerts.first?.actions.map(\.role), [.cancel, .openSettings],
          context)
        XCTAssertEqual(
          screen.events.kinds, [.dialogShown(.denied), .launchEnded(.denied)], context)
        XCTAssertTrue(screen.presenter.tap(.openSettings), context)
        XCTAssertEqual(
          screen.settings.openedSources, [source.named], "Settings for the source: \(context)")
      }
    }
  }

  /// The same rule for every decided status: restricted and unknown are explained as
  /// restricted, and an authorized one runs success without asking.
  func testEveryStatusDecidedBetweenTheReadsIsSettledByTheTable() async {
    let cases: [(AuthorizationStatus, LaunchOutcome, [AccessAlert.Reason])] = [
      (.restricted, .restricted, [.restricted]),
      (.unknown(rawValue: 9), .restricted, [.restricted]),
      (.authorized, .authorized, []),
    ]
    for source in FlowSource.allCases {
      for form in FlowForm.allCases {
        for (read, expected, dialogs) in cases {
          let script = StatusScript(reads: [.notDetermined, read])
          let screen = FlowScreen(FlowAuthorities(script))

          let (outcome, successes) = await screen.outcome(of: source, in: form)

          let context = "\(source), \(form), \(read)"
          XCTAssertEqual(outcome, expected, context)
          XCTAssertEqual(successes, expected.grantsAccess ? 1 : 0, context)
          XCTAssertEqual(script.requestCount, 0, context)
          XCTAssertEqual(screen.presenter.presentedAlerts.map(\.reason), dialogs, context)
        }
      }
    }
  }

  /// "The status is read again once the soft ask is answered, right before the system is
  /// asked": a status decided while the soft ask was up is settled as read, so the user who
  /// tapped Continue is shown why nothing follows, and the system is not asked.
  func testADenialDecidedWhileTheSoftAskWasUpIsExplainedAndNotAsked() async {
    for source in FlowSource.allCases {
      for form in FlowForm.allCases {
        let script = StatusScript(reads: [.notDetermined])
        let screen = FlowScreen(FlowAuthorities(script))
        screen.accessAlertPolicy = AccessAlertPolicy(asksBeforeSystemPrompt: true)
        screen.presenter.automaticReply = { alert in
          guard alert.reason == .softAsk else { return nil }
          script.setStatus(.denied)
          return .continue
        }

        let (outcome, _) = await screen.outcome(of: source, in: form)

        let context = "\(source), \(form)"
        XCTAssertEqual(outcome, .denied, context)
        XCTAssertEqual(script.requestCount, 0, context)
        XCTAssertEqual(
          screen.presenter.presentedAlerts.map(\.reason), [.softAsk, .denied], context)
        XCTAssertEqual(
          screen.events.kinds,
          [.softAskShown, .softAskContinued, .dialogShown(.denied), .launchEnded(.denied)],
          context)
      }
    }
  }

  /// "A status the system answered another launch with since this launch's first read is
  /// that answer": the launch settles as one that shared the prompt, and a fresh refusal is
  /// not explained. Only a closure-form launch reads twice across a turn in which an answer
  /// can arrive; this one is made from inside the observer as the answer is reported.
  func testAnAnswerGivenToAnotherLaunchSinceTheFirstReadIsAFreshRefusal() async {
    for source in FlowSource.allCases {
      let script = StatusScript(
        reads: [.notDetermined, .notDetermined, .notDetermined], answer: .denied)
      let authorities = FlowAuthorities(script)
      let asking = FlowScreen(authorities)
      let late = FlowScreen(authorities)
      var lateOutcomes: [LaunchOutcome] = []
      asking.onEvent = { event in
        guard case .systemPromptAnswered = event.kind else { return }
        late.launch(source, completion: { lateOutcomes.append($0) })
      }

      let outcome = await asking.authorize(source)
      await waitUntil { !lateOutcomes.isEmpty }

      XCTAssertEqual(outcome, .denied, "\(source)")
      XCTAssertEqual(lateOutcomes, [.denied], "\(source)")
      XCTAssertEqual(script.requestCount, 1, "\(source)")
      XCTAssertEqual(late.presenter.presentedAlerts, [], "a fresh refusal: \(source)")
      XCTAssertEqual(late.events.kinds, [.launchEnded(.denied)], "\(source)")
    }
  }

  // MARK: - First

  /// "First, in the table's order": a decided first read settles the launch and is the only
  /// read; an undecided one is read once more before the system is asked, and the answer is
  /// not read again.
  func testEachLaunchReadsTheStatusAsTheContractSays() async {
    for source in FlowSource.allCases {
      for form in FlowForm.allCases {
        let decided = StatusScript(reads: [.denied])
        _ = await FlowScreen(FlowAuthorities(decided)).outcome(of: source, in: form)
        XCTAssertEqual(decided.statusReadCount, 1, "\(source), \(form): a decided first read")

        let undecided = StatusScript(reads: [.notDetermined], answer: .authorized)
        let (outcome, _) = await FlowScreen(FlowAuthorities(undecided)).outcome(
          of: source, in: form)
        XCTAssertEqual(outcome, .authorized, "\(source), \(form)")
        XCTAssertEqual(undecided.requestCount, 1, "\(source), \(form)")
        XCTAssertEqual(
          undecided.statusReadCount, 2, "\(source), \(form): first, and again before asking")
      }
    }
  }
}
