#if canImport(SwiftUI) && canImport(Photos) && canImport(PhotosUI) && canImport(UIKit) && !os(tvOS)
  public import MediaAccess
  internal import Photos
  internal import PhotosUI
  public import SwiftUI
  internal import UIKit

  extension View {
    /// Lets the user change which photos the app may read, from a SwiftUI view: "Select more
    /// photos".
    ///
    /// While `isPresented` is `true` and the read/write status is
    /// ``MediaAccess/AuthorizationStatus/limited``, the system's limited-library picker is shown;
    /// when it closes, `isPresented` turns `false` and `onCompletion` gets the local identifiers
    /// of the assets the user newly selected. When access is not limited nothing is shown,
    /// `isPresented` turns `false` and `onCompletion` gets `nil`.
    ///
    /// ```swift
    /// @State private var isSelectingMore = false
    ///
    /// var body: some View {
    ///   Button("Select more photos") { isSelectingMore = true }
    ///     .limitedLibraryPicker(isPresented: $isSelectingMore) { added in
    ///       if let added, !added.isEmpty { model.reloadAssets() }
    ///     }
    /// }
    /// ```
    ///
    /// iOS also offers, once per app life cycle, to change the selection. An app that offers its
    /// own button turns that offer off with the Info.plist Boolean
    /// `PHPhotoLibraryPreventAutomaticLimitedAccessAlert` set to `YES`.
    ///
    /// - Parameters:
    ///   - isPresented: Whether to show the picker; set back to `false` when it closes.
    ///   - authority: The authority whose status decides, by default the live one; scripted in
    ///     tests and previews.
    ///   - onCompletion: Called on the main actor with the newly selected identifiers, or `nil`
    ///     when access was not limited and nothing was shown.
    /// - Returns: The view, able to show the picker.
    @available(macOS, unavailable)
    public func limitedLibraryPicker(
      isPresented: Binding<Bool>,
      authority: PhotoLibraryAuthority = .live,
      onCompletion: @escaping @MainActor ([String]?) -> Void = { _ in }
    ) -> some View {
      background(
        LimitedLibraryPickerHost(
          isPresented: isPresented, authority: authority, onCompletion: onCompletion))
    }
  }

  /// An invisible controller behind the view, to present the limited-library picker from: the
  /// PhotosUI call needs a `UIViewController`, which a SwiftUI view does not have.
  @available(macOS, unavailable)
  struct LimitedLibraryPickerHost: UIViewControllerRepresentable {
    let isPresented: Binding<Bool>
    let authority: PhotoLibraryAuthority
    let onCompletion: @MainActor ([String]?) -> Void

    /// Remembers that the picker is up, so that updates while it is shown present nothing more.
    @MainActor
    final class Coordinator {
      var isShowing = false
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
      let coordinator = context.coordinator
      guard isPresented.wrappedValue, !coordinator.isShowing else { return }
      coordinator.isShowing = true
      let isPresented = isPresented
      let authority = authority
      let onCompletion = onCompletion
      // Not during the view update: presenting and writing the binding wait for the next turn.
      Task { @MainActor in
        let added = await presentLimitedLibraryPicker(
          from: controller.topMostPresentedController, authority: authority)
        coordinator.isShowing = false
        isPresented.wrappedValue = false
        onCompletion(added)
      }
    }
  }

  /// Shows the limited-library picker when access is limited, through the async form, so no
  /// closure reaches Photos (Tests/AppleSDKStubs/README.md, rule 4).
  @available(macOS, unavailable)
  @MainActor
  private func presentLimitedLibraryPicker(
    from controller: UIViewController,
    authority: PhotoLibraryAuthority
  ) async -> [String]? {
    guard authority.status(for: .photoLibrary(.readWrite)) == .limited else { return nil }
    return await PHPhotoLibrary.shared().presentLimitedLibraryPicker(from: controller)
  }
#endif
