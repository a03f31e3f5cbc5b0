internal import Foundation

/// A `.xcconfig` a project's settings need that is not on disk — a base configuration, or a
/// file one includes at any depth — with every target and configuration it costs, the
/// settings it leaves unknown, and what would make it: one error line, however many targets
/// share it.
struct MissingSettingsFile {
  /// The missing file.
  let file: String
  /// The `#include` that names it; `nil` for a base configuration.
  let includedBy: SourcePosition?
  /// Why it cannot be read: `no such file or directory`.
  let problem: String
  /// Other `#include`s naming it, found in other configurations' files.
  private(set) var otherIncluders: [SourcePosition] = []
  /// The targets read without it, each with its configurations, in the order met.
  private(set) var costs: [(target: String, configurations: [String])] = []
  /// The settings it leaves unknown (`INFOPLIST_FILE`), each with the targets' configurations.
  private(set) var unknown: [(setting: String, target: String, configurations: [String])] = []

  init(file: String, includedBy: SourcePosition?, problem: String) {
    self.file = file
    self.includedBy = includedBy
    self.problem = problem
  }

  /// The reason a setting it could set cannot be known, as ``BuildSettings`` carries it.
  var reason: String {
    let name = (file as NSString).lastPathComponent
    guard let includedBy else { return "the base configuration \(name.singleLine) is missing" }
    let including = (includedBy.file as NSString).lastPathComponent
    return "\(including.singleLine) includes missing \(name.singleLine)"
  }

  /// Notes another `#include` naming the file.
  mutating func includedAlso(by position: SourcePosition?) {
    guard let position, position != includedBy, !otherIncluders.contains(position) else { return }
    otherIncluders.append(position)
  }

  /// Notes a target's configuration read without the file.
  mutating func cost(target: String, configuration: String) {
    Self.add(configuration, to: &costs, target: target)
  }

  /// Notes a setting the file leaves unknown in a target's configuration.
  mutating func leavesUnknown(_ setting: String, target: String, configuration: String) {
    if let index = unknown.firstIndex(where: { $0.setting == setting && $0.target == target }) {
      if !unknown[index].configurations.contains(configuration) {
        unknown[index].configurations.append(configuration)
      }
    } else {
      unknown.append((setting, target, [configuration]))
    }
  }

  private static func add(
    _ configuration: String, to list: inout [(target: String, configurations: [String])],
    target: String
  ) {
    if let index = list.firstIndex(where: { $0.target == target }) {
      if !list[index].configurations.contains(configuration) {
        list[index].configurations.append(configuration)
      }
    } else {
      list.append((target, [configuration]))
    }
  }

  /// The error line: the file, the include naming it, what it costs, what it leaves unknown,
  /// and the template or command that makes it.
  var input: UnreadableInput {
    var problem = self.problem
    if let includedBy {
      let includers = ([includedBy] + otherIncluders).map { position in
        position.file.singleLine + (position.line.map { ":\($0)" } ?? "")
      }
      problem += ", included by " + includers.joined(separator: " and ")
    }
    let named = costs.map { "\($0.target.singleLine) (\(Self.list($0.configurations)))" }
    let whose = includedBy == nil ? "this base configuration's" : "its"
    problem +=
      costs.count == 1
      ? "; target \(named[0]) is checked without \(whose) settings"
      : "; targets \(named.joined(separator: ", ")) are checked without \(whose) settings"
    for entry in unknown {
      problem +=
        "; \(entry.setting) cannot be known for target \(entry.target.singleLine) "
        + "(\(Self.list(entry.configurations)))"
    }
    if let generator = XCConfigFile.generator(for: file) { problem += "; " + generator }
    if let template = XCConfigFile.template(for: file) {
      problem += "; it is made from \((template as NSString).lastPathComponent.singleLine)"
    }
    return UnreadableInput(file: file, problem: problem)
  }

  private static func list(_ configurations: [String]) -> String {
    configurations.map(\.singleLine).joined(separator: ", ")
  }
}
