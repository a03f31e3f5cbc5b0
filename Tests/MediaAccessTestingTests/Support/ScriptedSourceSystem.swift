import MediaAccess
import Foundation

/// A stand-in for the system of a source of the app's own, scripted by a test: its status, the
/// answer the "user" gives in the system prompt, whether the hardware exists and the app's usage
/// text. After an answer the status becomes that answer, as the real system remembers it.
///
/// ```swift
/// let system = ScriptedSourceSystem(status: .notDetermined, answer: .denied)
/// let authority = SourceAuthority(SpeechRecognition(), system: system)
/// ```
final class ScriptedSourceSystem: SourceSystem, @unchecked Sendable {
  // `@unchecked Sendable`: every stored property is read and written only under `lock`.
  private let lock = NSLock()
  private var currentStatus: AuthorizationStatus
  private var answer: AuthorizationStatus
  private var available: Bool
  private var text: String?
  private var requests = 0

  /// Creates a script.
  ///
  /// - Parameters:
  ///   - status: The status now.
  ///   - answer: What the user answers in the system prompt.
  ///   - isAvailable: Whether the device has the source.
  ///   - usageDescription: The app's Info.plist text for the source's key; `nil` is missing.
  init(
    status: AuthorizationStatus = .notDetermined,
    answer: AuthorizationStatus = .authorized,
    isAvailable: Bool = true,
    usageDescription: String? = "Scripted usage description."
  ) {
    self.currentStatus = status
    self.answer = answer
    self.available = isAvailable
    self.text = usageDescription
  }

  /// How many times the system was asked.
  var requestCount: Int { lock.withLock { requests } }

  /// Sets the status, as a change in Settings would.
  ///
  /// - Parameter status: The new status.
  func setStatus(_ status: AuthorizationStatus) {
    lock.withLock { currentStatus = status }
  }

  /// The scripted status.
  ///
  /// - Returns: The status now.
  func status() -> AuthorizationStatus {
    lock.withLock { currentStatus }
  }

  /// Answers with the scripted answer, which the status then keeps.
  ///
  /// - Returns: The answer.
  func requestAccess() async -> AuthorizationStatus {
    lock.withLock {
      requests += 1
      currentStatus = answer
      return answer
    }
  }

  /// Whether the scripted device has the source.
  ///
  /// - Returns: The scripted availability.
  func isAvailable() -> Bool {
    lock.withLock { available }
  }

  /// The scripted usage text, for any key.
  ///
  /// - Parameter key: The usage-description key.
  /// - Returns: The text, or `nil` when missing.
  func usageDescription(for key: UsageDescriptionKey) -> String? {
    lock.withLock { text }
  }
}
