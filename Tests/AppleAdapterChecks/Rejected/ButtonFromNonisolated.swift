// expect: main actor-isolated initializer 'init(role:action:label:)'
//
// In the iOS 18 interface SwiftUI's view types are `@MainActor @preconcurrency struct`: making a
// Button from a nonisolated synchronous function must not compile (the `nonisolated struct` of
// later SDKs would allow it, and an adapter relying on that fails with Xcode 16).

import SwiftUI

nonisolated func makeButton(label: () -> Never) -> Button<Never> {
  Button(role: .cancel, action: {}, label: label)
}
