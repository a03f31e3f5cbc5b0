/// A subcommand's arguments taken apart into option values, flags and operands.
///
/// Options are written `--name value` or `--name=value`; flags take no value; anything else is
/// an operand, as is everything after `--`. An option the subcommand does not declare, an
/// option given twice and an option without its value are ``UsageError``s, so a typo never
/// passes silently.
struct ParsedArguments: Equatable {
  /// The value of each option given, keyed by its name with the dashes (`--locale`).
  private(set) var values: [String: String] = [:]
  /// The flags given, by name with the dashes (`--help`).
  private(set) var flags: Set<String> = []
  /// The operands, in order.
  private(set) var operands: [String] = []

  /// Parses `arguments` against the options and flags a subcommand declares.
  ///
  /// - Throws: ``UsageError`` for an undeclared option, a repeated option, or an option
  ///   missing its value.
  init(_ arguments: [String], valueOptions: Set<String>, flags flagNames: Set<String>)
    throws(UsageError)
  {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        operands.append(contentsOf: remaining)
        break
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        operands.append(argument)
        continue
      }
      let (name, inlineValue) = Self.split(argument)
      if flagNames.contains(name) {
        guard inlineValue == nil else { throw UsageError(message: "\(name) takes no value") }
        flags.insert(name)
      } else if valueOptions.contains(name) {
        guard values[name] == nil else { throw UsageError(message: "\(name) is given twice") }
        guard let value = inlineValue ?? remaining.popFirst() else {
          throw UsageError(message: "\(name) needs a value")
        }
        values[name] = value
      } else {
        throw UsageError(message: "unknown option '\(name)'")
      }
    }
  }

  /// Whether `flag` was given.
  func has(_ flag: String) -> Bool {
    flags.contains(flag)
  }

  /// Splits `--name=value` into its name and value; `-h` is the short form of `--help`.
  private static func split(_ argument: String) -> (name: String, value: String?) {
    if argument == "-h" { return ("--help", nil) }
    guard let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
