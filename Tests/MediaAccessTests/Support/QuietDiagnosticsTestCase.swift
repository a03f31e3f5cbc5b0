import MediaAccess
import XCTest

/// A test case whose launches may end misconfigured or drop a dialog on purpose: the
/// diagnostics they report are what the tests expect, so they are kept out of the test log,
/// where they would read as problems. Tests that check a diagnostic read the outcome's
/// `diagnostic`, or capture reports with `MediaAccessDiagnostics.withHandler`.
class QuietDiagnosticsTestCase: XCTestCase {
  override class func setUp() {
    super.setUp()
    MediaAccessDiagnostics.handler = { _ in }
  }
}
