#if canImport(SwiftUI) && canImport(Combine)
  public import Combine

  /// Holds the MediaAccess dialog a SwiftUI screen shows, for `accessAlert(_:)`
  /// to present with `.alert`.
  ///
  /// A view model keeps one and adopts ``AccessAlertHosting``, which routes its dialogs here;
  /// the view attaches the presenter, which shows each dialog and reports the tapped button
  /// back to the launch that asked:
  ///
  /// ```swift
  /// @MainActor final class ScannerModel: ObservableObject, CameraAuthorizing, AccessAlertHosting {
  ///   let accessAlertPresenter = AccessAlertPresenter()
  ///   @Published var isShowingScanner = false
  ///
  ///   func scan() {
  ///     launchCamera { [weak self] in self?.isShowingScanner = true }
  ///   }
  /// }
  ///
  /// struct ScannerView: View {
  ///   @StateObject private var model = ScannerModel()
  ///
  ///   var body: some View {
  ///     Button("Scan") { model.scan() }
  ///       .accessAlert(model.accessAlertPresenter)
  ///   }
  /// }
  /// ```
  ///
  /// Dialogs queue: the presenter shows one at a time, first in first out, the next only once
  /// the one on screen has been answered or has gone away (SwiftUI ignores changes to an alert
  /// that is up, so a replaced dialog would take the user's tap for one they never saw).
  ///
  /// ## Sheets
  ///
  /// SwiftUI presents an alert from the view it is attached to, and cannot while a sheet covers
  /// that view. Attach the presenter inside the sheet as well: the attachment that appeared
  /// last and is still on screen shows the dialogs, so they show in the sheet while it is up
  /// and on the view beneath once it has closed.
  ///
  /// ```swift
  /// Button("Scan") { model.scan() }
  ///   .accessAlert(model.accessAlertPresenter)
  ///   .sheet(isPresented: $model.isEditing) {
  ///     EditorView(model: model)
  ///       .accessAlert(model.accessAlertPresenter)
  ///   }
  /// ```
  ///
  /// A dialog whose turn comes while a sheet (or another controller) covers the view that
  /// would show it, with no attachment inside, is not shown: SwiftUI would never show it, and
  /// it would hold every later dialog and its launch. It is dropped with a
  /// ``MediaAccessDiagnostic`` of kind ``MediaAccessDiagnostic/Kind/presentation``, and a soft
  /// ask then ends its launch ``LaunchOutcome/cancelled``. (UIKit-based platforms only; on
  /// macOS the dialog waits for the sheet to close.)
  @MainActor
  public final class AccessAlertPresenter: ObservableObject {
    /// The dialog on screen, or `nil` when none is.
    @Published public private(set) var pendingAlert: AccessAlert?

    /// The dialog on screen and which presentation it is.
    private(set) var shown: AlertQueue.Shown?

    /// The dialogs, in order; every decision about them is made there.
    private var queue: AlertQueue?

    /// The views the presenter is attached to; the latest still on screen shows the dialogs.
    private let attachments = AlertAttachments()

    /// The attachment that shows the dialogs, for the attached views to compare with theirs.
    @Published private(set) var activeAttachment: Int?

    /// Creates a presenter with no pending dialog.
    public init() {
      _pendingAlert = Published(initialValue: nil)
      _activeAttachment = Published(initialValue: nil)
      queue = AlertQueue(
        scheduleNextTurn: { body in Task { @MainActor in body() } },
        isCovered: { [weak self] in self?.attachments.isActiveCovered ?? false },
        didChange: { [weak self] in self?.queueDidChange() })
    }

    /// A view with `accessAlert(_:)` appeared; returns its attachment.
    func attach(isCovered: @escaping @MainActor () -> Bool) -> Int {
      let id = attachments.attach(isCovered: isCovered)
      activeAttachment = attachments.active
      return id
    }

    /// The view of attachment `id` disappeared.
    func detach(_ id: Int) {
      attachments.detach(id)
      activeAttachment = attachments.active
    }

    /// Queues `alert`; `onAction` receives the button the user taps.
    ///
    /// The dialog shows at once when none is on screen, else after the dialogs before it. A
    /// dialog that goes away without a tap releases its handler: a soft ask then ends its
    /// launch as ``LaunchOutcome/cancelled``.
    ///
    /// - Parameters:
    ///   - alert: The dialog to show.
    ///   - onAction: Receives the tapped action, on the main actor, at most once.
    public func present(
      _ alert: AccessAlert,
      onAction: @escaping @MainActor (AccessAlert.Action) -> Void
    ) {
      queue?.enqueue(alert, onAction: onAction)
    }

    /// Reports a tapped button to the launch that showed the dialog on screen, once. An action
    /// that dialog does not offer is ignored.
    ///
    /// - Parameter action: The button the user tapped, one of the dialog's actions.
    public func respond(to action: AccessAlert.Action) {
      guard let shown else { return }
      queue?.respond(to: action, inDialog: shown.id)
    }

    /// Takes the dialog on screen down without a tap and releases its handler; the next
    /// queued dialog follows.
    public func dismiss() {
      queue?.dismissShown()
    }

    /// The alert `id` went off screen, tapped or not: final, as SwiftUI runs a button's action
    /// before dismissing its alert. A report about an older dialog is ignored.
    func alertDidDisappear(_ id: Int) {
      queue?.dialogDidDisappear(id)
    }

    private func queueDidChange() {
      shown = queue?.shown
      pendingAlert = shown?.alert
    }
  }
#endif
