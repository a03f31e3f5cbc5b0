#if canImport(SwiftUI) && canImport(Combine)
  /// A SwiftUI view model that shows MediaAccess dialogs through an ``AccessAlertPresenter``.
  ///
  /// Adopt it next to ``CameraAuthorizing`` or ``PhotoLibraryAuthorizing``, keep a presenter,
  /// and attach it to the view with `accessAlert(_:)`:
  /// ``presentAccessAlert(_:onAction:)`` comes from this protocol's extension.
  ///
  /// ```swift
  /// @MainActor final class AlbumModel: ObservableObject, PhotoLibraryAuthorizing, AccessAlertHosting {
  ///   let accessAlertPresenter = AccessAlertPresenter()
  /// }
  /// ```
  @MainActor
  public protocol AccessAlertHosting: AlertPresenting {
    /// The presenter the view attaches with `.accessAlert(_:)`.
    var accessAlertPresenter: AccessAlertPresenter { get }
  }

  extension AccessAlertHosting {
    /// Hands the dialog to ``accessAlertPresenter``, which the view shows with `.alert`.
    ///
    /// - Parameters:
    ///   - alert: The dialog to show.
    ///   - onAction: Receives the tapped action, on the main actor.
    public func presentAccessAlert(
      _ alert: AccessAlert,
      onAction: @escaping @MainActor (AccessAlert.Action) -> Void
    ) {
      accessAlertPresenter.present(alert, onAction: onAction)
    }
  }
#endif
