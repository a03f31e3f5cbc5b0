/// What a launch, its dialogs and its events need to know about a source: its name, the
/// Info.plist key its prompt shows, and the texts of its dialogs.
///
/// The package's own sources describe themselves through ``MediaSource``. An app adds a
/// source the package does not ship (speech recognition, contacts, a Bluetooth accessory) by
/// describing it, giving it a ``SourceSystem`` and declaring a mixin whose launch method calls
/// ``SourceAuthority/launch(on:success:completion:)``; see <doc:AddingASourceOfYourOwn>.
///
/// ```swift
/// struct SpeechRecognition: SourceDescription, SourceKind {
///   var name: String { "speechRecognition" }
///   var usageDescriptionKey: UsageDescriptionKey {
///     UsageDescriptionKey(rawValue: "NSSpeechRecognitionUsageDescription")
///   }
///   func title(for reason: AccessAlert.Reason) -> String { "Speech Recognition" }
///   func message(for reason: AccessAlert.Reason) -> String { "Turn it on in Settings." }
/// }
/// ```
public protocol SourceDescription: Sendable {
  /// A stable, readable name, unique among the app's sources: events, logs and
  /// ``MediaSource/description`` show it.
  var name: String { get }

  /// The Info.plist key whose text the system shows in its prompt. A launch whose text is
  /// missing or blank never reaches the system and ends
  /// ``LaunchOutcome/misconfigured(missingKey:)``.
  var usageDescriptionKey: UsageDescriptionKey { get }

  /// The title of the dialog shown for `reason`.
  ///
  /// - Parameter reason: Why the dialog appears.
  /// - Returns: A short, non-empty title.
  func title(for reason: AccessAlert.Reason) -> String

  /// The message of the dialog shown for `reason`.
  ///
  /// - Parameter reason: Why the dialog appears.
  /// - Returns: A non-empty message.
  func message(for reason: AccessAlert.Reason) -> String

  /// The statuses in which the system grants the source. `limited` belongs here only for a
  /// source whose system may grant part of it, as Photos does; anywhere else a launch treats it
  /// as a status it does not know. Defaults to `[.authorized]`.
  var grantingStatuses: [AuthorizationStatus] { get }

  /// The entitlement a sandboxed or hardened-runtime Mac app needs to ask for the source, such
  /// as `com.apple.security.device.camera`; `nil` when none is needed. Defaults to `nil`.
  var macEntitlement: String? { get }

  /// The anchor of the source's pane in Privacy & Security on a Mac, such as
  /// `Privacy_SpeechRecognition`; `nil` to open the app's own page. Defaults to `nil`.
  var macPrivacyPane: String? { get }
}

// MARK: - Default implementations

extension SourceDescription {
  /// Only `authorized` grants the source.
  public var grantingStatuses: [AuthorizationStatus] { [.authorized] }

  /// No entitlement.
  public var macEntitlement: String? { nil }

  /// The app's own page.
  public var macPrivacyPane: String? { nil }
}
