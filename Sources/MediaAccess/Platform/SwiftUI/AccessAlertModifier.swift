#if canImport(SwiftUI) && canImport(Combine)
  internal import SwiftUI

  /// Shows an ``AccessAlertPresenter``'s dialog with SwiftUI's `.alert` and reports the tapped
  /// button, and the alert's disappearance, back to it. Glue only: ``AlertQueue`` decides.
  struct AccessAlertModifier: ViewModifier {
    @ObservedObject var presenter: AccessAlertPresenter

    func body(content: Content) -> some View {
      let presenter = presenter
      // The presentation this evaluation shows: a report of its disappearance names it, so a
      // late report cannot release a newer dialog's handler.
      let shown = presenter.shown
      return content.alert(
        shown?.alert.title ?? "",
        isPresented: Binding(
          get: { @MainActor in shown != nil },
          set: { @MainActor isPresented in
            if !isPresented, let shown { presenter.alertDidDisappear(shown.id) }
          }
        ),
        presenting: shown?.alert,
        actions: { alert in
          ForEach(alert.actions, id: \.self) { action in
            Button(
              role: action.role == .cancel ? .cancel : nil,
              action: { presenter.respond(to: action) },
              label: { Text(action.title) }
            )
            // SwiftUI marks no button as the default; the preferred action is, as
            // UIAlertController's `preferredAction` is.
            .keyboardShortcut(action == alert.preferredAction ? .defaultAction : nil)
          }
        },
        message: { alert in Text(alert.message) }
      )
      .onDisappear {
        // The view left the hierarchy: its alert is gone without a tap.
        if let shown { presenter.alertDidDisappear(shown.id) }
      }
    }
  }
#endif
