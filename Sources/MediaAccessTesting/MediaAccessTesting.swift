// The scripted authority and recording fakes live in MediaAccessTestSupport, which does not link
// XCTest, so that the `media-access` tool and the benchmark can use them outside a test bundle.
// Apps import MediaAccessTesting alone and get them with the conformance suites.
@_exported public import MediaAccessTestSupport
