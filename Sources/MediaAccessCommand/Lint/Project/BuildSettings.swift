internal import Foundation

/// One target's build settings in one configuration, resolved as Xcode resolves them: the
/// target's settings over the target's `.xcconfig` over the project's settings over the
/// project's `.xcconfig`, `$(inherited)` standing for the value below, and a conditional
/// assignment such as `KEY[sdk=iphoneos*]` over a plain one at the same level when it applies.
struct BuildSettings {
  /// One `KEY = value` line of a level.
  struct Assignment {
    let key: String
    /// `[sdk=iphoneos*]` as `("sdk", "iphoneos*")`.
    let conditions: [(name: String, pattern: String)]
    let value: String
    /// Where it is written.
    let position: SourcePosition
  }

  /// A setting's value, expanded, where it was set, and the references in it that nothing
  /// defines.
  struct Resolved {
    let value: String
    let position: SourcePosition?
    let undefined: [String]
  }

  /// The assignments, lowest level first; within a level, plain ones before conditional ones.
  private let assignments: [Assignment]
  /// Values Xcode supplies itself, below every level.
  private let defaults: [String: String]
  /// What the conditions are tested against: `sdk`, `config`, `arch`.
  private var condition: [String: String]

  /// Deeper reference chains are cut off, so that `A = $(B)`, `B = $(A)` ends.
  private static let maximumDepth = 32

  /// - Parameters:
  ///   - levels: The levels' assignments, lowest first.
  ///   - defaults: The settings Xcode supplies (`TARGET_NAME`, `PRODUCT_NAME`, …).
  ///   - configuration: The build configuration's name, for `[config=…]`.
  init(levels: [[Assignment]], defaults: [String: String], configuration: String) {
    assignments = levels.flatMap { level in
      level.filter(\.conditions.isEmpty) + level.filter { !$0.conditions.isEmpty }
    }
    self.defaults = defaults
    condition = ["config": configuration, "arch": "arm64", "sdk": "iphoneos"]
    // The SDK decides which `[sdk=…]` assignments apply: the device SDK the app ships for.
    let sdk = value(of: "SDKROOT")?.value ?? "iphoneos"
    if sdk == "auto" {
      let platforms = value(of: "SUPPORTED_PLATFORMS")?.value.split(separator: " ") ?? []
      condition["sdk"] = platforms.first { !$0.hasSuffix("simulator") }.map(String.init)
    } else {
      condition["sdk"] = sdk
    }
  }

  /// The same settings with another SDK, such as `macosx` for a Mac Catalyst build.
  func forSDK(_ sdk: String) -> BuildSettings {
    var copy = self
    copy.condition["sdk"] = sdk
    return copy
  }

  /// Whether the target also builds for the Mac: `SDKROOT = auto` with `macosx` among its
  /// `SUPPORTED_PLATFORMS`, as a multiplatform target is written, where the SDK the settings
  /// are resolved for is another platform's.
  var alsoBuildsForMac: Bool {
    guard value(of: "SDKROOT")?.value == "auto" else { return false }
    let platforms = value(of: "SUPPORTED_PLATFORMS")?.value.split(separator: " ") ?? []
    return platforms.contains("macosx")
  }

  /// The SDK the settings are resolved for.
  var sdk: String {
    condition["sdk"] ?? "iphoneos"
  }

  /// The value of `key` with its references expanded, or `nil` when nothing sets it.
  func value(of key: String) -> Resolved? {
    var undefined: [String] = []
    return value(of: key, below: assignments.count, depth: 0, undefined: &undefined).map {
      Resolved(value: $0.value, position: $0.position, undefined: undefined)
    }
  }

  /// Whether `key` is set and `YES`.
  func isYes(_ key: String) -> Bool {
    value(of: key)?.value.uppercased() == "YES"
  }

  /// `text` with every reference replaced by its value, and the names of the references
  /// nothing defines (replaced by nothing, as Xcode does).
  func expand(_ text: String) -> (text: String, undefined: [String]) {
    var undefined: [String] = []
    let expanded = expand(text, inherited: nil, depth: 0, undefined: &undefined)
    return (expanded, undefined)
  }

  private func value(
    of key: String, below limit: Int, depth: Int, undefined: inout [String]
  ) -> (value: String, position: SourcePosition?)? {
    guard depth < Self.maximumDepth else { return nil }
    guard
      let index = assignments[..<limit].lastIndex(where: { $0.key == key && applies($0) })
    else {
      guard let fallback = defaults[key] else { return nil }
      return (expand(fallback, inherited: nil, depth: depth + 1, undefined: &undefined), nil)
    }
    let assignment = assignments[index]
    let inherited = value(of: key, below: index, depth: depth + 1, undefined: &undefined)?.value
    let expanded = expand(
      assignment.value, inherited: inherited ?? "", depth: depth + 1, undefined: &undefined)
    return (expanded, assignment.position)
  }

  private func expand(
    _ text: String, inherited: String?, depth: Int, undefined: inout [String]
  ) -> String {
    var result = text
    for reference in BuildSettingReference.all(in: text).reversed() {
      let replacement: String
      if reference.name == "inherited" {
        replacement = inherited ?? ""
      } else if let value = value(
        of: reference.name, below: assignments.count, depth: depth, undefined: &undefined)
      {
        replacement = value.value
      } else {
        if !undefined.contains(reference.name) { undefined.insert(reference.name, at: 0) }
        replacement = ""
      }
      result.replaceSubrange(reference.range, with: replacement)
    }
    return result
  }

  private func applies(_ assignment: Assignment) -> Bool {
    assignment.conditions.allSatisfy { condition in
      guard let actual = self.condition[condition.name] else { return condition.pattern == "*" }
      return Self.matches(actual, pattern: condition.pattern)
    }
  }

  /// Whether `text` matches a pattern whose `*` stands for any run of characters.
  static func matches(_ text: String, pattern: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return text == pattern }
    var rest = Substring(text)
    for (index, part) in parts.enumerated() {
      if index == 0 {
        guard rest.hasPrefix(part) else { return false }
        rest = rest.dropFirst(part.count)
      } else if index == parts.count - 1 {
        return part.isEmpty || rest.hasSuffix(part)
      } else if let range = rest.range(of: part) {
        rest = rest[range.upperBound...]
      } else {
        return false
      }
    }
    return true
  }
}

extension BuildSettings.Assignment {
  /// An assignment whose key is written as in a project or `.xcconfig`, conditions included:
  /// `INFOPLIST_KEY_NSCameraUsageDescription[sdk=iphoneos*]`. `nil` for a malformed key.
  init?(written key: String, value: String, position: SourcePosition) {
    let trimmed = key.trimming(" \t")
    guard let bracket = trimmed.utf8.firstIndex(of: UInt8(ascii: "[")) else {
      guard !trimmed.isEmpty,
        !trimmed.utf8.contains(where: { $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: " ") })
      else {
        return nil
      }
      self.init(key: trimmed, conditions: [], value: value, position: position)
      return
    }
    var conditions: [(name: String, pattern: String)] = []
    var rest = trimmed[bracket...]
    while rest.first == "[" {
      guard let close = rest.firstIndex(of: "]") else { return nil }
      let body = rest[rest.index(after: rest.startIndex)..<close]
      let parts = body.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      conditions.append(
        (
          String(parts[0]).trimming(" "),
          String(parts[1]).trimming(" ")
        ))
      rest = rest[rest.index(after: close)...]
    }
    guard rest.isEmpty, bracket > trimmed.startIndex else { return nil }
    self.init(
      key: String(trimmed[..<bracket]), conditions: conditions, value: value, position: position)
  }
}

extension String {
  /// The text without the given characters around it.
  ///
  /// Scalar by scalar, which costs far less than `Character` by `Character`: lint trims every
  /// line and setting of a project.
  func trimming(_ set: String) -> String {
    let scalars = unicodeScalars
    let trimmed = set.unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, trimmed.contains(scalars[start]) { start = scalars.index(after: start) }
    while start < end {
      let last = scalars.index(before: end)
      guard trimmed.contains(scalars[last]) else { break }
      end = last
    }
    if start == scalars.startIndex && end == scalars.endIndex { return self }
    return String(scalars[start..<end])
  }
}
