// An XCTestCase around a test-method fragment.
import MediaAccess
import MediaAccessTesting
import XCTest

final class FragmentTests: XCTestCase {
  // sample
}
