// expect: main actor-isolated
// passes: iOS, MacCatalyst, visionOS
//
// UIKit's controllers are @MainActor: presenting from a nonisolated function must not compile.

import UIKit

nonisolated func presentFromAnywhere(_ screen: UIViewController, _ sheet: UIViewController) {
  screen.present(sheet, animated: true)
}
