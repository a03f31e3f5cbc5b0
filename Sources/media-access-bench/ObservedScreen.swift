import MediaAccess

/// A screen as ``BenchScreen``, with an events observer set, as an app that counts its
/// permission funnel writes one: its authorized launch reports its outcome.
@MainActor
final class ObservedScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority

  init(authority: MediaAuthority) {
    self.cameraAuthority = CameraAuthority(authority)
  }

  var settingsOpener: SettingsOpener {
    .disabled
  }

  var accessEventObserver: AccessEventObserver {
    ObservedScreen.observer
  }

  /// Made once, as an app's analytics observer is.
  private static let observer = AccessEventObserver { _ in countEvent() }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    consume(alert.title.utf8.count &+ alert.message.utf8.count &+ alert.actions.count)
  }
}

/// How many events the observed screens reported: kept apart from ``sink``, whose count
/// checks the successes.
@MainActor
var observedEvents = 0

/// Counts an event; never inlined, so the observer's call cannot be removed.
@inline(never)
@MainActor
func countEvent() {
  observedEvents &+= 1
}
