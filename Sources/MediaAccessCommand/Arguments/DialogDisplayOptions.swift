internal import MediaAccess

/// The options `demo` and `preview` share, read the same way for both: which sources, how wide
/// the boxes are, and which app name the dialogs show.
protocol DialogDisplayOptions {
  /// The sources to show.
  var sources: [BuiltInSource] { get set }
  /// The width of dialog boxes, in columns.
  var width: Int { get set }
  /// The app name the dialogs show.
  var appName: String { get set }
}

extension DialogDisplayOptions {
  /// The value options every such subcommand declares, `--locale` among them.
  static var sharedValueOptions: Set<String> {
    ["--locale", "--source", "--width", "--app-name"]
  }

  /// Reads `--source`, `--width` and `--app-name`, and rejects operands.
  ///
  /// - Throws: ``UsageError`` for an unknown source, a width out of range, or an operand.
  mutating func readSharedOptions(from parsed: ParsedArguments) throws(UsageError) {
    if let operand = parsed.operands.first {
      throw UsageError(message: "unexpected argument '\(operand)'")
    }
    if let list = parsed.values["--source"] {
      sources = try SourceList.parse(list, option: "--source")
    }
    if let width = parsed.values["--width"] {
      self.width = try OptionValue.width(width, option: "--width")
    }
    if let appName = parsed.values["--app-name"] {
      self.appName = try OptionValue.displayName(appName, option: "--app-name")
    }
  }
}
