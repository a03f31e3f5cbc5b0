@testable import MediaAccess

/// A window's worth of UIKit presentation, simulated as Apple documents it, failures included
/// (Tests/AppleSDKStubs/PresentationNotes.md):
/// - `present` is declined silently (a console line, no callback, no presenting controller)
///   when the presenter's view is not in a window, when it already presents a controller, or
///   while a transition is in progress;
/// - presentations and dismissals are animated transitions, with a transition coordinator
///   whose completion runs when the test ends the transition, unless the coordinator declines
///   to queue it (its `animate` returns `false`), when it never runs;
/// - a sheet swiped down is removed, then its presentation controller's delegate is told
///   (`presentationControllerDidDismiss`); a programmatic dismissal tells it nothing;
/// - a dismiss-all drops the presented controllers with no callback at all: only their release
///   shows it;
/// - a scene torn down posts `UIScene.didDisconnectNotification` and lets go of its window's
///   root; UIKit documents no dismissal, so each controller keeps what it presents, and a
///   controller that something else holds (a pick's caller holds its screen) stays alive with
///   its presented picker.
@MainActor
final class SimulatedUIKit {
  /// The controller at the root of the window; `nil` once the scene is torn down.
  private(set) var windowRoot: SimulatedController?
  /// Whether a presentation or dismissal is animating.
  private(set) var isTransitioning = false
  /// What would appear in the console, such as a declined presentation.
  private(set) var console: [String] = []
  /// Every `dismiss` call, by the name of the controller it was called on.
  private(set) var dismissCalls: [String] = []
  /// While set, every presentation is declined as if another were starting, with no
  /// transition coordinator to show it (the double-tap race).
  var declinesPresentations = false
  /// While set, the transition coordinator declines to queue completions
  /// (`animate(alongsideTransition:completion:)` returns `false`), as it may once its
  /// transition is finishing: what it declines never runs.
  var coordinatorDeclines = false

  private var transitionCompletions: [@MainActor () -> Void] = []

  /// Makes `root` the window's root controller.
  func showInWindow(_ root: SimulatedController) {
    windowRoot = root
  }

  /// Ends the transition in progress: its changes take effect, then the coordinator's
  /// completions and the completion handlers run.
  func endTransition() {
    isTransitioning = false
    let completions = transitionCompletions
    transitionCompletions = []
    for completion in completions { completion() }
  }

  /// The user swipes the top sheet down: UIKit removes it, then tells its presentation
  /// controller's delegate.
  func swipeDownTopSheet() {
    guard let root = windowRoot, let sheet = root.topMostModal.presentingModal?.presentedModal
    else { return }
    sheet.presentingModal?.detachPresented()
    for handler in sheet.interactiveDismissalHandlers { handler() }
  }

  /// `dismiss(animated:)` on the root: every presented controller goes, and nothing tells
  /// their delegates.
  func dismissAll() {
    windowRoot?.dismissPresentedModal {}
    endTransition()
  }

  /// The scene disconnects: its observers hear it, then the window lets go of its root.
  func tearDownScene() {
    let observers = sceneObservers.compactMap(\.value)
    sceneObservers = []
    for observer in observers { observer.handler() }
    windowRoot = nil
  }

  /// What `observeSceneDisconnection` returned, held weakly as the notification center's
  /// token is removed when its owner goes.
  fileprivate final class SceneObserver {
    let handler: @MainActor @Sendable () -> Void
    init(_ handler: @escaping @MainActor @Sendable () -> Void) { self.handler = handler }
  }
  private struct WeakObserver {
    weak var value: SceneObserver?
  }
  private var sceneObservers: [WeakObserver] = []

  fileprivate func observeScene(
    _ handler: @escaping @MainActor @Sendable () -> Void
  ) -> AnyObject? {
    guard windowRoot != nil else { return nil }
    let observer = SceneObserver(handler)
    sceneObservers.append(WeakObserver(value: observer))
    return observer
  }

  fileprivate func beginTransition(then completion: @escaping @MainActor () -> Void) {
    isTransitioning = true
    transitionCompletions.append(completion)
  }

  fileprivate func queueAfterTransition(
    _ body: @escaping @MainActor () -> Void
  ) -> TransitionQueueing {
    guard isTransitioning else { return .noTransition }
    guard !coordinatorDeclines else { return .declined }
    transitionCompletions.append(body)
    return .queued
  }

  fileprivate func log(_ line: String) {
    console.append(line)
  }

  fileprivate func recordDismiss(on name: String) {
    dismissCalls.append(name)
  }
}

/// A `UIViewController` of ``SimulatedUIKit``.
@MainActor
final class SimulatedController: ModalPresenting {
  typealias Modal = SimulatedController

  let name: String
  private let uikit: SimulatedUIKit
  /// Strong, as UIKit's `presentedViewController` is: the chain keeps presented controllers.
  private(set) var presentedModal: SimulatedController?
  private(set) weak var presentingModal: SimulatedController?
  /// Associated objects: released with the controller.
  private var retained: [AnyObject] = []
  fileprivate var interactiveDismissalHandlers: [@MainActor () -> Void] = []
  /// The picker's delegate, as the glue connects it.
  var onUserAnswer: (@MainActor (String) -> Void)?

  init(_ name: String, in uikit: SimulatedUIKit) {
    self.name = name
    self.uikit = uikit
  }

  var isInWindow: Bool {
    if let presentingModal { return presentingModal.isInWindow }
    return uikit.windowRoot === self
  }

  func queueAfterTransition(_ body: @escaping @MainActor () -> Void) -> TransitionQueueing {
    uikit.queueAfterTransition(body)
  }

  func presentModal(_ modal: SimulatedController) {
    guard isInWindow else {
      uikit.log("Attempt to present \(modal.name) on \(name) whose view is not in the window")
      return
    }
    guard presentedModal == nil, !uikit.isTransitioning, !uikit.declinesPresentations else {
      uikit.log("Attempt to present \(modal.name) on \(name) which is already presenting")
      return
    }
    presentedModal = modal
    modal.presentingModal = self
    uikit.beginTransition {}
  }

  func dismissPresentedModal(completion: @escaping @MainActor () -> Void) {
    uikit.recordDismiss(on: name)
    guard presentedModal != nil else {
      completion()
      return
    }
    uikit.beginTransition { [self] in
      detachPresented()
      completion()
    }
  }

  func retainForLifetime(_ object: AnyObject) {
    retained.append(object)
  }

  func onInteractiveDismissal(_ handler: @escaping @MainActor () -> Void) {
    interactiveDismissalHandlers.append(handler)
  }

  func observeSceneDisconnection(
    _ handler: @escaping @MainActor @Sendable () -> Void
  ) -> AnyObject? {
    isInWindow ? uikit.observeScene(handler) : nil
  }

  /// The user answers the picker this controller is.
  func userAnswers(_ answer: String) {
    onUserAnswer?(answer)
  }

  fileprivate func detachPresented() {
    presentedModal?.detachPresented()
    presentedModal?.presentingModal = nil
    presentedModal = nil
  }
}
