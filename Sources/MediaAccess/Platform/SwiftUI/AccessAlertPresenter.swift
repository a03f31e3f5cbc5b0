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
  @MainActor
  public final class AccessAlertPresenter: ObservableObject {
    /// The dialog waiting for the user, or `nil` when none is.
    @Published public private(set) var pendingAlert: AccessAlert?

    /// The dialog last handed over, kept while its alert animates away so its texts stay put.
    private(set) var displayedAlert: AccessAlert?

    /// Reports the tap to the launch that asked; released when the dialog is answered,
    /// replaced or dismissed.
    private var reply: (@MainActor (AccessAlert.Action) -> Void)?

    /// Creates a presenter with no pending dialog.
    public init() {
      _pendingAlert = Published(initialValue: nil)
    }

    /// Makes `alert` the pending dialog; `onAction` receives the button the user taps.
    ///
    /// A dialog still pending is replaced without a tap, which releases its handler: a soft ask
    /// then ends its launch as ``LaunchOutcome/cancelled``.
    ///
    /// - Parameters:
    ///   - alert: The dialog to show.
    ///   - onAction: Receives the tapped action, on the main actor.
    public func present(
      _ alert: AccessAlert,
      onAction: @escaping @MainActor (AccessAlert.Action) -> Void
    ) {
      reply = onAction
      displayedAlert = alert
      pendingAlert = alert
    }

    /// Reports a tapped button to the launch that showed the dialog, once.
    ///
    /// - Parameter action: The button the user tapped, one of the dialog's actions.
    public func respond(to action: AccessAlert.Action) {
      pendingAlert = nil
      guard let reply else { return }
      self.reply = nil
      reply(action)
    }

    /// Takes the pending dialog down without a tap and releases its handler.
    public func dismiss() {
      pendingAlert = nil
      reply = nil
    }

    /// The alert went off screen. Its button action may still be on its way, so the handler
    /// stays until it arrives, until the next dialog replaces it or until ``dismiss()``.
    func alertDidDisappear() {
      pendingAlert = nil
    }
  }
#endif
