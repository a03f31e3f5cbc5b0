/// Which optional dialogs a screen shows around the system prompt.
///
/// Both are off by default. Turn them on by returning a policy from
/// ``AlertPresenting/accessAlertPolicy``:
///
/// ```swift
/// extension ScannerViewController {
///   var accessAlertPolicy: AccessAlertPolicy {
///     AccessAlertPolicy(asksBeforeSystemPrompt: true)
///   }
/// }
/// ```
public struct AccessAlertPolicy: Hashable, Sendable {
  /// Whether to show a soft ask (a dialog offering only "Continue") before the system prompt.
  public var asksBeforeSystemPrompt: Bool
  /// Whether to show the "denied" dialog right after the user refused in the system prompt.
  /// Off by default: the user has just said no and need not be told so.
  public var explainsFreshRefusal: Bool

  /// Creates a policy.
  ///
  /// - Parameters:
  ///   - asksBeforeSystemPrompt: Show a soft ask before the system prompt.
  ///   - explainsFreshRefusal: Show the "denied" dialog right after a refusal in the prompt.
  public init(asksBeforeSystemPrompt: Bool = false, explainsFreshRefusal: Bool = false) {
    self.asksBeforeSystemPrompt = asksBeforeSystemPrompt
    self.explainsFreshRefusal = explainsFreshRefusal
  }

  /// No soft ask, and no "denied" dialog right after a fresh refusal.
  public static let standard = AccessAlertPolicy()
}
