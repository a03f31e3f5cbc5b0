import MediaAccess

extension ConformanceRow where Outcome == VideoCaptureOutcome {
  /// Every row of a video capture launched with `sound`: each row of the camera's table with
  /// the microphone allowed, each row of the microphone's with the camera allowed, and the
  /// rows where both are undetermined.
  static func videoCapture(sound: SoundRequirement) -> [Self] {
    let requirement = sound == .required ? "sound required" : "sound preferred"
    let prefix = "video capture (\(requirement)), "
    // The camera's rows with the microphone allowed; the microphone's, which carry the sound,
    // with the camera allowed.
    let pairs: [(source: MediaSource, other: MediaSource, carriesSound: Bool)] = [
      (.camera, .microphone, false), (.microphone, .camera, true),
    ]
    let tableRows = pairs.flatMap { source, other, carriesSound in
      BehaviourTableRow.all(for: source).map { row in
        Self(
          label: prefix + row.label, script: Script(row.setup), namesSources: true,
          makeSystem: {
            let system = row.makeSystem()
            system.setStatus(.authorized, for: other)
            return system
          },
          expectation: { policy in
            if row.needsSoftAsk, !policy.asksBeforeSystemPrompt { return nil }
            let expected = row.expectation(policy: policy)
            let (successes, outcome) = capture(
              stoppedOrNot: expected.outcome, at: source,
              silentVideoWillDo: carriesSound && sound == .preferred,
              openedSettings: expected.settingsOpenings != nil)
            return Expectation(
              successes: successes,
              dialogs: expected.dialogs.map { Dialog(reason: $0, source: source) },
              requests: Array(repeating: source, count: expected.requestCount),
              outcome: outcome, settingsOpenings: expected.settingsOpenings)
          })
      }
    }
    return tableRows + bothUndetermined(prefix: prefix)
  }

  /// What a capture comes to when `source`'s launch came to `outcome` and the other source is
  /// allowed: success's runs and the capture's outcome.
  private static func capture(
    stoppedOrNot outcome: LaunchOutcome, at source: MediaSource, silentVideoWillDo: Bool,
    openedSettings: Bool
  ) -> ([Bool], VideoCaptureOutcome) {
    if outcome.grantsAccess { return ([true], .recordWithSound) }
    // Silent video will do only for a microphone that is refused, restricted or absent, and
    // only when the user did not choose to go to Settings instead.
    let refused = [LaunchOutcome.denied, .restricted, .unavailable].contains(outcome)
    if refused, silentVideoWillDo, !openedSettings {
      return ([false], .recordWithoutSound(microphone: outcome))
    }
    return ([], .stopped(by: source, outcome: outcome))
  }

  /// The rows where both sources are undetermined: the camera's prompt first, the
  /// microphone's only once it is answered, and never for a refused camera or a screen gone.
  private static func bothUndetermined(prefix: String) -> [Self] {
    func softAsks(_ policy: AccessAlertPolicy, _ sources: [MediaSource]) -> [Dialog] {
      policy.asksBeforeSystemPrompt ? sources.map { Dialog(reason: .softAsk, source: $0) } : []
    }
    func system(camera: AuthorizationStatus) -> ScriptedAuthority {
      ScriptedAuthority(
        status: [.camera: .notDetermined, .microphone: .notDetermined],
        answers: [.camera: camera, .microphone: .authorized])
    }
    return [
      Self(
        label: prefix + "both notDetermined, the user refuses the camera", script: .plain,
        namesSources: true, makeSystem: { system(camera: .denied) },
        expectation: { policy in
          let explanation =
            policy.explainsFreshRefusal ? [Dialog(reason: .denied, source: .camera)] : []
          return Expectation(
            successes: [], dialogs: softAsks(policy, [.camera]) + explanation,
            requests: [.camera], outcome: .stopped(by: .camera, outcome: .denied))
        }),
      Self(
        label: prefix + "both notDetermined, the user allows both", script: .promptsOneAtATime,
        namesSources: true, makeSystem: { system(camera: .authorized) },
        expectation: { policy in
          Expectation(
            successes: [true], dialogs: softAsks(policy, [.camera, .microphone]),
            requests: [.camera, .microphone], outcome: .recordWithSound)
        }),
      Self(
        label: prefix + "both notDetermined, the screen gone before the microphone is asked",
        script: .screenGoneBeforeAnswer, namesSources: true,
        makeSystem: { system(camera: .authorized) },
        expectation: { policy in
          Expectation(
            successes: [], dialogs: softAsks(policy, [.camera]), requests: [.camera],
            outcome: .stopped(by: .camera, outcome: .cancelled))
        }),
    ]
  }
}
