import Foundation
import MediaAccess
import XCTest

/// The behaviour tables the docs print, the README's "What a launch does" and the Behaviour
/// Contract article's, held to ``AccessContract``, the table as code: every row's success,
/// dialog and outcome columns must say what the decision says for the situations the row names,
/// for every source the row covers. A row whose situation the test does not know fails too, so a
/// reworded or added row is checked rather than skipped.
final class BehaviourTableDocsTests: XCTestCase {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  func testTheReadmeTableSaysWhatTheContractDecides() throws {
    try assertTable(in: "README.md", under: "### What a launch does")
  }

  func testTheBehaviourContractArticleTableSaysWhatTheContractDecides() throws {
    try assertTable(
      in: "Docs/MediaAccess.docc/Articles/BehaviourContract.md", under: "### The table")
  }

  /// The parser itself: a row that contradicts the contract is reported, naming the row and
  /// what the contract decides.
  func testARowThatContradictsTheContractIsReported() throws {
    let table = """
      | situation | success runs | dialog | outcome |
      |---|---|---|---|
      |  denied  | yes |   "denied" [Cancel]   | `restricted` |
      """
    let rows = try DocsTable.rows(in: table, under: nil, file: "sample")
    let problems = rows.flatMap(Self.problems(in:))
    XCTAssertEqual(
      problems,
      [
        "sample, row \"denied\": success column says it runs, the contract says it does not "
          + "run (camera, status read denied)",
        "sample, row \"denied\": dialog column says \"denied\" [Cancel], the contract says "
          + "\"denied\" [Cancel] [Open Settings] (camera, status read denied)",
        "sample, row \"denied\": outcome column says restricted, the contract says denied "
          + "(camera, status read denied)",
      ])
  }

  // MARK: - Checking

  private func assertTable(
    in path: String, under heading: String, line: UInt = #line
  ) throws {
    let text = try String(
      contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    let rows = try DocsTable.rows(in: text, under: heading, file: path)
    XCTAssertGreaterThanOrEqual(rows.count, 6, "\(path): the table under \(heading)", line: line)
    for problem in rows.flatMap(Self.problems(in:)) {
      XCTFail(problem, line: line)
    }
  }

  /// What is wrong with `row`, in words: each column the decision contradicts, or a situation
  /// the test does not know.
  private static func problems(in row: DocsTable.Row) -> [String] {
    guard let situations = DocsSituation.named(row.situation) else {
      return [
        "\(row.file), row \"\(row.situation)\": a situation the test does not know; name it "
          + "in DocsSituation so that the row is checked against AccessContract"
      ]
    }
    let said = "\(row.file), row \"\(row.situation)\""
    var problems: [String] = []
    /// Reports the first of the row's situations where `column` says other than the contract.
    func check<Column: Equatable>(
      _ name: String, _ written: Column?, _ words: (Column) -> String,
      _ decided: (AccessDecision, DocsSituation) -> Column
    ) {
      guard let written else { return }
      for situation in situations {
        let decision = decided(AccessContract.decision(for: situation.situation), situation)
        guard decision != written else { continue }
        problems.append(
          "\(said): \(name) column says \(words(written)), the contract says "
            + "\(words(decision)) (\(situation.source), \(situation.label))")
        return
      }
    }
    check("success", row.success, \.words) { $0.columnSuccess($1) }
    check("dialog", row.dialog, \.words) { $0.columnDialog($1) }
    check("outcome", row.outcome, \.words) { decision, _ in decision.columnOutcome }
    // A row whose columns cannot be read is a row not checked.
    for (column, value) in [
      ("success", row.success == nil), ("dialog", row.dialog == nil),
      ("outcome", row.outcome == nil),
    ] where value {
      problems.append("\(row.file), row \"\(row.situation)\": cannot read its \(column) column")
    }
    return problems
  }
}

// MARK: - The decision, as a table's columns

extension AccessDecision {
  fileprivate func columnSuccess(_ situation: DocsSituation) -> DocsTable.Success {
    guard asksSystem else { return runsSuccess ? .runs : .doesNotRun }
    // "After the system prompt, if allowed": allowing runs it, refusing does not.
    let allowed = situation.deciding(.answered(.authorized)).runsSuccess
    let refused = situation.deciding(.answered(.denied)).runsSuccess
    return allowed && !refused ? .afterThePromptIfAllowed : .doesNotRun
  }

  fileprivate func columnDialog(_ situation: DocsSituation) -> DocsTable.Dialog {
    guard asksSystem else { return dialog.map(DocsTable.Dialog.shown) ?? .none }
    // The soft ask is optional: shown exactly when the policy asks for it.
    let shown = situation.deciding(
      .read(.notDetermined), policy: AccessAlertPolicy(asksBeforeSystemPrompt: true))
    let notShown = situation.deciding(.read(.notDetermined), policy: .standard)
    return shown.showsSoftAsk && !notShown.showsSoftAsk ? .optionalSoftAsk : .none
  }

  fileprivate var columnOutcome: DocsTable.Outcome {
    outcome.map { .ends(String(describing: $0).prefix { $0 != "(" }.lowercased()) }
      ?? .perTheAnswer
  }
}

// MARK: - Situations the tables name

/// A situation a table row names, for one source.
private struct DocsSituation {
  let source: MediaSource
  let label: String
  let situation: AccessSituation

  /// The same source and hardware, another status or policy.
  func deciding(
    _ status: AccessSituation.Status, policy: AccessAlertPolicy = .standard
  ) -> AccessDecision {
    var changed = situation
    changed.status = status
    changed.policy = policy
    return AccessContract.decision(for: changed)
  }

  private static let nonLimitedSources = MediaSource.builtIns.filter {
    $0.builtIn?.profile.grantingStatuses.contains(.limited) != true
  }

  private static func each(
    _ label: String, in sources: [MediaSource] = MediaSource.builtIns,
    hardware: AccessSituation.Hardware = .present,
    usageDescription: AccessSituation.UsageDescription = .present,
    _ status: AccessSituation.Status
  ) -> [DocsSituation] {
    sources.map { source in
      DocsSituation(
        source: source, label: label,
        situation: AccessSituation(
          source, hardware: hardware, usageDescription: usageDescription,
          status: status))
    }
  }

  /// The situations of a row, by its first column (case, spacing and markup ignored); `nil`
  /// for one the test does not know.
  static func named(_ text: String) -> [DocsSituation]? {
    let unknown = AuthorizationStatus.unknown(rawValue: 7)
    switch DocsTable.normalized(text) {
    case "no such hardware (no camera on the simulator)", "the device lacks the source's hardware":
      return each("hardware absent", hardware: .absent, .read(.notDetermined))
    case "usage-description key missing or empty",
      "the usage-description key is missing, or holds only whitespace":
      return each("key missing", usageDescription: .missing, .read(.authorized))
        + each("key blank", usageDescription: .blank, .read(.authorized))
    case "authorized":
      return each("status read authorized", .read(.authorized))
    case "limited (photo library)", "limited (photo library, read/write)":
      return each("status read limited", in: [.photoLibrary(.readWrite)], .read(.limited))
    case "denied":
      return each("status read denied", .read(.denied))
    case "restricted":
      return each("status read restricted", .read(.restricted))
    case "restricted, or a status from a future os":
      return each("status read restricted", .read(.restricted))
        + each("status read \(unknown)", .read(unknown))
    case "a status this version does not know (authorizationstatus/unknown(rawvalue:), or "
      + "authorizationstatus/limited for any other source)":
      return each("status read \(unknown)", .read(unknown))
        + each("status read limited", in: nonLimitedSources, .read(.limited))
    case "not determined":
      return each("status read notDetermined", .read(.notDetermined))
    case "the screen went away before the answer":
      return each("the launch abandoned", .abandoned)
    default:
      return nil
    }
  }
}

// MARK: - Reading a markdown table

/// A behaviour table as a doc prints it.
private enum DocsTable {
  /// What a success column says.
  enum Success: Equatable {
    case runs, doesNotRun, afterThePromptIfAllowed

    var words: String {
      switch self {
      case .runs: "it runs"
      case .doesNotRun: "it does not run"
      case .afterThePromptIfAllowed: "it runs after the system prompt, if allowed"
      }
    }
  }

  /// What a dialog column says.
  enum Dialog: Equatable {
    case none
    case shown(AccessAlert.Reason, buttons: [AccessAlert.Action.Role])
    case optionalSoftAsk

    static func shown(_ reason: AccessAlert.Reason) -> Dialog {
      .shown(reason, buttons: reason.actionRoles)
    }

    var words: String {
      switch self {
      case .none: "none"
      case .optionalSoftAsk: "an optional soft ask"
      case .shown(let reason, let buttons):
        "\"\(reason.rawValue)\" "
          + buttons.map { "[\(DocsTable.buttonTitle($0))]" }.joined(separator: " ")
      }
    }
  }

  /// What an outcome column says: a ``LaunchOutcome`` case name, or "per the answer".
  enum Outcome: Equatable {
    case ends(String)
    case perTheAnswer

    var words: String {
      switch self {
      case .ends(let name): name
      case .perTheAnswer: "per the answer"
      }
    }
  }

  struct Row {
    let file: String
    let situation: String
    let success: Success?
    let dialog: Dialog?
    let outcome: Outcome?
  }

  static let buttons: [String: AccessAlert.Action.Role] = [
    "ok": .ok, "cancel": .cancel, "open settings": .openSettings, "continue": .continue,
  ]

  static func buttonTitle(_ role: AccessAlert.Action.Role) -> String {
    switch role {
    case .ok: "OK"
    case .cancel: "Cancel"
    case .openSettings: "Open Settings"
    case .continue: "Continue"
    }
  }

  /// Lowercased, markup (backticks, DocC's double backticks and `LaunchOutcome/` paths) dropped,
  /// and runs of whitespace made one space.
  static func normalized(_ text: String) -> String {
    text.replacingOccurrences(of: "`", with: "")
      .replacingOccurrences(of: "LaunchOutcome/", with: "")
      .lowercased()
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The rows of the first table after the line `heading` (or of the first table, for `nil`).
  static func rows(in text: String, under heading: String?, file: String) throws -> [Row] {
    var lines = text.components(separatedBy: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if let heading {
      let start = try XCTUnwrap(
        lines.firstIndex { normalized($0) == normalized(heading) }, "\(file): no \(heading)")
      lines = Array(lines[(start + 1)...])
    }
    let table = lines.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    // The header, then the delimiter row, then the rows.
    return table.dropFirst(2).map { line in
      var cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      if cells.first == "" { cells.removeFirst() }
      if cells.last == "" { cells.removeLast() }
      let cell = { (index: Int) in cells.indices.contains(index) ? cells[index] : "" }
      return Row(
        file: file, situation: cell(0), success: success(cell(1)), dialog: dialog(cell(2)),
        outcome: outcome(cell(3)))
    }
  }

  private static func success(_ text: String) -> Success? {
    let words = normalized(text)
    if words.hasPrefix("after the system") { return .afterThePromptIfAllowed }
    if words == "no" { return .doesNotRun }
    if words.hasPrefix("yes") || words.hasPrefix("once") { return .runs }
    return nil
  }

  private static func dialog(_ text: String) -> Dialog? {
    let words = normalized(text)
    if words.hasPrefix("none") { return Dialog.none }
    if words.contains("soft ask") {
      // The soft ask offers only the buttons it names, when it names any.
      let named = bracketed(in: words)
      return named.isEmpty || named == AccessAlert.Reason.softAsk.actionRoles
        ? .optionalSoftAsk : nil
    }
    if words == "as restricted" { return .shown(.restricted) }
    guard
      let quoted = words.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first,
      let reason = AccessAlert.Reason(rawValue: String(quoted))
    else { return nil }
    return .shown(reason, buttons: bracketed(in: words))
  }

  /// The buttons named in brackets, such as `[Cancel] [Open Settings]`, in order; a name that is
  /// no button is dropped, and so fails the comparison.
  private static func bracketed(in words: String) -> [AccessAlert.Action.Role] {
    words.split(separator: "[").dropFirst().compactMap { part in
      part.split(separator: "]").first.flatMap { buttons[String($0)] }
    }
  }

  private static func outcome(_ text: String) -> Outcome? {
    let words = normalized(text)
    if words == "per the answer" { return .perTheAnswer }
    let name = words.prefix { $0 != "(" }
    guard !name.isEmpty, name.allSatisfy(\.isLetter) else { return nil }
    return .ends(String(name))
  }
}
