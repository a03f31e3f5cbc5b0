import Foundation

/// Formats the benchmark's figures as Markdown tables, columns padded to line up in a terminal.
enum Report {
  /// A table with a header row; columns after the first are right-aligned.
  static func table(_ header: [String], _ rows: [[String]]) -> String {
    let widths = header.indices.map { column in
      ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = header.indices.map { column in
        let cell = cells.indices.contains(column) ? cells[column] : ""
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + padding : padding + cell
      }
      return "| " + padded.joined(separator: " | ") + " |"
    }
    let rule = header.indices.map { column in
      column == 0
        ? String(repeating: "-", count: widths[column] + 2)
        : String(repeating: "-", count: widths[column] + 1) + ":"
    }
    return ([line(header), "|" + rule.joined(separator: "|") + "|"] + rows.map(line))
      .joined(separator: "\n")
  }

  static func nanoseconds(_ value: Double) -> String {
    value < 100 ? String(format: "%.2f", value) : String(format: "%.0f", value)
  }

  static func milliseconds(_ nanoseconds: Double) -> String {
    String(format: "%.1f ms", nanoseconds / 1e6)
  }

  static func allocations(_ value: Double?) -> String {
    guard let value else { return "n/a" }
    return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
  }

  static func bytes(_ value: Int?, per count: Int) -> String {
    guard let value else { return "n/a" }
    let perItem = Double(value) / Double(count)
    return String(format: "%.1f MB (%.0f B/launch)", Double(value) / 1_048_576, perItem)
  }

  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index).isMultiple(of: 3) { result += "," }
      result.append(digit)
    }
    return result
  }

  /// The CPU model from `/proc/cpuinfo`, or `nil` off Linux.
  static func cpuModel() -> String? {
    guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
      let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
      let colon = line.firstIndex(of: ":")
    else { return nil }
    return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
  }

  /// The compiler the benchmark was built with, to the minor version this code knows of.
  static var compiler: String {
    #if compiler(>=6.4)
      "Swift 6.4 or later"
    #elseif compiler(>=6.3)
      "Swift 6.3"
    #elseif compiler(>=6.2)
      "Swift 6.2"
    #elseif compiler(>=6.1)
      "Swift 6.1"
    #else
      "Swift 6.0"
    #endif
  }
}
