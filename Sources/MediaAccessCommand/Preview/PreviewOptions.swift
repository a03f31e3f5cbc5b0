internal import MediaAccess

/// The checked options of `media-access preview`.
struct PreviewOptions: Equatable, DialogDisplayOptions {
  /// How the dialogs are written out.
  enum Format: String, CaseIterable {
    /// Text boxes, as in the demo.
    case text
    /// A table per language, for review in a pull request.
    case markdown
    /// One document for tools.
    case json
  }

  /// The languages to show, in order.
  var languages = ["en"]
  /// How to write the dialogs.
  var format = Format.text
  /// The sources whose dialogs to show.
  var sources = BuiltInSource.allCases
  /// The width of the text boxes, in columns.
  var width = 60
  /// The app name the dialogs show; fixed by default so the output never changes.
  var appName = "Snapshot"

  /// The options `preview` declares.
  static var valueOptions: Set<String> { sharedValueOptions.union(["--format"]) }

  /// Checks the arguments after `preview`.
  ///
  /// - Throws: ``UsageError`` for an unknown option, an unsupported locale, format or source,
  ///   a width out of range, or an operand.
  static func parse(_ arguments: [String]) throws(UsageError) -> PreviewOptions {
    let parsed = try ParsedArguments(arguments, valueOptions: valueOptions, flags: [])
    var options = PreviewOptions()
    try options.readSharedOptions(from: parsed)
    if let locale = parsed.values["--locale"] {
      options.languages =
        locale == "all"
        ? PreviewCatalog.allLanguages
        : [try OptionValue.language(locale, option: "--locale")]
    }
    if let format = parsed.values["--format"] {
      options.format = try OptionValue.choice(format, option: "--format")
    }
    return options
  }
}
