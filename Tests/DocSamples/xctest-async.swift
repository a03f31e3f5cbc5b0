// An async XCTest method around a fragment.
import MediaAccessTesting
import XCTest

final class FragmentTests: XCTestCase {
  func testFragment() async {
    // sample
  }
}
