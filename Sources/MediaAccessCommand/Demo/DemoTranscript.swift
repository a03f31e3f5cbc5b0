internal import MediaAccess

/// Writes the demo's transcript: a heading, then per situation the scene, the call, the
/// dialogs as text boxes with the taps, whether the system was asked, and the outcome.
///
/// Labels are English; the dialogs are in the demo's language, as the app would show them.
struct DemoTranscript {
  /// The width of headings and dialog boxes, in columns.
  let width: Int

  /// The label column: every label is padded to this many characters.
  private static let labelWidth = 14

  /// The lines that open the transcript.
  func header(language: String, appName: String, situations: [DemoSituation]) -> [String] {
    var sourceLabels: [String] = []
    for situation in situations where !sourceLabels.contains(situation.sourceLabel) {
      sourceLabels.append(situation.sourceLabel)
    }
    let introduction = LineWrapper(width: width).wrap(
      "A sample screen conforming to CameraAuthorizing, MicrophoneAuthorizing and "
        + "PhotoLibraryAuthorizing launches "
        + "each source against a scripted system, once per row of the behaviour table. The "
        + "user's taps are scripted too; dialogs are drawn as the app would show them.")
    return [
      "MediaAccess demo",
      labelled("Language", language),
      labelled("App name", appName),
      labelled("Sources", sourceLabels.joined(separator: "; ")),
      "",
    ] + introduction + [""]
  }

  /// The lines written before a situation's launch, so anything the library logs while it
  /// runs follows them.
  func opening(of situation: DemoSituation, number: Int) -> [String] {
    let title = "── \(number) · \(situation.sourceLabel) · \(situation.heading) "
    let rule = String(repeating: "─", count: max(width - DisplayWidth.of(title), 2))
    return [title + rule]
      + LineWrapper(width: width).wrap(situation.scene)
      + [
        labelled("Status", situation.status.description),
        labelled("Screen calls", situation.source.commandLine.launchMethod),
      ]
  }

  /// The lines reporting what a situation came to.
  func body(of record: DemoRecord) -> [String] {
    let box = AlertBox(width: width)
    var lines: [String] = []
    func show(_ dialog: DemoRecord.ShownDialog) {
      lines.append(labelled("Dialog", dialog.alert.reason.rawValue))
      lines += box.lines(for: dialog.alert)
      lines.append(labelled("User taps", dialog.tapped?.title ?? "nothing"))
    }

    // A soft ask comes before the system prompt; every other dialog after it.
    let (softAsks, others) = (
      record.dialogs.filter { $0.alert.reason == .softAsk },
      record.dialogs.filter { $0.alert.reason != .softAsk }
    )
    for dialog in softAsks { show(dialog) }
    lines.append(labelled("System asked", systemLine(for: record)))
    if record.situation.closesScreenDuringPrompt {
      lines.append(
        labelled(
          "Screen", record.screenReleased ? "closed during the prompt, and released" : "kept"))
    }
    for dialog in others { show(dialog) }
    if !record.settingsOpened.isEmpty {
      let opened = record.settingsOpened.map(\.description).joined(separator: ", ")
      lines.append(labelled("Settings", "opened for \(opened)"))
    }
    if let diagnostic = record.outcome.diagnostic {
      lines.append(labelled("Diagnostic", ""))
      lines += LineWrapper(width: width - 2).wrap(diagnostic).map { "  " + $0 }
    }
    lines.append(labelled("Success ran", times(record.successRunCount)))
    lines.append(labelled("Outcome", record.outcome.description))
    lines.append("")
    return lines
  }

  /// The closing line.
  func footer(_ records: [DemoRecord], videoCaptures: [DemoRunner.VideoCaptureRecord]) -> [String] {
    let granted =
      records.filter { $0.outcome.grantsAccess }.count
      + videoCaptures.filter { $0.outcome.grantsAccess }.count
    let requests =
      records.reduce(0) { $0 + $1.systemRequestCount }
      + videoCaptures.reduce(0) { $0 + $1.cameraRequests + $1.microphoneRequests }
    return [
      "\(records.count + videoCaptures.count) situations: access granted in \(granted); the "
        + "system was asked \(requests) times in all."
    ]
  }

  private func systemLine(for record: DemoRecord) -> String {
    switch record.systemRequestCount {
    case 0: "no"
    case 1: "yes, once; the user chooses \"\(record.situation.promptButton)\""
    case let count: "yes, \(count) times"
    }
  }

  private func times(_ count: Int) -> String {
    switch count {
    case 0: "no"
    case 1: "yes, once"
    default: "yes, \(count) times"
    }
  }

  private func labelled(_ label: String, _ value: String) -> String {
    value.isEmpty ? label + ":" : DisplayWidth.padded(label + ":", to: Self.labelWidth) + value
  }
}

// MARK: - Video capture

extension DemoTranscript {
  /// A video capture's section: its heading, scene, calls, prompts, dialogs and outcome.
  func section(of record: DemoRunner.VideoCaptureRecord, number: Int) -> [String] {
    let situation = record.situation
    let title = "── \(number) · video capture · \(situation.row) "
    let rule = String(repeating: "─", count: max(width - DisplayWidth.of(title), 2))
    var lines = [title + rule] + LineWrapper(width: width).wrap(situation.scene)
    lines.append(
      labelled(
        "Status",
        "camera \(situation.camera.status), microphone \(situation.microphone.status)"))
    lines.append(labelled("Screen calls", situation.launchCall))
    lines.append(
      labelled(
        "System asked",
        "camera \(promptLine(record.cameraRequests, situation.camera.answer)), "
          + "microphone \(promptLine(record.microphoneRequests, situation.microphone.answer))"))
    let box = AlertBox(width: width)
    for alert in record.dialogs {
      lines.append(labelled("Dialog", "\(alert.reason.rawValue) (\(alert.source))"))
      lines += box.lines(for: alert)
      lines.append(labelled("User taps", alert.actions.first?.title ?? "nothing"))
    }
    let success = record.recordsSound.map { $0 ? "yes, with sound" : "yes, without sound" }
    lines.append(labelled("Success ran", success.first ?? "no"))
    lines.append(labelled("Outcome", record.outcome.description))
    lines.append("")
    return lines
  }

  private func promptLine(_ requests: Int, _ answer: AuthorizationStatus) -> String {
    switch requests {
    case 0: "no"
    case 1: answer.grantsAccess ? "once (Allow)" : "once (Don't Allow)"
    case let count: "\(count) times"
    }
  }
}
