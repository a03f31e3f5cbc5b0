// Stub of the Combine declarations MediaAccess's SwiftUI presenter uses, for type-checking it
// on Linux (`.ci/typecheck-apple-adapters`). Nothing here runs.
//
// Sources (../README.md, "SwiftUI and Combine"):
// - ObservableObject: docs Combine/ObservableObject, `protocol ObservableObject : AnyObject`;
//   ObjectWillChangePublisher, `associatedtype ObjectWillChangePublisher : Publisher =
//   ObservableObjectPublisher where Self.ObjectWillChangePublisher.Failure == Never`;
//   objectWillChange, `var objectWillChange: Self.ObjectWillChangePublisher { get }`, with the
//   default `var objectWillChange: ObservableObjectPublisher { get }`.
// - ObservableObjectPublisher: docs, `final class ObservableObjectPublisher`, `init()`, `send()`.
// - Published: docs Combine/Published, `@propertyWrapper struct Published<Value>`, "class
//   constrained"; `init(initialValue:)`. The class-only wrapper works through the
//   `_enclosingInstance` subscript and an unavailable `wrappedValue`, as in OpenCombine's
//   mirror of the interface (Sources/OpenCombine/Published.swift).

/// A type that publishes values (docs: Combine/Publisher); only the associated types the
/// `ObservableObject` constraint needs.
public protocol Publisher<Output, Failure> {
  /// The values it publishes.
  associatedtype Output
  /// The errors it publishes.
  associatedtype Failure: Error
}

/// A publisher that announces an observable object's changes (docs).
public final class ObservableObjectPublisher: Publisher {
  /// It publishes no value.
  public typealias Output = Void
  /// It never fails.
  public typealias Failure = Never

  /// Creates a publisher (docs).
  public init() {}

  /// Announces a change (docs).
  public func send() {}
}

/// An object with a publisher that emits before the object changes (docs).
public protocol ObservableObject: AnyObject {
  /// The publisher's type (docs).
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Emits before the object changes (docs).
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The synthesized publisher (docs: ObservableObject/objectWillChange-5gopl).
  public var objectWillChange: ObservableObjectPublisher { fatalError("stub") }
}

/// A property that publishes its changes; usable on properties of classes only (docs).
@propertyWrapper
public struct Published<Value> {
  private var value: Value

  /// Creates the property with its initial value. Not on Apple's documentation page, but the
  /// form Swift requires of a property wrapper: with `init(initialValue:)` alone the compiler
  /// warns that it is deprecated (OpenCombine's mirror declares both). Adapters use the
  /// documented `init(initialValue:)`.
  ///
  /// - Parameter wrappedValue: The initial value.
  public init(wrappedValue: Value) { value = wrappedValue }

  /// Creates the property with its initial value (docs).
  ///
  /// - Parameter initialValue: The initial value.
  public init(initialValue: Value) { value = initialValue }

  /// Unavailable: the wrapper is accessed through its enclosing instance.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }

  /// Reads and writes the property through the class that holds it.
  ///
  /// - Parameters:
  ///   - object: The enclosing instance.
  ///   - wrappedKeyPath: The wrapped property.
  ///   - storageKeyPath: The wrapper's storage.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].value }
    set { object[keyPath: storageKeyPath].value = newValue }
  }
}
