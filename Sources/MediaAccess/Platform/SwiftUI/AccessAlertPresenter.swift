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
  /// would show it waits until the view is uncovered, then shows: a button in a sheet or a
  /// confirmation dialog that closes it and starts a launch in one action gets its dialog on
  /// the view beneath once the sheet has gone. The wait ends with the launch: a dialog whose
  /// screen is released or whose task is cancelled while it waits, or whose views have all
  /// gone, is dropped with a ``MediaAccessDiagnostic`` of kind
  /// ``MediaAccessDiagnostic/Kind/presentation``, and a soft ask then ends its launch
  /// ``LaunchOutcome/cancelled``. Each dialog waits for its own launch only, so one that is
  /// dropped never holds those after it.
  @MainActor
  public final class AccessAlertPresenter: ObservableObject {
    /// The dialog on screen, or `nil` when none is.
    @Published public private(set) var pendingAlert: AccessAlert?

    /// The dialog on screen and which presentation it is.
    private(set) var shown: AlertQueue.Shown?

    /// The attachment that shows the dialogs, for the attached views to compare with theirs.
    @Published private(set) var activeAttachment: Int?

    /// The dialogs and the views attached; every decision about them is made there.
    private var alerts: AttachedAlerts?

    /// Creates a presenter with no pending dialog.
    public init() {
      _pendingAlert = Published(initialValue: nil)
      _activeAttachment = Published(initialValue: nil)
      alerts = AttachedAlerts(
        scheduleNextTurn: { body in Task { @MainActor in body() } },
        checkLater: { body in
          Task { @MainActor in
            try? await Task.sleep(nanoseconds: 100_000_000)
            body()
          }
        },
        didChange: { [weak self] in self?.alertsDidChange() })
    }

    /// A view with `accessAlert(_:)` appeared; returns its attachment.
    func attach(
      isCovered: @escaping @MainActor () -> Bool, isLeaving: @escaping @MainActor () -> Bool
    ) -> Int {
      alerts?.attach(isCovered: isCovered, isLeaving: isLeaving) ?? 0
    }

    /// The view of attachment `id` disappeared, showing the dialog `shownID` or none.
    func viewDidDisappear(_ id: Int, showing shownID: Int?) {
      alerts?.viewDidDisappear(id, showing: shownID)
    }

    /// Queues `alert`; `onAction` receives the button the user taps.
    ///
    /// The dialog shows at once when none is on screen, else after the dialogs before it, and
    /// waits while a sheet covers the view (see "Sheets" above). A dialog that goes away
    /// without a tap releases its handler: a soft ask then ends its launch as
    /// ``LaunchOutcome/cancelled``.
    ///
    /// - Parameters:
    ///   - alert: The dialog to show.
    ///   - onAction: Receives the tapped action, on the main actor, at most once.
    public func present(
      _ alert: AccessAlert,
      onAction: @escaping @MainActor (AccessAlert.Action) -> Void
    ) {
      alerts?.enqueue(alert, onAction: onAction)
    }

    /// Reports a tapped button to the launch that showed the dialog on screen, once. An action
    /// that dialog does not offer is ignored.
    ///
    /// - Parameter action: The button the user tapped, one of the dialog's actions.
    public func respond(to action: AccessAlert.Action) {
      guard let shown else { return }
      alerts?.respond(to: action, inDialog: shown.id)
    }

    /// Takes the dialog on screen down without a tap and releases its handler; the next
    /// queued dialog follows.
    public func dismiss() {
      alerts?.dismissShown()
    }

    /// The alert `id` went off screen, tapped or not; see
    /// ``AttachedAlerts/alertDidDisappear(_:)``.
    func alertDidDisappear(_ id: Int) {
      alerts?.alertDidDisappear(id)
    }

    private func alertsDidChange() {
      // Published every time, equal or not: a dialog put back for the view beneath is a new
      // presentation of an equal dialog, and the attached views must look again.
      shown = alerts?.shown
      pendingAlert = shown?.alert
      activeAttachment = alerts?.activeAttachment
    }
  }
#endif
