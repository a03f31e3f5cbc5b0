#if canImport(SwiftUI) && canImport(Combine)
  internal import SwiftUI

  /// Shows an ``AccessAlertPresenter``'s dialog with SwiftUI's `.alert` and reports the tapped
  /// button, and the alert's disappearance, back to it; registers the view as one of the
  /// presenter's attachments while it is on screen. Glue only: ``AlertQueue`` and
  /// ``AlertAttachments`` decide.
  struct AccessAlertModifier: ViewModifier {
    @ObservedObject var presenter: AccessAlertPresenter
    /// This view's attachment, kept across updates.
    @State private var attachment = AccessAlertAttachment()

    func body(content: Content) -> some View {
      let presenter = presenter
      let attachment = attachment
      // Only the active attachment shows the dialog; the others show nothing. The presentation
      // this evaluation shows: a report of its disappearance names it, so a late report cannot
      // release a newer dialog's handler.
      let isActive = attachment.id != nil && attachment.id == presenter.activeAttachment
      let shown = isActive ? presenter.shown : nil
      return attachment.probing(content)
        .alert(
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
        .onAppear {
          guard attachment.id == nil else { return }
          attachment.id = presenter.attach(
            isCovered: { attachment.isCovered }, isLeaving: { attachment.isLeaving })
        }
        .onDisappear {
          // The view left the hierarchy: an unanswered alert it showed goes to the view
          // beneath, or, with none left, is dropped with a diagnostic.
          if let id = attachment.id {
            attachment.id = nil
            presenter.viewDidDisappear(id, showing: shown?.id)
          }
        }
    }
  }
#endif
