internal import Foundation

/// The operators a build-setting reference applies to the setting's value, left to right, as
/// Xcode's build-settings reference lists them: `$(PRODUCT_NAME:rfc1034identifier)`,
/// `$(INFOPLIST_FILE:dir)`, `$(FLAG:default=NO)`, `$(PATH:dir:standardizepath)`.
enum BuildSettingOperator {
  /// `value` after the operator `name` (with its `=` operand, if written); an operator Xcode
  /// does not define leaves the value as it is.
  static func apply(_ name: String, operand: String?, to value: String) -> String {
    guard let operand else { return retrieve(name, from: value) }
    // Only `default=` applies to an empty value; the path replacements need a path.
    if name == "default" { return value.isEmpty ? operand : value }
    guard !value.isEmpty else { return value }
    let path = value as NSString
    let directory = path.deletingLastPathComponent
    switch name {
    case "dir":
      return (operand as NSString).appendingPathComponent(path.lastPathComponent)
    case "file":
      return (directory as NSString).appendingPathComponent(operand)
    case "base":
      let renamed = (directory as NSString).appendingPathComponent(operand)
      return path.pathExtension.isEmpty ? renamed : renamed + "." + path.pathExtension
    case "suffix":
      let suffix = operand.contains(".") ? (operand as NSString).pathExtension : operand
      return path.deletingPathExtension + "." + suffix
    case "relativeto":
      return relativePath(of: value, to: operand) ?? value
    case "isancestor":
      guard let relative = relativePath(of: value, to: operand) else { return "NO" }
      return relative.hasPrefix("..") ? "NO" : "YES"
    default:
      return value
    }
  }

  private static func retrieve(_ name: String, from value: String) -> String {
    let path = value as NSString
    switch name {
    case "quote":
      return value.reduce(into: "") { quoted, character in
        if character == " " || character == "\t" || character == "\\" || character == "\""
          || character == "'"
        {
          quoted.append("\\")
        }
        quoted.append(character)
      }
    case "upper": return value.uppercased()
    case "lower": return value.lowercased()
    case "identifier": return identifier(value, allowing: { $0.isASCII })
    case "c99extidentifier": return identifier(value, allowing: { _ in true })
    case "rfc1034identifier":
      return String(
        value.map {
          $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-"
        })
    case "dir":
      let directory = path.deletingLastPathComponent
      if directory.isEmpty { return "./" }
      return directory.hasSuffix("/") ? directory : directory + "/"
    case "file": return path.lastPathComponent
    case "base": return (path.lastPathComponent as NSString).deletingPathExtension
    case "suffix": return path.pathExtension.isEmpty ? "" : "." + path.pathExtension
    case "standardizepath": return value.isEmpty ? value : value.withoutDotSegments
    case "not": return value == "YES" ? "NO" : "YES"
    default: return value
    }
  }

  /// `value` as a C identifier: each character that cannot be in one becomes `_`, and a
  /// leading digit gets a `_` before it.
  private static func identifier(_ value: String, allowing: (Character) -> Bool) -> String {
    var result = String(
      value.map { ($0.isLetter || $0.isNumber || $0 == "_") && allowing($0) ? $0 : "_" })
    if result.first?.isNumber == true { result.insert("_", at: result.startIndex) }
    return result
  }

  /// The path from the absolute `base` to the absolute `path`, or `nil` when either is relative.
  private static func relativePath(of path: String, to base: String) -> String? {
    guard path.hasPrefix("/"), base.hasPrefix("/") else { return nil }
    let target = path.withoutDotSegments.split(separator: "/")
    let from = base.withoutDotSegments.split(separator: "/")
    var common = 0
    while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
    let climbs = Array(repeating: "..", count: from.count - common)
    let rest = target[common...].map(String.init)
    let joined = (climbs + rest).joined(separator: "/")
    return joined.isEmpty ? "." : joined
  }
}
