/// The soft ask of one launch: shown, then continued or dismissed.
@MainActor
enum SoftAskStep {
  /// Shows a soft ask about `source` and waits for "Continue".
  ///
  /// - Returns: The id of the soft ask, on screen until the request it leads to is in flight;
  ///   `nil` when it was dismissed, or the launch is over, and the launch ends there. Reports it
  ///   shown, then continued or dismissed; the soft ask of a launch abandoned while it was up
  ///   is neither: the launch ends cancelled. A launch abandoned as its continuation is
  ///   reported is caught by ``LaunchFlow`` right before it asks the system.
  static func run<Screen: AlertPresenting & AnyObject>(
    about source: MediaSource,
    on weakScreen: WeakReference<Screen>,
    in softAsks: SoftAsks,
    lifetime: LaunchLifetime,
    reporting events: LaunchEvents
  ) async -> Int? {
    let id = softAsks.begin(about: source)
    let tapped = await LaunchDialogs.reply(
      to: .softAsk, about: source, on: weakScreen, lifetime: lifetime, reporting: events)
    let isWanted = weakScreen.object != nil && !LaunchFlow.isOver(lifetime)
    if tapped?.role == .continue {
      events.report(.softAskContinued, about: source)
    } else if tapped == nil, isWanted {
      events.report(.softAskDismissed, about: source)
    }
    guard tapped?.role == .continue, isWanted else {
      softAsks.end(id, about: source)
      return nil
    }
    return id
  }
}
