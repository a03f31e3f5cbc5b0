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
  /// SwiftUI presents an alert from the view it is attached to; while that view is covered by
  /// a sheet, the dialog waits. Attach the presenter inside the sheet as well to show it there.
  @MainActor
  public final class AccessAlertPresenter: ObservableObject {
    /// The dialog on screen, or `nil` when none is.
    @Published public private(set) var pendingAlert: AccessAlert?

    /// The dialog on screen and which presentation it is.
    private(set) var shown: AlertQueue.Shown?

    /// The dialogs, in order; every decision about them is made there.
    private var queue: AlertQueue?

    /// Creates a presenter with no pending dialog.
    public init() {
      _pendingAlert = Published(initialValue: nil)
      queue = AlertQueue(
        scheduleNextTurn: { body in Task { @MainActor in body() } },
        didChange: { [weak self] in self?.queueDidChange() })
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
