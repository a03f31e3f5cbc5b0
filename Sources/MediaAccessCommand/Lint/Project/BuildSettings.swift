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
    /// Its level, lowest 0: set by ``BuildSettings/init(levels:defaults:configuration:gaps:)``.
    var level = 0
  }

  /// A setting's value, expanded, where it was set, the references in it that nothing
  /// defines, the ones only a build defines, and why it cannot be known.
  struct Resolved {
    let value: String
    let position: SourcePosition?
    let undefined: [String]
    /// The settings the build system defines while it builds (`DERIVED_FILE_DIR`, …) that the
    /// value uses: a path made of one names nothing on disk before a build.
    var builtBy: [String] = []
    /// Why the value cannot be known: the missing files a higher or equal level includes,
    /// which may set it or a setting it uses.
    var unknownBecause: [String] = []
  }

  /// A file a level includes that is not on disk: any setting below or beside it may be
  /// overridden by it.
  struct Gap {
    let level: Int
    /// What is missing, in a few words: `Config.xcconfig includes missing Developer.xcconfig`.
    let reason: String
    /// Whether it may set the Info.plist's settings (`INFOPLIST_…`): a file a tool writes
    /// (CocoaPods', Flutter's) sets search paths and versions, never those.
    var setsInfoPlist = true

    /// Whether it may set `key`.
    func maySet(_ key: String) -> Bool {
      setsInfoPlist || !key.hasPrefix("INFOPLIST_")
    }
  }

  /// What expanding a text met besides plain values.
  private struct Expansion {
    var undefined: [String] = []
    var builtBy: [String] = []
    var unknownBecause: [String] = []

    mutating func note(_ name: String, in list: WritableKeyPath<Expansion, [String]>) {
      if !self[keyPath: list].contains(name) { self[keyPath: list].append(name) }
    }
  }

  /// The assignments, lowest level first; within a level, plain ones before conditional ones.
  private let assignments: [Assignment]
  /// Values Xcode supplies itself, below every level.
  private let defaults: [String: String]
  /// The missing files, by level.
  private let gaps: [Gap]
  /// What the conditions are tested against: `sdk`, `config`, `arch`.
  private var condition: [String: String]

  /// Deeper reference chains are cut off, so that `A = $(B)`, `B = $(A)` ends.
  private static let maximumDepth = 32

  /// - Parameters:
  ///   - levels: The levels' assignments, lowest first.
  ///   - defaults: The settings Xcode supplies (`TARGET_NAME`, `PRODUCT_NAME`, …).
  ///   - configuration: The build configuration's name, for `[config=…]`.
  ///   - gaps: The files the levels include that are not there.
  init(
    levels: [[Assignment]], defaults: [String: String], configuration: String, gaps: [Gap] = []
  ) {
    var assignments: [Assignment] = []
    assignments.reserveCapacity(levels.reduce(0) { $0 + $1.count })
    for (index, level) in levels.enumerated() {
      // By place, so that an assignment left for the second pass is not copied in the first.
      for isConditional in [false, true] {
        for place in level.indices where level[place].conditions.isEmpty != isConditional {
          assignments.append(level[place])
          assignments[assignments.count - 1].level = index
        }
      }
    }
    self.assignments = assignments
    self.defaults = defaults
    self.gaps = gaps
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
    var expansion = Expansion()
    return value(of: key, below: assignments.count, depth: 0, expansion: &expansion).map {
      Resolved(
        value: $0.value, position: $0.position, undefined: expansion.undefined,
        builtBy: expansion.builtBy, unknownBecause: expansion.unknownBecause)
    }
  }

  /// Why `key` cannot be known when nothing the files on disk say sets it: the missing files.
  func unknownBecause(unset key: String) -> [String] {
    value(of: key) == nil ? gaps.filter { $0.maySet(key) }.map(\.reason) : []
  }

  /// Whether `key` is set and `YES`.
  func isYes(_ key: String) -> Bool {
    value(of: key)?.value.uppercased() == "YES"
  }

  /// `text` with every reference replaced by its value, and the names of the references
  /// nothing defines (replaced by nothing, as Xcode does).
  func expand(_ text: String) -> (text: String, undefined: [String]) {
    var expansion = Expansion()
    let expanded = expand(Substring(text), inherited: nil, depth: 0, expansion: &expansion)
    return (expanded, expansion.undefined)
  }

  private func value(
    of key: String, below limit: Int, depth: Int, expansion: inout Expansion
  ) -> (value: String, position: SourcePosition?)? {
    guard depth < Self.maximumDepth else { return nil }
    guard
      let index = assignments[..<limit].lastIndex(where: { $0.key == key && applies($0) })
    else {
      // A missing file at any level may set what nothing on disk sets.
      for gap in gaps where gap.maySet(key) { expansion.note(gap.reason, in: \.unknownBecause) }
      guard let fallback = defaults[key] else { return nil }
      return (
        expand(Substring(fallback), inherited: nil, depth: depth + 1, expansion: &expansion), nil
      )
    }
    let assignment = assignments[index]
    // A missing file at this level or above may override this assignment.
    for gap in gaps where gap.level >= assignment.level && gap.maySet(key) {
      expansion.note(gap.reason, in: \.unknownBecause)
    }
    let inherited = value(of: key, below: index, depth: depth + 1, expansion: &expansion)?.value
    let expanded = expand(
      Substring(assignment.value), inherited: inherited ?? "", depth: depth + 1,
      expansion: &expansion)
    return (expanded, assignment.position)
  }

  /// `text` with its references replaced, innermost first, as Xcode evaluates them: a
  /// reference's name and operands may hold references (`$(A_$(B:default=NO))`), and each
  /// `:operator` applies to the value in turn.
  private func expand(
    _ text: Substring, inherited: String?, depth: Int, expansion: inout Expansion
  ) -> String {
    guard depth < Self.maximumDepth else { return String(text) }
    // The bytes are searched for `$`, every other byte being copied as it is: most values
    // hold no reference at all.
    guard text.utf8.contains(UInt8(ascii: "$")) else { return String(text) }
    var result = ""
    var index = text.startIndex
    while let dollar = text.utf8[index...].firstIndex(of: UInt8(ascii: "$")) {
      result += text[index..<dollar]
      let nameText: Substring
      var operands: ArraySlice<Substring> = []
      switch BuildSettingReference.form(in: text, at: dollar) {
      case .literal(let end):
        result.append("$")
        index = end
        continue
      case .bare(let name, let end):
        nameText = text[name]
        index = end
      case .delimited(let inner, let end):
        let parts = BuildSettingReference.operands(of: text[inner])
        nameText = parts[0]
        operands = parts.dropFirst()
        index = end
      }
      let name = expand(nameText, inherited: inherited, depth: depth + 1, expansion: &expansion)
      guard BuildSettingReference.isName(name) else {
        result += text[dollar..<index]
        continue
      }
      let operators = operands.map { part -> (name: String, operand: String?) in
        guard let equals = part.utf8.firstIndex(of: UInt8(ascii: "=")) else {
          return (String(part), nil)
        }
        let operand = expand(
          part[part.utf8.index(after: equals)...], inherited: inherited, depth: depth + 1,
          expansion: &expansion)
        return (String(part[..<equals]), operand)
      }
      var value: String
      if name == "inherited" {
        value = inherited ?? ""
      } else if let found = self.value(
        of: name, below: assignments.count, depth: depth + 1, expansion: &expansion)
      {
        value = found.value
      } else if Self.buildSystemSettings.contains(name) {
        expansion.note(name, in: \.builtBy)
        value = ""
      } else {
        // `:default=` is what an unset setting is meant to become: not a finding.
        if !operators.contains(where: { $0.name == "default" }) {
          if !expansion.undefined.contains(name) { expansion.undefined.insert(name, at: 0) }
        }
        value = ""
      }
      for (operatorName, operand) in operators {
        value = BuildSettingOperator.apply(operatorName, operand: operand, to: value)
      }
      result += value
    }
    result += text[index...]
    return result
  }

  /// The settings the build system defines while it builds, for the paths of the build's own
  /// products and intermediates: nothing on disk before a build.
  static let buildSystemSettings: Set<String> = [
    "BUILD_DIR", "BUILD_ROOT", "BUILT_PRODUCTS_DIR", "CONFIGURATION_BUILD_DIR",
    "CONFIGURATION_TEMP_DIR", "DERIVED_DATA_DIR", "DERIVED_FILE_DIR", "DERIVED_FILES_DIR",
    "DERIVED_SOURCES_DIR", "DSTROOT", "INSTALL_DIR", "INSTALL_ROOT", "OBJECT_FILE_DIR",
    "OBJROOT", "PROJECT_DERIVED_FILE_DIR", "PROJECT_TEMP_DIR", "PROJECT_TEMP_ROOT",
    "SHARED_DERIVED_FILE_DIR", "SYMROOT", "TARGET_BUILD_DIR", "TARGET_TEMP_DIR", "TEMP_DIR",
    "TEMP_FILES_DIR", "TEMP_FILE_DIR", "TEMP_ROOT",
  ]

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
    // Nearly every key is a plain name: one pass over its bytes says so.
    var written = key
    if !key.isEmpty, written.withUTF8({ $0.allSatisfy(Self.isPlainKeyByte) }) {
      self.init(key: key, conditions: [], value: value, position: position)
      return
    }
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

  /// A configuration's settings as written in a project file, with their lines, in the
  /// order of their keys.
  static func all(in settings: OldStylePropertyList.Dictionary, of file: String)
    -> [BuildSettings.Assignment]
  {
    settings.elements.sorted { $0.key < $1.key }.compactMap { key, value, line in
      // A list's items are one value, spaced; a string is taken as it is, not copied.
      let text: String
      if case .string(let string) = value {
        text = string
      } else {
        text = value.strings.joined(separator: " ")
      }
      return BuildSettings.Assignment(
        written: key, value: text, position: SourcePosition(file: file, line: line))
    }
  }

  /// A byte of a key that needs no trimming and holds no condition.
  private static func isPlainKeyByte(_ byte: UInt8) -> Bool {
    byte > UInt8(ascii: " ") && byte != UInt8(ascii: "[") && byte != UInt8(ascii: "]")
      && byte != 0x7F
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
