#if canImport(SwiftUI) && canImport(Combine)
  internal import SwiftUI
  #if canImport(UIKit)
    internal import UIKit
  #endif

  /// One `accessAlert(_:)` view's attachment to its presenter: its identifier while the view
  /// is on screen, and whether something presented over the view covers it, so that SwiftUI
  /// could not show an alert from it.
  @MainActor
  final class AccessAlertAttachment {
    /// The presenter's identifier for this attachment, while the view is on screen.
    var id: Int?

    #if canImport(UIKit) && !os(watchOS)
      /// A controller of the view's own, behind it: its root controller is the one SwiftUI
      /// presents the alert from.
      weak var controller: UIViewController?

      /// Whether a controller the view's root presents, such as a sheet, covers it. An alert
      /// on its way out is not a cover (the next dialog follows it), nor is an alert, which
      /// SwiftUI presents after.
      var isCovered: Bool {
        guard var root = controller else { return false }
        while let parent = root.parent { root = parent }
        guard let presented = root.presentedViewController else { return false }
        return !presented.isBeingDismissed && !(presented is UIAlertController)
      }

      /// The view with an invisible controller behind it, to find its root controller by.
      func probing<Content: View>(_ content: Content) -> some View {
        content.background(AccessAlertCoverProbe(attachment: self))
      }
    #else
      /// Whether something covers the view: not known without UIKit, so never.
      var isCovered: Bool { false }

      /// The view as it is: there is nothing to probe without UIKit.
      func probing<Content: View>(_ content: Content) -> Content { content }
    #endif
  }

  #if canImport(UIKit) && !os(watchOS)
    /// An invisible controller behind an `accessAlert(_:)` view, a child of the controller
    /// hosting it, through which ``AccessAlertAttachment`` finds what covers the view.
    @available(macOS, unavailable)
    struct AccessAlertCoverProbe: UIViewControllerRepresentable {
      let attachment: AccessAlertAttachment

      func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        attachment.controller = controller
        return controller
      }

      func updateUIViewController(_ controller: UIViewController, context: Context) {
        attachment.controller = controller
      }
    }
  #endif
#endif
