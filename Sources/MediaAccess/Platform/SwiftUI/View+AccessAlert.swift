#if canImport(SwiftUI) && canImport(Combine)
  public import SwiftUI

  extension View {
    /// Shows the presenter's pending MediaAccess dialog as an alert and reports the tapped
    /// button back to the launch that asked.
    ///
    /// Attach it once, near the root of the screen whose view model adopts
    /// ``AccessAlertHosting``:
    ///
    /// ```swift
    /// AlbumGrid(model: model)
    ///   .accessAlert(model.accessAlertPresenter)
    /// ```
    ///
    /// - Parameter presenter: The view model's ``AccessAlertHosting/accessAlertPresenter``.
    /// - Returns: The view with the alert attached.
    public func accessAlert(_ presenter: AccessAlertPresenter) -> some View {
      modifier(AccessAlertModifier(presenter: presenter))
    }
  }
#endif
