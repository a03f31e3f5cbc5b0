/// One step of a launch that a product team counts: a soft ask shown and answered, the system
/// prompt shown and answered, a dialog shown, Settings opened, and what the launch came to.
///
/// An ``AccessEventObserver`` receives them, on the main actor, in the order they happen, each
/// once. A camera launch that asks first and is allowed reports:
///
/// ```
/// softAskShown, softAskContinued, systemPromptShown, systemPromptAnswered(authorized),
/// launchEnded(authorized)
/// ```
///
/// every one with ``source`` `.camera` and ``launch`` ``Launch/single``. See
/// <doc:CountingAccessEvents> for every sequence, including cancellation and release.
public struct AccessEvent: Hashable, Sendable, CustomStringConvertible {
  /// What happened.
  public let kind: Kind
  /// The source the event is about: for a video capture, the leg it belongs to
  /// (``MediaSource/camera`` or ``MediaSource/microphone``). A source of the app's own is
  /// named by its ``SourceDescription/name``.
  public let source: MediaSource
  /// Whether the event belongs to a launch of one source or to a video capture.
  public let launch: Launch

  /// Creates an event, for a test that compares what an observer received.
  ///
  /// - Parameters:
  ///   - kind: What happened.
  ///   - source: The source it is about.
  ///   - launch: The launch it belongs to; ``Launch/single`` unless it is a video capture's.
  public init(_ kind: Kind, source: MediaSource, launch: Launch = .single) {
    self.kind = kind
    self.source = source
    self.launch = launch
  }

  /// A readable summary, such as `camera: systemPromptAnswered(denied)` or
  /// `video capture, microphone: launchEnded(authorized)`.
  public var description: String {
    switch launch {
    case .single: "\(source): \(kind)"
    case .videoCapture: "video capture, \(source): \(kind)"
    }
  }
}

// MARK: - Kinds

extension AccessEvent {
  /// What happened during a launch.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// The soft ask (``AccessAlert/Reason/softAsk``) was handed to the presenter.
    case softAskShown
    /// The user tapped "Continue" on the soft ask; the system prompt follows unless the launch
    /// was abandoned at that moment: its screen released or its task cancelled, from inside
    /// the observer receiving this event included. Then the launch ends
    /// ``LaunchOutcome/cancelled`` and the system is not asked.
    case softAskContinued
    /// The presenter dropped the soft ask without a tap while its launch still waited (the
    /// user swiped it away, for example). A soft ask whose launch was cancelled or whose screen
    /// was released while it was up reports neither this nor ``softAskContinued``: its launch
    /// ends ``LaunchOutcome/cancelled``.
    case softAskDismissed
    /// The system was asked, which shows its prompt. Reported once per request, to the launch
    /// that made it; launches that join a request in flight report only their outcome.
    case systemPromptShown
    /// The user answered the system prompt; carries the status the system reported. Reported
    /// to the launch that made the request, when the answer comes, even when that launch has
    /// ended ``LaunchOutcome/cancelled`` since.
    case systemPromptAnswered(AuthorizationStatus)
    /// A dialog other than the soft ask was handed to the presenter: denied, restricted,
    /// unavailable or busy.
    case dialogShown(AccessAlert.Reason)
    /// The user tapped "Open Settings" and the screen's ``SettingsOpener`` was called. It may
    /// come after ``launchEnded(_:)``: a launch ends as soon as its dialog is handed over, and
    /// the user taps later.
    case settingsOpened
    /// The launch (or one leg of a video capture) came to `outcome`, reported just before
    /// `success` and `completion` run, or the async form returns.
    case launchEnded(LaunchOutcome)
    /// A video capture came to `outcome`, after its legs' ``launchEnded(_:)``. Its
    /// ``AccessEvent/source`` is the leg that ended it: the camera when the camera stopped it,
    /// the microphone otherwise.
    case videoCaptureEnded(VideoCaptureOutcome)

    /// The case name with its value, such as `dialogShown(denied)`.
    public var description: String {
      switch self {
      case .softAskShown: "softAskShown"
      case .softAskContinued: "softAskContinued"
      case .softAskDismissed: "softAskDismissed"
      case .systemPromptShown: "systemPromptShown"
      case .systemPromptAnswered(let status): "systemPromptAnswered(\(status))"
      case .dialogShown(let reason): "dialogShown(\(reason.rawValue))"
      case .settingsOpened: "settingsOpened"
      case .launchEnded(let outcome): "launchEnded(\(outcome))"
      case .videoCaptureEnded(let outcome): "videoCaptureEnded(\(outcome))"
      }
    }
  }

  /// Which launch an event belongs to.
  public enum Launch: Hashable, Sendable {
    /// A launch of one source: `launchCamera`, `authorizeMicrophone()`,
    /// `launchPhotoLibrary(access:)` and the others, and the pickers built on them.
    case single
    /// A leg of a video capture (`launchVideoCapture`, `authorizeVideoCapture`, the video
    /// picker): the camera's, then the microphone's, as ``AccessEvent/source`` tells.
    case videoCapture
  }
}
