internal import MediaAccess

/// The checked options of `media-access demo`.
struct DemoOptions: Equatable, DialogDisplayOptions {
  /// The dialogs' language.
  var language = "en"
  /// The sources whose situations to show.
  var sources = BuiltInSource.allCases
  /// The width of headings and dialog boxes, in columns.
  var width = 60
  /// The app name the dialogs show; fixed by default so the transcript never changes.
  var appName = "Snapshot"

  /// The options `demo` declares.
  static var valueOptions: Set<String> { sharedValueOptions }

  /// Checks the arguments after `demo`.
  ///
  /// - Throws: ``UsageError`` for an unknown option, an unsupported locale or source, a width
  ///   out of range, or an operand.
  static func parse(_ arguments: [String]) throws(UsageError) -> DemoOptions {
    let parsed = try ParsedArguments(arguments, valueOptions: valueOptions, flags: [])
    var options = DemoOptions()
    try options.readSharedOptions(from: parsed)
    if let locale = parsed.values["--locale"] {
      options.language = try OptionValue.language(locale, option: "--locale")
    }
    return options
  }
}
