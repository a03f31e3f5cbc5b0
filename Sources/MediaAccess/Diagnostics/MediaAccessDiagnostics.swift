#if canImport(os)
  internal import os
#else
  internal import Foundation
#endif

/// Where MediaAccess's diagnostics go: by default the unified log on Apple platforms
/// (subsystem `MediaAccess`) and standard error elsewhere; replace ``handler`` to capture or
/// silence them.
///
/// ```swift
/// // Send them to the app's own logger.
/// MediaAccessDiagnostics.handler = { diagnostic in
///   print("[media] \(diagnostic.message)")
/// }
/// // Silence them, such as in a test target that scripts missing usage descriptions.
/// MediaAccessDiagnostics.handler = { _ in }
/// // Restore the default.
/// MediaAccessDiagnostics.handler = MediaAccessDiagnostics.systemLog
/// ```
///
/// For a block of code, such as one test running alongside others,
/// ``withHandler(_:operation:)`` replaces the handler for that task and the tasks it starts
/// only.
public enum MediaAccessDiagnostics {
  /// Receives each diagnostic, on the thread that reports it (the main actor for launches).
  public typealias Handler = @Sendable (MediaAccessDiagnostic) -> Void

  /// The default handler: the unified log on Apple platforms (a fault for a misconfiguration,
  /// an error otherwise), standard error elsewhere.
  public static let systemLog: Handler = { diagnostic in
    #if canImport(os)
      let category = diagnostic.kind == .misconfiguration ? "configuration" : "presentation"
      let logger = Logger(subsystem: "MediaAccess", category: category)
      if diagnostic.kind == .misconfiguration {
        logger.fault("\(diagnostic.message, privacy: .public)")
      } else {
        logger.error("\(diagnostic.message, privacy: .public)")
      }
    #else
      FileHandle.standardError.write(Data((diagnostic.message + "\n").utf8))
    #endif
  }

  /// Receives every diagnostic reported outside ``withHandler(_:operation:)``, process-wide;
  /// ``systemLog`` until replaced. Safe to set from any thread.
  public static var handler: Handler {
    get { store.current }
    set { store.current = newValue }
  }

  /// Runs `operation` with `handler` receiving the diagnostics it reports, and those of the
  /// tasks it starts, in place of ``handler``; other tasks are unaffected.
  ///
  /// ```swift
  /// let outcome = await MediaAccessDiagnostics.withHandler(
  ///   { _ in }, operation: { await screen.authorizeCamera() })
  /// ```
  ///
  /// - Parameters:
  ///   - handler: Receives the diagnostics reported while `operation` runs.
  ///   - operation: The code whose diagnostics `handler` receives.
  /// - Returns: What `operation` returns.
  public static func withHandler<Result>(
    _ handler: @escaping Handler,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await scopedHandler.withValue(handler, operation: operation)
  }

  /// Hands a diagnostic to the handler in place for the current task.
  static func report(_ diagnostic: MediaAccessDiagnostic) {
    (scopedHandler.get() ?? handler)(diagnostic)
  }

  /// The process-wide handler.
  private static let store = DiagnosticHandlerStore(systemLog)

  /// The handler ``withHandler(_:operation:)`` put in place for this task, if any. Declared as
  /// a `TaskLocal` value rather than with `@TaskLocal`, which is a macro from Swift 6.0 and a
  /// property wrapper before: this form compiles against either SDK.
  private static let scopedHandler = TaskLocal<Handler?>(wrappedValue: nil)
}
