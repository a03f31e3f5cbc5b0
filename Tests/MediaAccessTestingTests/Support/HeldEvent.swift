import MediaAccess

/// An event an observer holds back.
@MainActor
final class HeldEvent {
  var event: AccessEvent?
}
