internal import MediaAccess

extension BinaryScan {
  /// The findings for the keys the binaries need that the target does not declare: one per
  /// binary and key, at the Mach-O file of its first reference, naming the symbols and how
  /// many more references the binary makes.
  ///
  /// - Parameters:
  ///   - byKey: The references needing each key (``references(asking:declared:)``).
  ///   - target: The target, which the findings name.
  ///   - system: The system that terminates the app, as the findings name it.
  static func findings(
    _ byKey: [UsageDescriptionKey: [Reference]], target: String, system: String
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    for key in UsageDescriptionKey.allCases {
      guard let references = byKey[key] else { continue }
      var binaries: [String] = []
      var byBinary: [String: [Reference]] = [:]
      for reference in references {
        if byBinary[reference.linked] == nil { binaries.append(reference.linked) }
        byBinary[reference.linked, default: []].append(reference)
      }
      for binary in binaries {
        guard let references = byBinary[binary], let first = references.first else { continue }
        let subject = first.member.map { "binary member \($0.singleLine)" } ?? "binary"
        let others = first.reference.sources.map(\.usageDescriptionKey.rawValue).filter {
          $0 != key.rawValue
        }
        let alternatives = others.isEmpty ? "" : " (or " + others.joined(separator: " or ") + ")"
        let more =
          references.count > 1
          ? " (\(references.count - 1) more \(references.count == 2 ? "reference" : "references") "
            + "in this binary)" : ""
        findings.append(
          LintFinding(
            file: first.file, line: nil, column: nil, target: target, key: key.rawValue,
            kind: .calledWithoutKey,
            message:
              "\(subject) references \(first.names.joined(separator: " with ")), which needs "
              + "\(key.rawValue)\(alternatives); \(system) terminates the app when it runs, and "
              + "App Store Connect flags the upload (ITMS-90683)\(more)"))
      }
    }
    return findings
  }
}

extension [UsageDescriptionKey] {
  /// These keys and `more`, each once, in the keys' order.
  func union(_ more: Dictionary<UsageDescriptionKey, [BinaryScan.Reference]>.Keys) -> [Self.Element]
  {
    UsageDescriptionKey.allCases.filter { contains($0) || more.contains($0) }
  }
}
