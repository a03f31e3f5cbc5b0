/// `media-access preview`: every dialog for every source, in one language or all.
@MainActor
enum PreviewCommand: Subcommand {
  static let name = "preview"

  static let summary = "Show every dialog in one language or all, as text, Markdown or JSON."

  static var help: String {
    """
    USAGE: media-access preview [--locale <language>|all] [--format text|markdown|json]
                                [--source <list>] [--width <columns>]
                                [--app-name <name>]

    Shows every dialog MediaAccess can present — soft ask, denied, restricted, unavailable
    and busy, for the camera, the microphone and the photo library at each access level —
    drawn by the same text renderer the library uses, so what it shows is what an app shows.
    For reviewing copy and translations without a device.

    OPTIONS:
      --locale <language>  A language, or all (default: en). One of:
    \(HelpText.languageList(indent: 23))
      --format <format>    text (boxes), markdown (a table per language) or json
                           (default: text).
      --source <list>      \(HelpText.sourceNames(after: "Comma-separated sources (default: all): ", indent: 23))
      --width <columns>    Width of the text boxes (default: 60).
      --app-name <name>    The app name in the messages (default: Snapshot).
      -h, --help           Show this help.
    """
  }

  static func parseOptions(_ arguments: [String]) throws(UsageError) -> PreviewOptions {
    try PreviewOptions.parse(arguments)
  }

  static func run(_ options: PreviewOptions, console: ToolConsole) async -> ExitCode {
    let catalog = PreviewCatalog(
      languages: options.languages, sources: options.sources,
      appName: options.appName)
    switch options.format {
    case .text:
      console.print(TextPreviewRenderer(width: options.width).lines(for: catalog))
    case .markdown:
      console.print(MarkdownPreviewRenderer().lines(for: catalog))
    case .json:
      do {
        console.print(try JSONPreviewRenderer().text(for: catalog))
      } catch {
        console.printError("media-access preview: cannot encode JSON: \(error)")
        return .invalidInput
      }
    }
    return .success
  }
}
