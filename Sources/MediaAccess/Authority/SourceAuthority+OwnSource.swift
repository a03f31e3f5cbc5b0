// MARK: - API

extension SourceAuthority where Kind: SourceDescription {
  /// Creates the authority of a source of the app's own, over its system.
  ///
  /// Make it once and keep it (a `static let`): each value made here has its own record of the
  /// request in flight, shared by its copies only, so that every screen shares one prompt.
  ///
  /// ```swift
  /// static let live = SourceAuthority(SpeechRecognition(), system: SpeechRecognitionSystem())
  /// ```
  ///
  /// - Parameters:
  ///   - source: The source's description.
  ///   - system: What the platform tells and does about it.
  public init(_ source: Kind, system: some SourceSystem) {
    self.init(MediaAuthority([(MediaSource(source), system)]))
  }

  /// The source this authority answers for.
  public var source: MediaSource {
    // Only an authority made by the package for a kind of its own has no source of its own;
    // such a kind is not a description, so the fallback names no source the authority has.
    base.ownSource ?? MediaSource(NoSource())
  }

  /// The source's status now, read afresh.
  ///
  /// - Returns: What the system reports.
  public func status() -> AuthorizationStatus {
    base.status(for: source)
  }

  /// Runs `success` once the source may be used; otherwise explains why not: the package's
  /// launch, with the source's own dialog texts. Call it from the launch method of the mixin
  /// the app declares for the source.
  ///
  /// - Parameters:
  ///   - screen: The screen that launches, and shows the dialogs.
  ///   - success: Runs on the main actor, at most once, only when access is granted.
  ///   - completion: Runs on the main actor exactly once, after `success`, with the outcome.
  @MainActor
  public func launch(
    on screen: some AlertPresenting & AnyObject,
    success: @escaping @MainActor () -> Void,
    completion: (@MainActor (LaunchOutcome) -> Void)? = nil
  ) {
    AccessLaunch.launch(source, on: screen, using: base, success: success, completion: completion)
  }

  /// Makes sure the source may be used, asking the user if needed, and returns the outcome: the
  /// async form of ``launch(on:success:completion:)``.
  ///
  /// - Parameter screen: The screen that launches, and shows the dialogs.
  /// - Returns: What the launch came to.
  @MainActor
  public func authorize(on screen: some AlertPresenting & AnyObject) async -> LaunchOutcome {
    await AccessLaunch.authorize(source, on: screen, using: base)
  }
}

/// The source of no authority: what ``SourceAuthority/source`` names when the package made the
/// authority for a kind of its own.
private struct NoSource: SourceDescription {
  var name: String { "none" }
  var usageDescriptionKey: UsageDescriptionKey { UsageDescriptionKey(rawValue: "") }
  func title(for reason: AccessAlert.Reason) -> String { "" }
  func message(for reason: AccessAlert.Reason) -> String { "" }
}
