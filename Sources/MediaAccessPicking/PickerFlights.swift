/// The screens with a pick in flight, so that a second pick from the same screen (a double tap)
/// is refused at once instead of stacking a second permission flow and a second picker, which
/// UIKit would refuse to present anyway.
@MainActor
package final class PickerFlights {
  /// The registry the Apple adapters share.
  package static let shared = PickerFlights()

  /// Screens are keyed by identity; an entry lives only while its pick runs, and the pick's
  /// caller keeps the screen alive meanwhile, so an identifier is never reused while listed.
  private var screens: Set<ObjectIdentifier> = []

  /// Creates an empty registry; tests make their own.
  package init() {}

  /// Records a pick from `screen`; `false` when one is already in flight.
  package func begin(_ screen: AnyObject) -> Bool {
    screens.insert(ObjectIdentifier(screen)).inserted
  }

  /// Records that the pick from `screen` has returned.
  package func end(_ screen: AnyObject) {
    screens.remove(ObjectIdentifier(screen))
  }
}
