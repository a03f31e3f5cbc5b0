/// What a launch learns before it decides, in the contract's order: the hardware, then the
/// usage description, then the status, stopping at the first that settles the launch.
@usableFromInline
enum SourceReading: Equatable, Sendable {
  /// The device has no such source; nothing else was read.
  case unavailable
  /// The usage description is missing or blank; the status was not read.
  case undescribed
  /// The status, read afresh.
  case status(AuthorizationStatus)
}
