internal import MediaAccess

extension CodeScan {
  /// The findings for the keys the code asks for that the target does not declare: the first
  /// call in each file, per key, naming how many more the file makes.
  ///
  /// One line per file and key keeps a large app's report readable — adding the key fixes
  /// every call at once — while each file that asks is still named, at its first call.
  ///
  /// - Parameters:
  ///   - byKey: The calls asking for each key (``calls(asking:)``).
  ///   - declared: Whether the target declares a key; a declared key's text is judged where it
  ///     is written, as any other.
  ///   - target: The target, which the findings name.
  ///   - system: The system that terminates the app, as the findings name it.
  static func findings(
    _ byKey: [UsageDescriptionKey: [Call]], declared: (UsageDescriptionKey) -> Bool,
    target: String, system: String
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    for key in UsageDescriptionKey.allCases where !declared(key) {
      guard let calls = byKey[key] else { continue }
      var files: [String] = []
      var byFile: [String: [Call]] = [:]
      for call in calls {
        if byFile[call.file] == nil { files.append(call.file) }
        byFile[call.file, default: []].append(call)
      }
      for file in files {
        guard let calls = byFile[file], let first = calls.first else { continue }
        let dependency = first.dependency.map { " in dependency \($0.singleLine)" } ?? ""
        let more =
          calls.count > 1
          ? " (\(calls.count - 1) more \(calls.count == 2 ? "call" : "calls") in this file)" : ""
        findings.append(
          LintFinding(
            file: file, line: first.line, column: first.column, target: target,
            key: key.rawValue, kind: .calledWithoutKey,
            message:
              "\(first.call.api)\(dependency) needs \(key.rawValue); \(system) terminates the "
              + "app when it runs\(more)"))
      }
    }
    return findings
  }
}

extension [UsageDescriptionKey] {
  /// These keys and `more`, each once, in the keys' order.
  func union(_ more: Dictionary<UsageDescriptionKey, [CodeScan.Call]>.Keys) -> [Self.Element] {
    UsageDescriptionKey.allCases.filter { contains($0) || more.contains($0) }
  }
}
