// Stub of the `os` declarations MediaAccess's misconfiguration log calls, for type-checking its
// `#if canImport(os)` branch on Linux (`.ci/typecheck-apple-adapters`). Nothing here runs.
//
// Sources (../README.md, "os"): docs os/Logger, `struct Logger` (iOS 14,
// macOS 11, Mac Catalyst 14, visionOS 1; `Sendable`), `init(subsystem: String, category:
// String)`, `func fault(_ message: OSLogMessage)`; os/OSLogMessage, `struct OSLogMessage`
// (`ExpressibleByStringInterpolation`); os/OSLogInterpolation/appendInterpolation(_:align:
// privacy:) for strings, `@autoclosure @escaping () -> String`; os/OSLogPrivacy. As in the SDK,
// a message is only ever a string literal: a `String` value does not convert to `OSLogMessage`.

/// Writes to the unified log (docs: os/Logger).
public struct Logger: Sendable {
  /// Creates a logger for a subsystem and category (docs: Logger/init(subsystem:category:)).
  ///
  /// - Parameters:
  ///   - subsystem: The subsystem, usually a reverse-DNS name.
  ///   - category: The category within the subsystem.
  public init(subsystem: String, category: String) {}

  /// Logs a fault: a bug in the program (docs: Logger/fault(_:)).
  ///
  /// - Parameter message: The message, an interpolated string literal.
  public func fault(_ message: OSLogMessage) {}

  /// Logs an error (docs: Logger/error(_:)).
  ///
  /// - Parameter message: The message, an interpolated string literal.
  public func error(_ message: OSLogMessage) {}
}

/// A log message, built only from a string literal (docs: os/OSLogMessage).
public struct OSLogMessage: ExpressibleByStringInterpolation {
  /// Creates a message from a literal without interpolations.
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) {}

  /// Creates a message from an interpolated literal.
  ///
  /// - Parameter stringInterpolation: The interpolation.
  public init(stringInterpolation: OSLogInterpolation) {}
}

/// The interpolations a log message allows (docs: os/OSLogInterpolation).
public struct OSLogInterpolation: StringInterpolationProtocol {
  /// Reserves room for the message.
  ///
  /// - Parameters:
  ///   - literalCapacity: The literal text's length.
  ///   - interpolationCount: How many values are interpolated.
  public init(literalCapacity: Int, interpolationCount: Int) {}

  /// Appends literal text.
  ///
  /// - Parameter literal: The text.
  public mutating func appendLiteral(_ literal: String) {}

  /// Appends a string with a privacy level (docs: appendInterpolation(_:align:privacy:)).
  ///
  /// - Parameters:
  ///   - argumentString: The string, evaluated when the message is logged.
  ///   - privacy: Whether the value is shown or redacted in the log.
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String,
    privacy: OSLogPrivacy = .auto
  ) {}
}

/// Whether an interpolated value is redacted (docs: os/OSLogPrivacy).
public struct OSLogPrivacy: Sendable {
  /// The system decides; dynamic strings are redacted (docs: OSLogPrivacy/auto).
  public static let auto = OSLogPrivacy()
  /// Shown in the log (docs: OSLogPrivacy/public).
  public static let `public` = OSLogPrivacy()
  /// Redacted in the log (docs: OSLogPrivacy/private).
  public static let `private` = OSLogPrivacy()
}
