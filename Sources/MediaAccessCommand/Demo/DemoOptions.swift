/// The checked options of `media-access demo`.
struct DemoOptions: Equatable {
  /// The dialogs' language.
  var language = "en"
  /// The sources whose situations to show.
  var selection = SourceSelection.all
  /// The width of headings and dialog boxes, in columns.
  var width = 60
  /// The app name the dialogs show; fixed by default so the transcript never changes.
  var appName = "Snapshot"

  /// The options `demo` declares.
  static let valueOptions: Set<String> = ["--locale", "--source", "--width", "--app-name"]

  /// Checks the arguments after `demo`.
  ///
  /// - Throws: ``UsageError`` for an unknown option, an unsupported locale or source, a width
  ///   out of range, or an operand.
  static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    let parsed = try ParsedArguments(arguments, valueOptions: valueOptions, flags: [])
    if let operand = parsed.operands.first {
      throw UsageError(message: "unexpected argument '\(operand)'")
    }
    var options = DemoOptions()
    if let locale = parsed.values["--locale"] {
      options.language = try OptionValue.language(locale, option: "--locale")
    }
    if let source = parsed.values["--source"] {
      options.selection = try OptionValue.choice(source, option: "--source")
    }
    if let width = parsed.values["--width"] {
      options.width = try OptionValue.width(width, option: "--width")
    }
    if let appName = parsed.values["--app-name"] {
      options.appName = appName
    }
    return options
  }
}
