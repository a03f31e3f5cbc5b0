import MediaAccess

/// A screen as ``BenchScreen``, with an events observer set, as an app that counts its
/// permission funnel writes one: its authorized launch reports its outcome.
@MainActor
final class ObservedScreen: CameraAuthorizing {
  let cameraAuthority: CameraAuthority
  /// Handed in, as an app's analytics observer is: the launch cannot see its closure.
  let accessEventObserver: AccessEventObserver

  init(authority: MediaAuthority) {
    self.cameraAuthority = CameraAuthority(authority)
    self.accessEventObserver = makeCountingObserver()
  }

  var settingsOpener: SettingsOpener {
    .disabled
  }

  func presentAccessAlert(
    _ alert: AccessAlert,
    onAction: @escaping @MainActor (AccessAlert.Action) -> Void
  ) {
    consume(alert.title.utf8.count &+ alert.message.utf8.count &+ alert.actions.count)
  }
}

/// An observer that counts events; never inlined, so that the launch calls a closure it does
/// not know, as it would call an app's.
@inline(never)
func makeCountingObserver() -> AccessEventObserver {
  AccessEventObserver { _ in countEvent() }
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
