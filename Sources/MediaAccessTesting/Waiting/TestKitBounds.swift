/// How long the test kit's waits last at most before they give up and report it.
///
/// Nothing in the kit waits for a fixed time: a conformance row, ``ScriptedAuthority``'s
/// `waitForHeldRequests(_:timeout:)` and ``RecordingAlertPresenter``'s
/// `waitForPresentedAlerts(_:timeout:)` each wait for a signal (a launch's completion, a
/// request held by the scripted system, a dialog on screen, a screen let go) and go on the
/// moment it comes. These bounds only end the wait for a screen that never gives the signal,
/// and such a wait fails the test. They are generous because tests run in CI on machines
/// whose cores are all busy: a loaded machine makes a run slower, never red.
public enum TestKitBounds {
  /// How long a wait for a signal lasts at most: 30 seconds. A conformance row fails a launch
  /// that has not completed (or not reached the system's prompt) by then; the kit's waits use
  /// it as their default timeout.
  public static var signal: Duration { ConformanceWaits.completionBound }

  /// How long a conformance row gives a screen to be released once everything the suite knows
  /// of has let it go: 1 second. A conforming screen is released at once; a screen that is
  /// still held by then fails the row.
  public static var release: Duration { ConformanceWaits.releaseBound }
}
