extension LintReport {
  /// Every path without `.` segments and `name/..` pairs, as the repository names the file
  /// (`Configs/../../Shared/Base.xcconfig` is `Shared/Base.xcconfig`), so that each format
  /// names it one way and an editor or code scanning finds it.
  mutating func normalizePaths() {
    for index in audits.indices {
      for finding in audits[index].findings.indices {
        audits[index].findings[finding].file =
          audits[index].findings[finding].file
          .normalizedReportPath
      }
      for input in audits[index].unreadable.indices {
        audits[index].unreadable[input].file =
          audits[index].unreadable[input].file
          .normalizedReportPath
      }
    }
    for index in unreadable.indices {
      unreadable[index].file = unreadable[index].file.normalizedReportPath
    }
  }
}

extension String {
  /// The path without dot segments, its leading `./` kept as the user wrote it (SARIF and
  /// GitHub drop it themselves); a text that is no path (several paths joined) is kept.
  fileprivate var normalizedReportPath: String {
    guard !isEmpty, !contains(", ") else { return self }
    guard hasPrefix("./") else { return withoutDotSegments }
    let rest = String(dropFirst(2)).withoutDotSegments
    return rest == "." ? self : "./" + rest
  }
}
