// Stub of the SwiftUI declarations MediaAccess's SwiftUI presentation uses, for type-checking
// it on Linux (`.ci/typecheck-apple-adapters`). Nothing here runs.
//
// Each is declared as Apple's documentation shows it (docs page named on each; ../README.md,
// "SwiftUI and Combine"), in its strictest form: `View` and `ViewModifier` are `@MainActor`,
// `Binding`'s closures are `@isolated(any) @Sendable`, `Button`'s action is `@MainActor`.
// Where the documentation shows `@ContentBuilder` (newer SDKs), the iOS 18 SDK has
// `@ViewBuilder`. The builder declares only the single-view blocks the adapters write.
// Combine is imported, not re-exported: an adapter must import it itself.

public import Combine

/// A piece of user interface (docs: SwiftUI/View, `@MainActor @preconcurrency protocol View`).
@MainActor
@preconcurrency
public protocol View {
  /// The type of the view's content.
  associatedtype Body: View

  /// The view's content (docs: View/body).
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  /// A view with no content (the body type of primitive views).
  public var body: Never { fatalError("stub") }
}

/// Builds views from closures (docs: SwiftUI/ViewBuilder); only single-view blocks here.
@resultBuilder
public struct ViewBuilder {
  /// Passes a view through.
  ///
  /// - Parameter content: The view.
  /// - Returns: The same view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// Builds a block of one view.
  ///
  /// - Parameter content: The view.
  /// - Returns: The same view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// Changes a view (docs: SwiftUI/ViewModifier,
/// `@MainActor @preconcurrency protocol ViewModifier`).
@MainActor
@preconcurrency
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View

  /// The view being modified (docs: ViewModifier/Content).
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view (docs: ViewModifier/body(content:),
  /// `@ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body`).
  ///
  /// - Parameter content: The view being modified.
  /// - Returns: The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier is applied to (the SDK's type behind `ViewModifier.Content`).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  /// Primitive view.
  public var body: Never { fatalError("stub") }
}

/// A view with a modifier applied (docs: SwiftUI/ModifiedContent,
/// `@frozen struct ModifiedContent<Content, Modifier>`).
public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Primitive view.
  public var body: Never { fatalError("stub") }
}

nonisolated struct StubView: View {
  var body: Never { fatalError("stub") }
}

extension View {
  /// Applies a modifier (docs: View/modifier(_:),
  /// `nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`).
  ///
  /// - Parameter modifier: The modifier.
  /// - Returns: The modified view.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    fatalError("stub")
  }

  /// Shows an alert for `data` while `isPresented` is true; iOS 15 (docs:
  /// View/alert(_:isPresented:presenting:actions:message:)-8584l).
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - isPresented: Whether the alert is shown; the system sets it to `false` on any tap.
  ///   - data: The value the alert is about; no alert while it is `nil`.
  ///   - actions: The alert's buttons, built from `data`.
  ///   - message: The alert's message, built from `data`.
  /// - Returns: The view with the alert attached.
  nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S,
    isPresented: Binding<Bool>,
    presenting data: T?,
    @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View { StubView() }

  /// Layers a view behind this one (docs: View/background(_:alignment:),
  /// `nonisolated func background<Background>(_ background: Background, alignment: Alignment =
  /// .center) -> some View where Background : View`; iOS 13).
  ///
  /// - Parameters:
  ///   - background: The view behind.
  ///   - alignment: How the two are aligned.
  /// - Returns: The view with the background.
  nonisolated public func background<Background: View>(
    _ background: Background,
    alignment: Alignment = .center
  ) -> some View { StubView() }
}

/// How views are aligned (docs: SwiftUI/Alignment, `@frozen struct Alignment`).
public struct Alignment: Equatable, Sendable {
  /// Centered (docs: Alignment/center, `static let center: Alignment`).
  public static let center = Alignment()
}

/// A two-way connection to a value (docs: SwiftUI/Binding).
public struct Binding<Value> {
  /// Creates a binding from closures (docs: Binding/init(get:set:)-7ufcp,
  /// `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
  /// set: @escaping @isolated(any) @Sendable (Value) -> Void)`).
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes the value.
  @preconcurrency
  public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}

  /// The value, read and written through the binding (docs: Binding/wrappedValue,
  /// `var wrappedValue: Value { get nonmutating set }`).
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set {}
  }
}

/// Text (docs: SwiftUI/Text, `@frozen struct Text`).
public struct Text: View {
  /// Shows a string without localizing it (docs: Text/init(_:)-9d1g4,
  /// `init<S>(_ content: S) where S : StringProtocol`).
  ///
  /// - Parameter content: The string.
  public init<S: StringProtocol>(_ content: S) {}

  /// Primitive view.
  public var body: Never { fatalError("stub") }
}

/// What a button does (docs: SwiftUI/ButtonRole, `struct ButtonRole`, iOS 15). Declared
/// `Sendable` because the SDK exposes its values as `static let`, which Swift 6 only allows for
/// `Sendable` types.
public struct ButtonRole: Equatable, Sendable {
  /// Cancels an operation (docs: ButtonRole/cancel, `static let cancel: ButtonRole`).
  public static let cancel = ButtonRole()
}

/// A button (iOS 18 interface: `@MainActor @preconcurrency public struct Button<Label> : View
/// where Label : View`). Today's page shows `nonisolated struct`, a form later SDKs introduced;
/// an iOS 18 SDK build sees the main-actor form, so the stub keeps it (notes: SwiftUI).
@MainActor
@preconcurrency
public struct Button<Label: View>: View {
  /// Creates a button with a role and a custom label; iOS 15 (docs:
  /// Button/init(role:action:label:); main-actor isolated with its type in the iOS 18
  /// interface, `nonisolated` only in later SDKs).
  ///
  /// - Parameters:
  ///   - role: The button's role, or `nil`.
  ///   - action: Runs on the main actor when the button is triggered.
  ///   - label: The button's label.
  @preconcurrency
  public init(
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {}

  /// Primitive view.
  public var body: Never { fatalError("stub") }
}

/// Views computed from a collection (docs: SwiftUI/ForEach, `struct ForEach<Data, ID, Content>
/// where Data : RandomAccessCollection, ID : Hashable`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
  /// Creates views for the elements of `data`, identified by `id` (docs: the `ForEach` that
  /// List/init(_:id:rowContent:)-4s0aj builds from the same `data`, `id` and content closure).
  ///
  /// - Parameters:
  ///   - data: The elements.
  ///   - id: The key path to an element's identity.
  ///   - content: Builds an element's view.
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {}

  /// Primitive view.
  public var body: Never { fatalError("stub") }
}

/// Subscribes a view to an observable object (docs: SwiftUI/ObservedObject,
/// `@MainActor @propertyWrapper @preconcurrency @frozen struct ObservedObject<ObjectType>
/// where ObjectType : ObservableObject`).
@MainActor
@propertyWrapper
@preconcurrency
public struct ObservedObject<ObjectType: ObservableObject> {
  /// The observed object (docs: ObservedObject/wrappedValue).
  @MainActor @preconcurrency public var wrappedValue: ObjectType

  /// Observes an object (docs: ObservedObject/init(wrappedValue:),
  /// `@MainActor @preconcurrency init(wrappedValue: ObjectType)`).
  ///
  /// - Parameter wrappedValue: The object.
  @MainActor @preconcurrency
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
}

/// A value SwiftUI keeps for a view across updates (docs: SwiftUI/State, `@frozen
/// @propertyWrapper struct State<Value> : DynamicProperty`; the initial value is kept, later
/// initial values are ignored).
@propertyWrapper
public struct State<Value> {
  /// Keeps `value` as the initial value (docs: State/init(wrappedValue:)).
  ///
  /// - Parameter value: The initial value.
  public init(wrappedValue value: Value) {}

  /// The kept value (docs: State/wrappedValue, `var wrappedValue: Value { get nonmutating set }`).
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set { fatalError("stub") }
  }
}

/// A key combination for a control (docs: SwiftUI/KeyboardShortcut, `struct KeyboardShortcut`,
/// iOS 14). Declared `Sendable` because the SDK exposes it as `static let` constants.
public struct KeyboardShortcut: Sendable {
  /// The Return key, for a dialog's default button (docs: KeyboardShortcut/defaultAction,
  /// `static let defaultAction: KeyboardShortcut`).
  public static let defaultAction = KeyboardShortcut()
}

extension View {
  /// Assigns a keyboard shortcut, or none for `nil`; iOS 15.4 (docs:
  /// View/keyboardShortcut(_:)-8liec, `nonisolated func keyboardShortcut(_ shortcut:
  /// KeyboardShortcut?) -> some View`).
  ///
  /// - Parameter shortcut: The shortcut, or `nil` for none.
  /// - Returns: The view with the shortcut.
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    StubView()
  }

  /// Runs an action before the view appears (docs: View/onAppear(perform:),
  /// `nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View`).
  ///
  /// - Parameter action: What to run.
  /// - Returns: The view.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    StubView()
  }

  /// Runs an action after the view disappears (docs: View/onDisappear(perform:),
  /// `nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View`).
  ///
  /// - Parameter action: What to run.
  /// - Returns: The view.
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    StubView()
  }
}

#if canImport(UIKit)
  public import UIKit

  /// A view that hosts a UIKit view controller (docs: SwiftUI/UIViewControllerRepresentable,
  /// `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body ==
  /// Never`; iOS 13, Mac Catalyst 13, visionOS 1, unavailable on macOS).
  @available(macOS, unavailable)
  @MainActor
  @preconcurrency
  public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The hosted controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// The type that carries state between updates.
    associatedtype Coordinator = Void
    /// The context of each call (docs: UIViewControllerRepresentable/Context).
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once (docs: makeUIViewController(context:)).
    ///
    /// - Parameter context: The context, with the coordinator.
    /// - Returns: The controller.
    func makeUIViewController(context: Context) -> UIViewControllerType

    /// Updates the controller when SwiftUI's state changes (docs:
    /// updateUIViewController(_:context:)).
    ///
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - context: The context, with the coordinator.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)

    /// Makes the coordinator, once, before the controller (docs: makeCoordinator()).
    ///
    /// - Returns: The coordinator.
    func makeCoordinator() -> Coordinator

    /// Called when SwiftUI removes the controller, as its view goes (docs:
    /// dismantleUIViewController(_:coordinator:); iPhoneOS 17.4 SDK's SwiftUI.swiftinterface:
    /// `static func dismantleUIViewController(_:coordinator:)`, with a default).
    ///
    /// - Parameters:
    ///   - uiViewController: The controller.
    ///   - coordinator: The coordinator.
    static func dismantleUIViewController(
      _ uiViewController: UIViewControllerType, coordinator: Coordinator)
  }

  @available(macOS, unavailable)
  extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator (docs: the default implementation).
    public func makeCoordinator() {}
  }

  @available(macOS, unavailable)
  extension UIViewControllerRepresentable {
    /// A representable has no SwiftUI body.
    public var body: Never { fatalError("stub") }

    /// Does nothing (docs: the default implementation).
    public static func dismantleUIViewController(
      _ uiViewController: UIViewControllerType, coordinator: Coordinator
    ) {}
  }

  /// The context of a representable's calls (docs: SwiftUI/UIViewControllerRepresentableContext,
  /// `@MainActor @preconcurrency struct UIViewControllerRepresentableContext<Representable>`).
  @available(macOS, unavailable)
  @MainActor
  @preconcurrency
  public struct UIViewControllerRepresentableContext<
    Representable: UIViewControllerRepresentable
  > {
    /// The coordinator made by `makeCoordinator()` (docs: coordinator).
    public let coordinator: Representable.Coordinator
  }
#endif
