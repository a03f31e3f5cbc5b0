// expect: cannot convert value of type 'String' to expected argument type 'OSLogMessage'
//
// The `os` Logger takes an OSLogMessage, which only a string literal makes: logging a `String`
// value must not compile, as with Apple's SDK (MisconfigurationLog's `canImport(os)` branch).

import os

func report(_ diagnostic: String) {
  Logger(subsystem: "MediaAccess", category: "configuration").fault(diagnostic)
}
