#if canImport(SwiftUI) && canImport(Combine)
  internal import SwiftUI

  /// Shows an ``AccessAlertPresenter``'s pending dialog with SwiftUI's `.alert` and reports the
  /// tapped button back to it.
  struct AccessAlertModifier: ViewModifier {
    @ObservedObject var presenter: AccessAlertPresenter

    func body(content: Content) -> some View {
      let presenter = presenter
      let alert = presenter.displayedAlert
      return content.alert(
        alert?.title ?? "",
        isPresented: Binding(
          get: { @MainActor in presenter.pendingAlert != nil },
          set: { @MainActor isPresented in
            if !isPresented { presenter.alertDidDisappear() }
          }
        ),
        presenting: alert,
        actions: { alert in
          ForEach(alert.actions, id: \.self) { action in
            Button(
              role: action.role == .cancel ? .cancel : nil,
              action: { presenter.respond(to: action) },
              label: { Text(action.title) }
            )
          }
        },
        message: { alert in Text(alert.message) }
      )
    }
  }
#endif
