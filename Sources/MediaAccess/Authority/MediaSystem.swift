/// What a platform's privacy frameworks tell and do about the sources, as methods: the shape of
/// the live authorities, and of the scripted systems the package's tests put in their place.
///
/// ``MediaAuthority/init(system:fixedUsageDescriptions:)`` makes an authority from one. Made
/// where the system's type is known, the authority's launch reading is compiled for that type,
/// so an authorized launch calls these methods directly rather than through a closure each.
@usableFromInline
package protocol MediaSystem: Sendable {
  /// Whether the device has `source`, for example a camera.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: `false` when the source does not exist on this device.
  func isAvailable(_ source: MediaSource) -> Bool

  /// The status of `source` now.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: What the system reports.
  func status(for source: MediaSource) -> AuthorizationStatus

  /// Shows the system's prompt about `source` and returns the resulting status. Called off the
  /// main actor, from a detached task.
  ///
  /// - Parameter source: The source to ask about.
  /// - Returns: The status once the user has answered.
  func requestAccess(for source: MediaSource) async -> AuthorizationStatus
}
