/// The platforms a target's code is compiled for, which decide its conditional compilation
/// blocks (Swift's `#if os(iOS)`, Objective-C's `#if TARGET_OS_WATCH`).
///
/// A condition is true, false or unknown on each platform; only a definitely false one leaves
/// a block out, so that the scan never misses a call it cannot rule out. A block counts when
/// any of the platforms compiles it.
struct CodeConditions {
  /// One platform the code is compiled for.
  struct Platform: Equatable {
    /// Swift's name of its system (`iOS`, `watchOS`, …); `nil` when it cannot be known.
    let os: String?
    /// Whether it is Mac Catalyst: `os(iOS)` on the Mac.
    var isCatalyst = false
  }

  let platforms: [Platform]

  /// Nothing known: every condition but a literal `false` is unknown.
  static let unknown = CodeConditions(platforms: [Platform(os: nil)])

  init(platforms: [Platform]) {
    self.platforms = platforms.isEmpty ? Self.unknown.platforms : platforms
  }

  /// The platforms of a target built with each of `settings`: its SDK, the other platforms
  /// its `SUPPORTED_PLATFORMS` lists, and Mac Catalyst when `SUPPORTS_MACCATALYST` is set.
  /// An SDK lint does not know makes every platform unknown.
  init(building settings: [BuildSettings]) {
    let systems = [
      ("iphone", "iOS"), ("macosx", "macOS"), ("watch", "watchOS"), ("appletv", "tvOS"),
      ("xr", "visionOS"),
    ]
    var platforms: [Platform] = []
    for settings in settings {
      let supported = settings.value(of: "SUPPORTED_PLATFORMS")?.value.split(separator: " ")
      for sdk in [Substring(settings.sdk)] + (supported ?? []) where sdk != "auto" {
        guard let os = systems.first(where: { sdk.hasPrefix($0.0) })?.1 else {
          self = .unknown
          return
        }
        var found = [Platform(os: os)]
        if os == "iOS" && settings.isYes("SUPPORTS_MACCATALYST") {
          found.append(Platform(os: os, isCatalyst: true))
        }
        for platform in found where !platforms.contains(platform) { platforms.append(platform) }
      }
    }
    self.init(platforms: platforms)
  }

  /// The value of a `#if` or `#elseif` condition on each platform: `nil` when unknown.
  func truth(of condition: ArraySlice<UInt8>, language: CodeTokenizer.Language) -> [Bool?] {
    let tokens = Self.tokens(condition)
    return platforms.map { platform in
      var parser = Parser(tokens: tokens[...], platform: platform, language: language)
      let value = parser.disjunction()
      return parser.tokens.isEmpty ? value : nil
    }
  }

  private static func tokens(_ bytes: ArraySlice<UInt8>) -> [String] {
    var tokens: [String] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      // A line continuation is white space.
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\\") || byte < 0x20 {
        index += 1
        continue
      }
      var end = index + 1
      if Self.isNameByte(byte) {
        while end < bytes.endIndex && Self.isNameByte(bytes[end]) { end += 1 }
      } else if end < bytes.endIndex,
        ["&&", "||", ">=", "<=", "==", "!="].contains(
          String(decoding: bytes[index...end], as: UTF8.self))
      {
        end += 1
      }
      tokens.append(String(decoding: bytes[index..<end], as: UTF8.self))
      index = end
    }
    return tokens
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
      true
    default: byte >= 0x80
    }
  }
}

/// Reads one condition for one platform, in three-valued logic: `nil` is unknown.
private struct Parser {
  var tokens: ArraySlice<String>
  let platform: CodeConditions.Platform
  let language: CodeTokenizer.Language

  mutating func disjunction() -> Bool? {
    var value = conjunction()
    while tokens.first == "||" {
      tokens.removeFirst()
      let right = conjunction()
      value = value == true || right == true ? true : value == false && right == false ? false : nil
    }
    return value
  }

  mutating func conjunction() -> Bool? {
    var value = comparison()
    while tokens.first == "&&" {
      tokens.removeFirst()
      let right = comparison()
      value = value == false || right == false ? false : value == true && right == true ? true : nil
    }
    return value
  }

  /// A comparison (`__IPHONE_OS_VERSION_MIN_REQUIRED >= 130000`) is not decided.
  mutating func comparison() -> Bool? {
    let value = unary()
    guard let operation = tokens.first, [">=", "<=", "==", "!=", "<", ">"].contains(operation)
    else { return value }
    tokens.removeFirst()
    _ = unary()
    return nil
  }

  mutating func unary() -> Bool? {
    guard let token = tokens.popFirst() else { return nil }
    switch token {
    case "!":
      return unary().map(!)
    case "(":
      let value = disjunction()
      if tokens.first == ")" { tokens.removeFirst() }
      return value
    default:
      guard tokens.first == "(" else { return value(of: token) }
      tokens.removeFirst()
      var depth = 1
      var arguments: [String] = []
      while let next = tokens.popFirst() {
        if next == "(" { depth += 1 }
        if next == ")" { depth -= 1 }
        if depth == 0 { break }
        arguments.append(next)
      }
      return value(of: token, arguments)
    }
  }

  /// A name's value: Objective-C's `TARGET_OS_` macros and numbers, Swift's `true` and
  /// `false`; a project's own flag (`DEBUG`) is unknown.
  func value(of name: String) -> Bool? {
    if language == .swift { return ["true": true, "false": false][name] ?? nil }
    if let number = Int(name) { return number != 0 }
    guard let os = platform.os else { return nil }
    switch name {
    case "TARGET_OS_MAC": return true
    case "TARGET_OS_OSX": return os == "macOS"
    case "TARGET_OS_IPHONE": return os != "macOS"
    // visionOS SDKs have differed on it.
    case "TARGET_OS_IOS": return os == "visionOS" ? nil : os == "iOS"
    case "TARGET_OS_WATCH": return os == "watchOS"
    case "TARGET_OS_TV": return os == "tvOS"
    case "TARGET_OS_VISION", "TARGET_OS_XR": return os == "visionOS"
    case "TARGET_OS_MACCATALYST", "TARGET_OS_UIKITFORMAC": return platform.isCatalyst
    default: return nil
    }
  }

  /// A Swift condition's value: `os(…)` and `targetEnvironment(macCatalyst)`; `canImport`,
  /// `swift`, `compiler`, `arch`, the simulator and Objective-C's `defined` are unknown.
  func value(of function: String, _ arguments: [String]) -> Bool? {
    guard language == .swift, let os = platform.os, arguments.count == 1 else { return nil }
    switch function {
    case "os":
      let aliases = ["OSX": "macOS", "xrOS": "visionOS"]
      return (aliases[arguments[0]] ?? arguments[0]) == os
    case "targetEnvironment" where arguments[0] == "macCatalyst":
      return platform.isCatalyst
    default:
      return nil
    }
  }
}
