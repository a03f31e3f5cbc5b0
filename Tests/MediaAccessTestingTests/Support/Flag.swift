/// A flag closures share, and the argument that came with it.
@MainActor
final class Flag {
  var isSet = false
  var recordsSound = true
}
