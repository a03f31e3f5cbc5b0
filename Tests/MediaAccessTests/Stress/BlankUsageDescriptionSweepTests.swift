import Foundation
import MediaAccess
import XCTest

/// The launch path decides whether a usage description is blank without Foundation (so that an
/// authorized launch allocates nothing). This sweep checks it agrees with
/// `MediaAuthority.usageDescription(for:)`, which trims with Foundation's
/// `whitespacesAndNewlines`, for every scalar of the Basic Multilingual Plane and a few beyond
/// it (no scalar outside it is a space in Unicode or in Foundation), alone and between spaces.
@MainActor
final class BlankUsageDescriptionSweepTests: QuietDiagnosticsTestCase {
  func testALaunchCallsADescriptionBlankExactlyWhenTrimmingLeavesNothing() async {
    var checked = 0
    let beyond: [UInt32] = [0x1_0000, 0x1_D15E, 0x1_F600, 0xE_0020, 0xE_0100, 0x10_FFFF]
    for value in Array(UInt32(0)...0xFFFF) + beyond {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in [String(scalar), " \u{3000}\(scalar)\t\n"] {
        let authority = MediaAuthority(
          status: { _ in .authorized },
          requestAccess: { _ in .authorized },
          isAvailable: { _ in true },
          usageDescription: { _ in text }
        )
        let trimmedAway = authority.usageDescription(for: .camera) == nil
        let launch = StressScreen(authority: authority).launch(.camera, form: .closure)
        let expected: LaunchOutcome =
          trimmedAway ? .misconfigured(missingKey: .camera) : .authorized
        if launch.outcomes != [expected] {
          XCTFail("U+\(String(value, radix: 16, uppercase: true)) in \(text.debugDescription)")
        }
        checked += 1
      }
    }
    XCTAssertGreaterThan(checked, 120_000)
  }
}
