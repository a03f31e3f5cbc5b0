#if canImport(UIKit)
  package import UIKit

  extension UIViewController {
    /// The last controller in the chain this one presents, or this one when it presents none:
    /// where a new modal must be presented from so that it shows on top of an open sheet.
    package var topMostPresentedController: UIViewController {
      var controller = self
      while let presented = controller.presentedViewController {
        controller = presented
      }
      return controller
    }
  }
#endif
