/// A failure an XCTest assertion reported: its message and where it was reported.
struct CapturedFailure: Equatable, Sendable {
  /// The assertion's message, without XCTest's `XCTFail failed - ` style prefix.
  var message: String
  /// The file the failure was reported in.
  var file: String
  /// The line the failure was reported at.
  var line: Int
}
