/// `media-access lint`: audits Info.plist usage descriptions and their localizations.
@MainActor
enum LintCommand: Subcommand {
  static let name = "lint"

  static let summary = "Audit an app's Info.plist usage descriptions and their translations."

  static var help: String {
    """
    USAGE: media-access lint <path>... [--sources <list>] [--format text|json]

    Audits an app's Info.plist (XML or binary) for the usage descriptions its sources need:
    each key present, a non-empty string, and not a placeholder (TODO, TBD, FIXME, an
    unexpanded $(SETTING), or under 10 columns). Every <language>.lproj/InfoPlist.strings
    beside the Info.plist must localize the same keys. iOS terminates an app that asks for
    access without its usage description.

    ARGUMENTS:
      <path>               An Info.plist file, or a directory to search for Info.plist
                           files (hidden folders are skipped).

    OPTIONS:
      --sources <list>     Comma-separated sources the app uses: camera,
                           photos-read-write, photos-add-only. Default: every source
                           whose key the Info.plist or its localizations mention.
      --format <format>    text or json (default: text).
      -h, --help           Show this help.

    EXIT STATUS:
      0  every file is clean
      1  findings (one line each: <file>: error: <message>; a line break in a quoted
         text or a path is written as \\n)
      2  invalid command line, or an input that cannot be read (a missing path, a
         malformed property list, a root that is not a dictionary), named in one line;
         the files that can be read are still audited
    """
  }

  static func parseOptions(_ arguments: [String]) throws(UsageError) -> LintOptions {
    try LintOptions.parse(arguments)
  }

  static func run(_ options: LintOptions, console: ToolConsole) async -> ExitCode {
    let report = makeReport(options)
    for input in report.unreadable {
      console.printError(input.line)
    }
    switch options.format {
    case .text:
      console.print(report.textLines)
    case .json:
      do {
        console.print(try report.json())
      } catch {
        console.printError("media-access lint: cannot encode JSON: \(error)")
        return .invalidInput
      }
    }
    return report.exitCode
  }

  /// Audits every Info.plist at or under the options' paths, each at most once.
  static func makeReport(_ options: LintOptions) -> LintReport {
    let auditor = InfoPlistAuditor(sources: options.sources)
    var report = LintReport()
    var seen: Set<String> = []
    for path in options.paths {
      do {
        for infoPlist in try InputLocator.infoPlists(at: path) where seen.insert(infoPlist).inserted
        {
          do {
            let audit = try auditor.audit(infoPlist)
            report.audits.append(audit)
            report.unreadable += audit.unreadableLocalizations
          } catch {
            report.unreadable.append(error)
          }
        }
      } catch {
        report.unreadable.append(error)
      }
    }
    return report
  }
}
