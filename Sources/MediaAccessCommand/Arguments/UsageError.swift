/// A mistake on the command line — an unknown option, a missing or invalid value — reported
/// in one line, with exit status 2.
struct UsageError: Error, Equatable {
  /// What is wrong, in one line, such as `unknown option '--colour'`.
  let message: String
}
