import MediaAccess

extension ConformanceRow where Outcome == VideoCaptureOutcome {
  /// Every row of a video capture launched with `sound`: each row of the camera's table with
  /// the microphone allowed, each row of the microphone's with the camera allowed, and the
  /// rows where both are undetermined. What each expects is the camera's row, then the
  /// microphone's, put together by ``AccessContract``.
  static func videoCapture(sound: SoundRequirement) -> [Self] {
    let requirement = sound == .required ? "sound required" : "sound preferred"
    let prefix = "video capture (\(requirement)), "
    // Each source's rows with the other allowed.
    let allowedCamera = BehaviourTableRow(source: .camera, setup: .status(.authorized))
    let allowedMicrophone = BehaviourTableRow(source: .microphone, setup: .status(.authorized))
    let tableRows =
      BehaviourTableRow.all(for: .camera).map { row in
        Self(prefix, testing: row, sound: sound, camera: row, microphone: allowedMicrophone)
      }
      + BehaviourTableRow.all(for: .microphone).map { row in
        Self(prefix, testing: row, sound: sound, camera: allowedCamera, microphone: row)
      }
    return tableRows + bothUndetermined(prefix: prefix, sound: sound)
  }

  /// The rows where both sources are undetermined: the camera's prompt first, the
  /// microphone's only once it is answered, and never for a refused camera or a screen gone.
  private static func bothUndetermined(prefix: String, sound: SoundRequirement) -> [Self] {
    let allows = BehaviourTableRow(source: .microphone, setup: .userAnswers(.authorized))
    let cases: [(label: String, script: Script, camera: BehaviourTableRow.Setup)] = [
      ("both notDetermined, the user refuses the camera", .plain, .userAnswers(.denied)),
      ("both notDetermined, the user allows both", .promptsOneAtATime, .userAnswers(.authorized)),
      (
        "both notDetermined, the screen gone before the microphone is asked",
        .screenGoneBeforeAnswer, .screenGoneBeforeAnswer
      ),
    ]
    return cases.map { label, script, setup in
      let camera = BehaviourTableRow(source: .camera, setup: setup)
      return Self(
        prefix + label, script: script, sound: sound, camera: camera, microphone: allows,
        makeSystem: {
          ScriptedAuthority(
            status: [.camera: camera.initialStatus, .microphone: allows.initialStatus],
            answers: [.camera: camera.promptAnswer, .microphone: allows.promptAnswer])
        })
    }
  }

  /// A row of one source's table in a capture: the system is `row`'s own, with the other
  /// leg's status set as that leg says.
  private init(
    _ prefix: String, testing row: BehaviourTableRow, sound: SoundRequirement,
    camera: BehaviourTableRow, microphone: BehaviourTableRow
  ) {
    let otherLegs = [camera, microphone].filter { $0.source != row.source }
    self.init(
      prefix + row.label, script: Script(row.setup), sound: sound, camera: camera,
      microphone: microphone,
      makeSystem: {
        let system = row.makeSystem()
        for leg in otherLegs { system.setStatus(leg.initialStatus, for: leg.source) }
        return system
      })
  }

  /// A row of a capture whose camera's launch goes as `camera` says, then, if the camera is
  /// allowed, its microphone's as `microphone` says (an undecided answer stops the capture).
  private init(
    _ label: String, script: Script, sound: SoundRequirement, camera: BehaviourTableRow,
    microphone: BehaviourTableRow, makeSystem: @escaping @MainActor () -> ScriptedAuthority
  ) {
    self.init(
      label: label, script: script, namesSources: true, makeSystem: makeSystem,
      expectation: { policy in
        guard camera.applies(to: policy), microphone.applies(to: policy) else { return nil }
        return Self.capture(
          camera.expectation(policy: policy), then: microphone.expectation(policy: policy),
          undecided: microphone.setup == .userAnswers(.notDetermined), sound: sound)
      })
  }

  /// The camera's launch, then, once the camera is allowed, the microphone's.
  private static func capture(
    _ camera: BehaviourTableRow.Expectation, then microphone: BehaviourTableRow.Expectation,
    undecided: Bool, sound: SoundRequirement
  ) -> Expectation {
    let outcome: VideoCaptureOutcome
    var steps = [camera]
    if let stopped = AccessContract.videoCapture(stoppingAtCamera: camera.outcome) {
      outcome = stopped
    } else {
      steps.append(microphone)
      outcome = AccessContract.videoCapture(
        afterMicrophone: microphone.outcome, openedSettings: microphone.settingsOpenings != nil,
        undecided: undecided, sound: sound)
    }
    let events = captureEvents(legs: steps, outcome: outcome, sound: sound)
    return Expectation(
      successes: outcome.grantsAccess ? [outcome.recordsSound] : [],
      dialogs: steps.flatMap(\.dialogs), requests: steps.flatMap(\.requests), outcome: outcome,
      settingsOpenings: steps.compactMap(\.settingsOpenings).first,
      events: events.untilEnd, eventsAfterEnd: events.afterEnd,
      successBeforeReturn: steps.count == 2 && steps.allSatisfy(\.successBeforeReturn))
  }

  /// The events of a capture whose legs went as `legs` say, as "Counting Access Events" lists
  /// them: each leg's, tagged as the capture's, then the capture's outcome, tagged with the leg
  /// that ended it. A microphone leg that goes on after its dialog (sound preferred) ends only
  /// once the user has answered it, so Settings opened there comes before its end.
  private static func captureEvents(
    legs: [BehaviourTableRow.Expectation], outcome: VideoCaptureOutcome, sound: SoundRequirement
  ) -> (untilEnd: [AccessEvent], afterEnd: [AccessEvent]) {
    var untilEnd: [AccessEvent] = []
    var afterEnd: [AccessEvent] = []
    for (index, leg) in legs.enumerated() {
      var events = leg.events
      var after = leg.eventsAfterEnd
      let goesOn =
        index == 1 && sound == .preferred && leg.dialogs.contains { $0.reason != .softAsk }
      if goesOn, let opened = after.firstIndex(where: { $0.kind == .settingsOpened }) {
        events.insert(after.remove(at: opened), at: max(events.count - 1, 0))
      }
      untilEnd += events
      afterEnd += after
    }
    let endedBy: MediaSource
    switch outcome {
    case .stopped(let source, _): endedBy = source
    case .recordWithSound, .recordWithoutSound: endedBy = .microphone
    }
    untilEnd.append(AccessEvent(.videoCaptureEnded(outcome), source: endedBy))
    let tagged = { (event: AccessEvent) in
      AccessEvent(event.kind, source: event.source, launch: .videoCapture)
    }
    return (untilEnd.map(tagged), afterEnd.map(tagged))
  }
}
