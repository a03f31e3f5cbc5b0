// expect: non-Sendable
// passes: iOS, MacCatalyst, visionOS
//
// `UIApplication.open(_:options:completionHandler:)` takes `(@MainActor @Sendable (Bool) ->
// Void)?`: a non-Sendable function value must not be handed to it.

import UIKit

final class OpenCount {
  var failures = 0
}

@MainActor
func openSettings(_ url: URL, counting count: OpenCount) {
  let completion: (Bool) -> Void = { opened in
    if !opened { count.failures += 1 }
  }
  UIApplication.shared.open(url, options: [:], completionHandler: completion)
}
