// Stub of the UIKit declarations MediaAccess calls, for type-checking its Apple adapters on
// Linux (`.ci/typecheck-apple-adapters`). Nothing here runs.
//
// Each declaration has the strict iOS 18 SDK form listed in `../README.md` ("the
// notes", "notes:") or, where marked "docs:", the form in Apple's documentation. Classes are
// `@MainActor` as UIKit's are; only the members the notes mark `nonisolated` are. `open`'s
// completion is `@MainActor @Sendable`, as Apple's page shows. Add a declaration only when an
// adapter needs it, never in a looser form than the SDK's.

@_exported public import Foundation

/// The superclass of UIKit's controllers (docs: UIKit/UIResponder).
@MainActor
open class UIResponder: NSObject {}

/// The app object (notes).
@MainActor
open class UIApplication: UIResponder {
  /// The singleton app instance (notes).
  open class var shared: UIApplication { fatalError("stub") }

  /// The URL string that opens the app's page in Settings. notes lists it as
  /// `nonisolated class let`, which Swift source spells `nonisolated static let`.
  nonisolated public static let openSettingsURLString = "app-settings:"

  /// Whether an app can handle the URL (notes: `nonisolated`).
  ///
  /// - Parameter url: The URL to test.
  /// - Returns: `true` when an app can open it.
  nonisolated open func canOpenURL(_ url: URL) -> Bool { fatalError("stub") }

  /// Opens a URL; `completion` is called on the main queue (notes: UIKit). The iOS 18 header
  /// marks the handler `NS_SWIFT_UI_ACTOR`; Apple's page shows `(@MainActor @Sendable (Bool) ->
  /// Void)?`.
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - options: Options for opening it.
  ///   - completion: Called on the main actor with whether it opened.
  open func open(
    _ url: URL,
    options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
    completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
  ) { fatalError("stub") }

  /// Opens a URL (notes).
  ///
  /// - Parameters:
  ///   - url: The URL to open.
  ///   - options: Options for opening it.
  /// - Returns: Whether it opened.
  open func open(
    _ url: URL,
    options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]
  ) async -> Bool { fatalError("stub") }

  /// Posted when the app becomes active, as after the user returns from Settings (docs:
  /// UIApplication/didBecomeActiveNotification, `class let didBecomeActiveNotification:
  /// NSNotification.Name`). Main-actor isolated with its class here: no source shows it
  /// `nonisolated`, so the stricter form (notes: UIKit).
  public static let didBecomeActiveNotification = Notification.Name(
    "UIApplicationDidBecomeActiveNotification")

  /// Keys of the options of `open(_:options:)` (notes).
  public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
    /// The key's string.
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) { self.rawValue = rawValue }
  }
}

/// A controller of a screen (notes).
@MainActor
open class UIViewController: UIResponder {
  /// Presents a controller modally (notes).
  ///
  /// - Parameters:
  ///   - viewControllerToPresent: The controller to present.
  ///   - flag: Whether to animate.
  ///   - completion: Called on the main queue after the presentation.
  open func present(
    _ viewControllerToPresent: UIViewController,
    animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { fatalError("stub") }

  /// Dismisses the controller this one presented (docs:
  /// UIKit/UIViewController/dismiss(animated:completion:)).
  ///
  /// - Parameters:
  ///   - flag: Whether to animate.
  ///   - completion: Called after the dismissal.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError("stub") }

  /// The controller this one presents, if any (notes).
  open var presentedViewController: UIViewController? { fatalError("stub") }

  /// The controller that presented this one, or the nearest ancestor's presenter (docs:
  /// UIKit/UIViewController/presentingViewController).
  open var presentingViewController: UIViewController? { fatalError("stub") }

  /// The coordinator of the transition in progress, if any (docs:
  /// UIKit/UIViewController/transitionCoordinator).
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    fatalError("stub")
  }

  /// The view, or `nil` when it is not loaded yet (docs: UIKit/UIViewController/viewIfLoaded).
  open var viewIfLoaded: UIView? { fatalError("stub") }

  /// The presentation controller managing this controller (docs:
  /// UIKit/UIViewController/presentationController).
  open var presentationController: UIPresentationController? { fatalError("stub") }

  /// The controller this one is a child of, or `nil` (docs: UIKit/UIViewController/parent).
  open var parent: UIViewController? { fatalError("stub") }

  /// Whether this controller is being dismissed, during its dismissal transition (docs:
  /// UIKit/UIViewController/isBeingDismissed).
  open var isBeingDismissed: Bool { fatalError("stub") }
}

/// A view (docs: UIKit/UIView); only its window here.
@MainActor
open class UIView: UIResponder {
  /// The window the view is in, or `nil` (docs: UIKit/UIView/window).
  open var window: UIWindow? { fatalError("stub") }
}

/// A window (docs: UIKit/UIWindow).
@MainActor
open class UIWindow: UIView {
  /// The scene the window belongs to; weak (header `UIWindow.h`: `@property(nullable,
  /// nonatomic, weak) UIWindowScene *windowScene`, iOS 13).
  open var windowScene: UIWindowScene? { fatalError("stub") }
}

/// A scene of the app (header `UIScene.h`: `NS_SWIFT_UI_ACTOR`, iOS 13).
@MainActor
open class UIScene: UIResponder {
  /// Posted when the scene is removed from the app (header `UIScene.h`:
  /// `UIKIT_EXTERN NSNotificationName const UISceneDidDisconnectNotification`, iOS 13).
  /// Main-actor isolated with its class here, the stricter form.
  public static let didDisconnectNotification = Notification.Name(
    "UISceneDidDisconnectNotification")
}

/// A scene of windows (header `UIWindowScene.h`, iOS 13).
@MainActor
open class UIWindowScene: UIScene {}

/// The context of a transition (docs: UIKit/UIViewControllerTransitionCoordinatorContext,
/// `@MainActor protocol … : NSObjectProtocol`); no member is used.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {}

/// The coordinator of a transition (docs: UIKit/UIViewControllerTransitionCoordinator,
/// `@MainActor protocol … : UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Runs animations alongside the transition and `completion` after it (docs:
  /// animate(alongsideTransition:completion:)).
  ///
  /// - Parameters:
  ///   - animation: Animations to run alongside.
  ///   - completion: Runs when the transition has ended.
  /// - Returns: Whether the animations were queued.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// Manages a presented controller (docs: UIKit/UIPresentationController).
@MainActor
open class UIPresentationController: NSObject {
  /// The delegate, held weakly (docs: UIPresentationController/delegate).
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// The presentation controller's delegate (docs: UIKit/UIAdaptivePresentationControllerDelegate,
/// `@MainActor protocol … : NSObjectProtocol`). Its methods are `optional` in the SDK; the one
/// used is required here, so a misspelled witness fails the type-check.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// The user dismissed the presented controller interactively; not called for a
  /// programmatic dismissal (docs: presentationControllerDidDismiss(_:)).
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

// Foundation's on Apple platforms (docs: Foundation/ProcessInfo/isiOSAppOnMac, iOS 14;
// isMacCatalystApp, iOS 13); swift-corelibs-foundation lacks them, so the stub declares them
// where every UIKit adapter sees them.
extension ProcessInfo {
  /// Whether the process is an iOS app running on a Mac (docs: ProcessInfo/isiOSAppOnMac).
  public var isiOSAppOnMac: Bool { fatalError("stub") }

  /// Whether the process is a Mac Catalyst app or an iOS app running on a Mac (docs:
  /// ProcessInfo/isMacCatalystApp).
  public var isMacCatalystApp: Bool { fatalError("stub") }
}

/// An alert or action sheet (notes).
@MainActor
open class UIAlertController: UIViewController {
  /// Creates an alert controller (notes).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - preferredStyle: Alert or action sheet.
  public convenience init(
    title: String?,
    message: String?,
    preferredStyle: UIAlertController.Style
  ) { self.init() }

  /// Adds a button (notes).
  ///
  /// - Parameter action: The button.
  open func addAction(_ action: UIAlertAction) { fatalError("stub") }

  /// The button the return key triggers, shown in bold (notes).
  open var preferredAction: UIAlertAction?

  /// How the controller is shown (notes).
  public enum Style: Int, Sendable {
    /// An action sheet.
    case actionSheet = 0
    /// A modal alert.
    case alert = 1
  }
}

/// A button of an alert (notes).
@MainActor
open class UIAlertAction: NSObject {
  /// Creates a button; `handler` is called on the main queue when it is tapped (notes).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - style: How it looks.
  ///   - handler: Called when it is tapped.
  public convenience init(
    title: String?,
    style: UIAlertAction.Style,
    handler: ((UIAlertAction) -> Void)? = nil
  ) { self.init() }

  /// How a button looks (notes).
  public enum Style: Int, Sendable {
    /// A default button.
    case `default` = 0
    /// The cancel button.
    case cancel = 1
    /// A destructive button.
    case destructive = 2
  }
}

/// A stack of controllers; here only the superclass of the image picker (docs:
/// UIKit/UINavigationController).
@MainActor
open class UINavigationController: UIViewController {}

/// The navigation controller's delegate (docs: UIKit/UINavigationControllerDelegate,
/// `@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {}

/// The image picker's delegate (docs: UIKit/UIImagePickerControllerDelegate,
/// `@MainActor protocol UIImagePickerControllerDelegate : NSObjectProtocol`).
///
/// Both methods are `optional` in the SDK; Swift protocols without `@objc` have no optional
/// requirements, so here they are required: a misspelled witness then fails the type-check
/// instead of silently never being called.
@MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
  /// The user picked a still image or movie (docs:
  /// imagePickerController(_:didFinishPickingMediaWithInfo:)).
  ///
  /// - Parameters:
  ///   - picker: The picker.
  ///   - info: The original and edited image, keyed by `UIImagePickerController.InfoKey`.
  func imagePickerController(
    _ picker: UIImagePickerController,
    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  )

  /// The user cancelled (docs: imagePickerControllerDidCancel(_:)).
  ///
  /// - Parameter picker: The picker.
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

/// The system interface for taking pictures; unavailable on tvOS (notes).
@MainActor
open class UIImagePickerController: UINavigationController {
  /// Whether the device supports a source type (notes).
  ///
  /// - Parameter sourceType: The source to check.
  /// - Returns: `true` when it is available.
  open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool {
    fatalError("stub")
  }

  /// Where the picker gets its media (notes).
  public enum SourceType: Int, Sendable {
    /// The photo library; deprecated in favour of PHPicker.
    case photoLibrary = 0
    /// The camera; unavailable on visionOS in newer SDKs.
    case camera = 1
    /// The saved photos album; deprecated in favour of PHPicker.
    case savedPhotosAlbum = 2
  }

  /// The source the picker shows (notes).
  open var sourceType: UIImagePickerController.SourceType = .photoLibrary

  /// Whether the user may edit the picture (notes).
  open var allowsEditing = false

  /// The delegate, held weakly (notes).
  open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

  /// The media types the picker may capture, as uniform type identifiers (docs:
  /// UIImagePickerController/mediaTypes, iOS 2, Catalyst 13.1, visionOS 1). An empty array, or
  /// one with no type available for the source, raises an exception: check
  /// `availableMediaTypes(for:)` first.
  open var mediaTypes: [String] = ["public.image"]

  /// The media types a source can capture, or `nil` (docs: availableMediaTypes(for:), iOS 2,
  /// Catalyst 13.1, visionOS 1): video recording is available when the camera's list holds the
  /// movie type, `public.movie`.
  ///
  /// - Parameter sourceType: The source to ask about.
  /// - Returns: Its media types' identifiers.
  open class func availableMediaTypes(
    for sourceType: UIImagePickerController.SourceType
  ) -> [String]? { fatalError("stub") }

  /// Whether the camera takes pictures or movies (docs: cameraCaptureMode-swift.property,
  /// iOS 4, Catalyst 13.1; no visionOS: the picker has no camera there). `.video` needs the
  /// movie type in `mediaTypes` first (as given).
  @available(visionOS, unavailable)
  open var cameraCaptureMode: UIImagePickerController.CameraCaptureMode {
    get { fatalError("stub") }
    set {}
  }

  /// The camera's capture modes (docs: CameraCaptureMode-swift.enum).
  @available(visionOS, unavailable)
  public enum CameraCaptureMode: Int, Sendable {
    /// Still pictures.
    case photo = 0
    /// Movies.
    case video = 1
  }

  /// The longest recording, in seconds; 600 by default (docs: videoMaximumDuration, iOS 3.1,
  /// Catalyst 13.1; no visionOS). Used only when `mediaTypes` holds the movie type.
  @available(visionOS, unavailable)
  open var videoMaximumDuration: TimeInterval {
    get { fatalError("stub") }
    set {}
  }

  /// The recording quality; `.typeMedium` by default (docs: videoQuality, iOS 3.1, Catalyst
  /// 13.1; no visionOS). Used only when `mediaTypes` holds the movie type.
  @available(visionOS, unavailable)
  open var videoQuality: UIImagePickerController.QualityType {
    get { fatalError("stub") }
    set {}
  }

  /// Video qualities (docs: UIImagePickerController.QualityType; iOS, Catalyst).
  @available(visionOS, unavailable)
  public enum QualityType: Int, Sendable {
    /// The highest quality the active camera supports.
    case typeHigh = 0
    /// Medium quality, suitable for Wi-Fi.
    case typeMedium = 1
    /// Low quality, suitable for cellular.
    case typeLow = 2
    /// VGA (640 × 480).
    case type640x480 = 3
    /// iFrame 1280 × 720.
    case typeIFrame1280x720 = 4
    /// iFrame 960 × 540.
    case typeIFrame960x540 = 5
  }

  /// Keys of the delegate's `info` dictionary (docs: UIImagePickerController.InfoKey).
  public struct InfoKey: Hashable, Sendable, RawRepresentable {
    /// The key's string.
    public let rawValue: String

    /// Creates a key.
    ///
    /// - Parameter rawValue: The key's string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The original, uncropped image; its value is a `UIImage` (docs: InfoKey/originalImage).
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")

    /// The image the user edited; its value is a `UIImage` (docs: InfoKey/editedImage).
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")

    /// The file URL of a recorded movie; its value is a `URL` (docs: InfoKey/mediaURL, "The
    /// filesystem URL for the movie", an `NSURL`).
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
  }
}

/// Image data (docs: UIKit/UIImage, `class UIImage`; no `Sendable` conformance claimed).
open class UIImage: NSObject {}
