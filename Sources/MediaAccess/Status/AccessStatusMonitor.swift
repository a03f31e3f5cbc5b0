#if canImport(Combine)
  public import Combine
#endif
public import Foundation

/// The current status of one source, kept right for a "Camera access is off — Open Settings"
/// banner: read when the monitor is made and again each time the app becomes active, which is
/// when a change made in Settings shows.
///
/// It reads the same authority the screen launches with, so tests drive it with a scripted one.
/// Nothing is remembered between launches of the app: each monitor starts from a fresh read.
/// To read once, without a monitor, ask the authority: `CameraAuthority.live.status()`.
///
/// On Apple platforms it is an `ObservableObject` whose ``status`` is `@Published`:
///
/// ```swift
/// struct ScannerView: View {
///   @StateObject private var camera = AccessStatusMonitor(camera: CameraAuthority.live)
///
///   var body: some View {
///     if camera.status == .denied || camera.status == .restricted {
///       Button("Camera access is off — Open Settings") {
///         SettingsOpener.system.open(for: .camera)
///       }
///     }
///   }
/// }
/// ```
///
/// Everywhere, ``statusUpdates`` is the same status as an `AsyncSequence`, the current one
/// first and then each change once, for a `for await` loop in a view model or a SwiftUI
/// `.task`; ``onChange`` reports each change to one callback.
///
/// The article <doc:ShowingAccessStatus> builds a banner with it and shows how to test it.
@MainActor
public final class AccessStatusMonitor {
  /// The source whose status this monitor reads.
  public let source: MediaSource

  #if canImport(Combine)
    /// The status last read; changes are published before they happen, as SwiftUI expects.
    @Published public private(set) var status: AuthorizationStatus {
      didSet { reportChange(from: oldValue) }
    }
  #else
    /// The status last read.
    public private(set) var status: AuthorizationStatus {
      didSet { reportChange(from: oldValue) }
    }
  #endif

  /// Called on the main actor after ``status`` changed, with the new value.
  public var onChange: (@MainActor (AuthorizationStatus) -> Void)?

  /// Reads the status; the one thing the monitor needs from an authority.
  private let readStatus: @Sendable (MediaSource) -> AuthorizationStatus

  /// The observation of the app-became-active notification, removed when the monitor goes.
  private let activation: ActivationObservation

  /// The iterations of ``statusUpdates`` in progress, each told every change.
  var updateSubscribers = StatusUpdateSubscribers()

  /// Creates a monitor of the camera's status, read through `authority` now and whenever the
  /// app becomes active.
  ///
  /// - Parameters:
  ///   - authority: The authority the screen launches with, such as `CameraAuthority.live`.
  ///   - notificationCenter: Where the app-became-active notification is posted.
  ///   - becameActive: The notification that means the app became active; by default
  ///     ``AccessStatusMonitor/appDidBecomeActive`` (none on Linux). Tests post their own.
  public convenience init(
    camera authority: CameraAuthority,
    notificationCenter: NotificationCenter = .default,
    becameActive: Notification.Name? = AccessStatusMonitor.appDidBecomeActive
  ) {
    self.init(
      .camera, readingStatus: { _ in authority.status() },
      notificationCenter: notificationCenter, becameActive: becameActive)
  }

  /// Creates a monitor of the microphone's status, read through `authority` now and whenever
  /// the app becomes active: for a "Microphone access is off" banner on a screen that records
  /// sound.
  ///
  /// - Parameters:
  ///   - authority: The authority the screen launches with, such as `MicrophoneAuthority.live`.
  ///   - notificationCenter: Where the app-became-active notification is posted.
  ///   - becameActive: The notification that means the app became active; by default
  ///     ``AccessStatusMonitor/appDidBecomeActive`` (none on Linux). Tests post their own.
  public convenience init(
    microphone authority: MicrophoneAuthority,
    notificationCenter: NotificationCenter = .default,
    becameActive: Notification.Name? = AccessStatusMonitor.appDidBecomeActive
  ) {
    self.init(
      .microphone, readingStatus: { _ in authority.status() },
      notificationCenter: notificationCenter, becameActive: becameActive)
  }

  /// Creates a monitor of the photo library's status at an access level, read through
  /// `authority` now and whenever the app becomes active.
  ///
  /// - Parameters:
  ///   - access: The access level whose status to watch.
  ///   - authority: The authority the screen launches with, such as
  ///     `PhotoLibraryAuthority.live`.
  ///   - notificationCenter: Where the app-became-active notification is posted.
  ///   - becameActive: The notification that means the app became active; by default
  ///     ``AccessStatusMonitor/appDidBecomeActive`` (none on Linux). Tests post their own.
  public convenience init(
    photoLibrary access: PhotoLibraryAccess,
    authority: PhotoLibraryAuthority,
    notificationCenter: NotificationCenter = .default,
    becameActive: Notification.Name? = AccessStatusMonitor.appDidBecomeActive
  ) {
    self.init(
      .photoLibrary(access), readingStatus: { _ in authority.status(for: access) },
      notificationCenter: notificationCenter, becameActive: becameActive)
  }

  /// Creates a monitor of a source of the app's own, through its authority.
  ///
  /// - Parameters:
  ///   - authority: The source's authority, the one its launches use.
  ///   - notificationCenter: Where the app-became-active notification is posted.
  ///   - becameActive: The notification that means the app became active, or `nil` for none.
  public convenience init<Kind: SourceDescription>(
    _ authority: SourceAuthority<Kind>,
    notificationCenter: NotificationCenter = .default,
    becameActive: Notification.Name? = AccessStatusMonitor.appDidBecomeActive
  ) {
    self.init(
      authority.source, readingStatus: { _ in authority.status() },
      notificationCenter: notificationCenter, becameActive: becameActive)
  }

  /// Creates a monitor from any status read: a status the app reads its own way, such as a
  /// fixed status for a SwiftUI preview or an authority wrapped with logging. For the live or
  /// a scripted authority, use ``init(camera:notificationCenter:becameActive:)``,
  /// ``init(microphone:notificationCenter:becameActive:)`` or
  /// ``init(photoLibrary:authority:notificationCenter:becameActive:)``.
  ///
  /// ```swift
  /// // A preview of the banner with access turned off.
  /// let monitor = AccessStatusMonitor(.camera, readingStatus: { _ in .denied })
  /// ```
  ///
  /// - Parameters:
  ///   - source: The source to watch.
  ///   - readStatus: Reads the current status; called on the main actor on every refresh.
  ///   - notificationCenter: Where the app-became-active notification is posted.
  ///   - becameActive: The notification that means the app became active, or `nil` for none.
  public init(
    _ source: MediaSource,
    readingStatus readStatus: @escaping @Sendable (MediaSource) -> AuthorizationStatus,
    notificationCenter: NotificationCenter = .default,
    becameActive: Notification.Name? = AccessStatusMonitor.appDidBecomeActive
  ) {
    self.source = source
    self.readStatus = readStatus
    self.status = readStatus(source)
    self.activation = ActivationObservation(center: notificationCenter, name: becameActive)
    activation.start { [weak self] in self?.refresh() }
  }

  /// Reads the status again; call it when you know it may have changed, for example after a
  /// launch. ``status`` changes, and ``onChange`` is called, only when the value differs.
  public func refresh() {
    let current = readStatus(source)
    if current != status {
      status = current
    }
  }

  private func reportChange(from oldValue: AuthorizationStatus) {
    if status != oldValue {
      updateSubscribers.yield(status)
      onChange?(status)
    }
  }
}
