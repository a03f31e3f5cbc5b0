internal import MediaAccess

/// The checked options of `media-access lint`.
struct LintOptions: Equatable {
  /// How the report is written out.
  enum Format: String, CaseIterable {
    /// One line per finding, `file: error: message`, as compilers write them.
    case text
    /// One document for CI.
    case json
  }

  /// The `--sources` names, as an app describes what it uses.
  enum SourceName: String, CaseIterable {
    case camera
    case photosReadWrite = "photos-read-write"
    case photosAddOnly = "photos-add-only"

    var source: MediaSource {
      switch self {
      case .camera: .camera
      case .photosReadWrite: .photoLibrary(.readWrite)
      case .photosAddOnly: .photoLibrary(.addOnly)
      }
    }
  }

  /// Info.plist files, or directories to search for them.
  var paths: [String] = []
  /// The sources the app uses; `nil` means every source whose key the files mention.
  var sources: [MediaSource]?
  /// How to write the report.
  var format = Format.text

  /// The options `lint` declares.
  static let valueOptions: Set<String> = ["--sources", "--format"]

  /// Checks the arguments after `lint`.
  ///
  /// - Throws: ``UsageError`` for an unknown option, an unknown source or format, or no path.
  static func parse(_ arguments: [String]) throws(UsageError) -> LintOptions {
    let parsed = try ParsedArguments(arguments, valueOptions: valueOptions, flags: [])
    var options = LintOptions(paths: parsed.operands)
    guard !options.paths.isEmpty else {
      throw UsageError(message: "missing path: name an Info.plist or a directory to search")
    }
    if let list = parsed.values["--sources"] {
      var sources: [MediaSource] = []
      for name in list.split(separator: ",", omittingEmptySubsequences: false) {
        let source = try OptionValue.choice(
          name.trimmingSpaces, option: "--sources", as: SourceName.self
        ).source
        if !sources.contains(source) { sources.append(source) }
      }
      options.sources = sources
    }
    if let format = parsed.values["--format"] {
      options.format = try OptionValue.choice(format, option: "--format")
    }
    return options
  }
}

extension Substring {
  /// The text without spaces around it, so `--sources "camera, photos-add-only"` works.
  fileprivate var trimmingSpaces: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
