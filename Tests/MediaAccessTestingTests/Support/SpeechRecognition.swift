import MediaAccess

#if canImport(Speech)
  import Speech
#endif

/// Speech recognition, a source the package does not ship: its description.
struct SpeechRecognition: SourceDescription, SourceKind {
  var name: String { "speechRecognition" }

  var usageDescriptionKey: UsageDescriptionKey {
    UsageDescriptionKey(rawValue: "NSSpeechRecognitionUsageDescription")
  }

  var macPrivacyPane: String? { "Privacy_SpeechRecognition" }

  func title(for reason: AccessAlert.Reason) -> String {
    switch reason {
    case .softAsk: "Dictate Your Notes"
    case .denied: "Speech Recognition Is Off"
    case .restricted: "Speech Recognition Restricted"
    case .unavailable, .busy: "Speech Recognition Unavailable"
    }
  }

  func message(for reason: AccessAlert.Reason) -> String {
    switch reason {
    case .softAsk: "Notes turns what you say into text. Allow speech recognition next."
    case .denied: "Turn on Speech Recognition for Notes in Settings to dictate."
    case .restricted: "Speech recognition is restricted on this device."
    case .unavailable, .busy: "This device cannot recognize speech right now."
    }
  }
}

/// The authority every screen shares: one prompt, however many screens ask.
typealias SpeechRecognitionAuthority = SourceAuthority<SpeechRecognition>

#if canImport(Speech)
  /// Its live system, over the Speech framework.
  final class LiveSpeechRecognition: SourceSystem {
    func status() -> AuthorizationStatus {
      Self.status(SFSpeechRecognizer.authorizationStatus())
    }

    func requestAccess() async -> AuthorizationStatus {
      await withCheckedContinuation { reply in
        SFSpeechRecognizer.requestAuthorization { status in
          reply.resume(returning: Self.status(status))
        }
      }
    }

    /// By case, not by raw value: Speech numbers `denied` 1 and `restricted` 2, the other way
    /// round from AVFoundation and Photos, whose numbers `AuthorizationStatus(rawValue:)` reads.
    private static func status(
      _ status: SFSpeechRecognizerAuthorizationStatus
    ) -> AuthorizationStatus {
      switch status {
      case .notDetermined: .notDetermined
      case .denied: .denied
      case .restricted: .restricted
      case .authorized: .authorized
      @unknown default: .unknown(rawValue: status.rawValue)
      }
    }
  }

  enum SpeechRecognitionAuthorities {
    /// Made once, so that every screen shares its prompt.
    static let live = SpeechRecognitionAuthority(
      SpeechRecognition(), system: LiveSpeechRecognition())
  }
#endif

/// The mixin a screen conforms to, as it conforms to `CameraAuthorizing`.
@MainActor
protocol SpeechRecognitionAuthorizing: AlertPresenting, AnyObject {
  var speechRecognitionAuthority: SpeechRecognitionAuthority { get }
}

extension SpeechRecognitionAuthorizing {
  /// Runs `success` once speech may be recognized; otherwise explains why not.
  func launchSpeechRecognition(
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)? = nil
  ) {
    speechRecognitionAuthority.launch(on: self, success: success, completion: completion)
  }

  /// The async form: asks if needed and returns the outcome.
  func authorizeSpeechRecognition() async -> LaunchOutcome {
    await speechRecognitionAuthority.authorize(on: self)
  }
}
