internal import MediaAccess

/// `media-access demo`: walks a sample screen through every row of the behaviour table and
/// prints what happens.
@MainActor
enum DemoCommand: Subcommand {
  static let name = "demo"

  static let summary = "Walk a sample screen through every situation, with its dialogs."

  static var help: String {
    """
    USAGE: media-access demo [--locale <language>] [--source <list>] [--width <columns>]
                             [--app-name <name>]

    Runs a sample screen that conforms to CameraAuthorizing, MicrophoneAuthorizing and
    PhotoLibraryAuthorizing through every row of the behaviour table — hardware absent,
    usage description missing, authorized, limited, denied, restricted, an unknown future
    status, not determined (granted, refused, with a soft ask) and a screen closed before the
    answer — then through video captures (camera, then microphone), against scripted
    authorities. For each it prints what the screen asked for, whether the system was
    asked, each dialog as a text box, what the simulated user tapped and the outcome. The
    output is the same on every run.

    OPTIONS:
      --locale <language>  The dialogs' language (default: en). One of:
    \(HelpText.languageList(indent: 23))
      --source <list>      \(HelpText.sourceNames(after: "Comma-separated sources (default: all): ", indent: 23))
      --width <columns>    Width of the boxes and headings (default: 60).
      --app-name <name>    The app name in the dialogs (default: Snapshot).
      -h, --help           Show this help.
    """
  }

  static func parseOptions(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    try DemoOptions.parse(arguments)
  }

  static func run(_ options: DemoOptions, console: ToolConsole) async -> ExitCode {
    let transcript = DemoTranscript(width: options.width)
    let runner = DemoRunner(language: options.language, appName: options.appName)
    let situations = DemoCatalog.situations(for: options.sources)
    console.print(
      transcript.header(
        language: options.language, appName: options.appName, situations: situations))
    var records: [DemoRecord] = []
    for (index, situation) in situations.enumerated() {
      console.print(transcript.opening(of: situation, number: index + 1))
      // The transcript prints each diagnostic under "Diagnostic:"; the log would repeat it.
      let record = await MediaAccessDiagnostics.withHandler(
        { _ in }, operation: { await runner.run(situation) })
      console.print(transcript.body(of: record))
      records.append(record)
    }
    var videoCaptures: [DemoRunner.VideoCaptureRecord] = []
    for (index, situation) in DemoCatalog.videoCaptures(for: options.sources).enumerated() {
      let record = await runner.run(situation)
      console.print(transcript.section(of: record, number: situations.count + index + 1))
      videoCaptures.append(record)
    }
    console.print(transcript.footer(records, videoCaptures: videoCaptures))
    return .success
  }
}
