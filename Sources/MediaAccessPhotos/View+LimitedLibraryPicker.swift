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
    /// When `isPresented` turns `true`, the read/write status is read: unless it is
    /// ``MediaAccess/AuthorizationStatus/limited`` nothing is shown and `onCompletion` gets
    /// ``MediaAccess/LimitedLibraryPickerOutcome/notLimited(_:)``. Otherwise the system's
    /// limited-library picker is shown; once it has closed, `isPresented` turns `false` and
    /// `onCompletion` gets ``MediaAccess/LimitedLibraryPickerOutcome/closed(newlySelected:)``.
    ///
    /// **Reload on `.closed` whatever it lists.** Photos reports only the *newly selected*
    /// assets: a user who only deselects photos closes the picker with an empty list. Or
    /// observe the library with `PHPhotoLibraryChangeObserver`.
    ///
    /// Photos' report, which it sends when the user finishes their selection, ends the wait.
    /// Should it not come, the wait also ends two seconds after the picker has been seen to go.
    /// A view not in a window ends ``MediaAccess/LimitedLibraryPickerOutcome/notShown``, and so
    /// does a picker UIKit refused to present: one that has not appeared within five seconds,
    /// with a diagnostic. `isPresented` is then `false` again, so the user can try again.
    ///
    /// ```swift
    /// @State private var isSelectingMore = false
    ///
    /// var body: some View {
    ///   Button("Select more photos") { isSelectingMore = true }
    ///     .limitedLibraryPicker(isPresented: $isSelectingMore) { outcome in
    ///       if case .closed = outcome { model.reloadAssets() }
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
    ///   - onCompletion: Called on the main actor, once per presentation, with what the picker
    ///     came to.
    /// - Returns: The view, able to show the picker.
    @available(macOS, unavailable)
    public func limitedLibraryPicker(
      isPresented: Binding<Bool>,
      authority: PhotoLibraryAuthority = .live,
      onCompletion: @escaping @MainActor (LimitedLibraryPickerOutcome) -> Void
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
    let onCompletion: @MainActor (LimitedLibraryPickerOutcome) -> Void

    /// Runs one wait at a time, and ends it when the view goes.
    func makeCoordinator() -> LimitedLibraryPickerRequest { LimitedLibraryPickerRequest() }

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

    func updateUIViewController(
      _ controller: UIViewController, context: Context
    ) {
      let request = context.coordinator
      guard isPresented.wrappedValue, !request.isWaiting else { return }
      let isPresented = isPresented
      let authority = authority
      let onCompletion = onCompletion
      // Not during the view update: presenting and writing the binding wait for the next turn.
      request.start {
        await LimitedLibraryPickerWait.run(
          from: controller, authority: authority,
          photosShowsThePicker: photosShowsTheLimitedLibraryPicker,
          present: askPhotosForTheLimitedLibraryPicker)
      } finish: { outcome in
        isPresented.wrappedValue = false
        onCompletion(outcome)
      }
    }

    /// The view went away: a wait still running ends, so that `onCompletion` runs and
    /// `isPresented` is not left `true`.
    static func dismantleUIViewController(
      _ controller: UIViewController, coordinator: LimitedLibraryPickerRequest
    ) {
      coordinator.viewWentAway()
    }
  }
#endif
