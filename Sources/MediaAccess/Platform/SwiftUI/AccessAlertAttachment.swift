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

      /// Whether a controller the view's root presents covers it: a sheet, a confirmation
      /// dialog or an alert, also while it is on its way out, since SwiftUI cannot present an
      /// alert from the view until it has gone. A dialog waits while the view is covered.
      var isCovered: Bool {
        root?.presentedViewController != nil
      }

      /// Whether the view is on its way out: its root is being dismissed, as a sheet that is
      /// closing. Dialogs then go to the view beneath.
      var isLeaving: Bool {
        root?.isBeingDismissed ?? false
      }

      /// The view's root controller: the one SwiftUI presents from.
      private var root: UIViewController? {
        guard var root = controller else { return nil }
        while let parent = root.parent { root = parent }
        return root
      }

      /// The view with an invisible controller behind it, to find its root controller by.
      func probing<Content: View>(_ content: Content) -> some View {
        content.background(AccessAlertCoverProbe(attachment: self))
      }
    #else
      /// Whether something covers the view: not known without UIKit, so never.
      var isCovered: Bool { false }

      /// Whether the view is on its way out: not known without UIKit, so never.
      var isLeaving: Bool { false }

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
