// Apple SDK declarations the documentation's samples use and MediaAccess's adapters do not, so
// the stubs in Tests/AppleSDKStubs (which declare only what the adapters need) lack them.
// Compiled into every Apple sample's module by .ci/check-doc-samples; never run. Each follows
// the iOS 18 SDK's signature as Apple's documentation gives it, reduced to what samples call.
// SwiftUI re-exports Combine's ObservableObject and Published; the stub does not.
@_exported import Combine
import Foundation
import PhotosUI
import SwiftUI
import UIKit

// MARK: - UIKit

/// docs: UIKit/UIImageView, `@MainActor class UIImageView : UIView`, `var image: UIImage?`.
class UIImageView: UIView {
  var image: UIImage?
}

// MARK: - Item providers

/// docs: Foundation/NSItemProviderReading (a protocol UIImage adopts).
protocol NSItemProviderReading: NSObjectProtocol {}

extension UIImage: NSItemProviderReading {}

/// docs: Foundation/NSItemProvider. `loadObject(ofClass:completionHandler:) -> Progress` is its
/// only form (Tests/AppleSDKStubs/README.md): no async overload.
class NSItemProvider: NSObject {
  func loadObject(
    ofClass aClass: any NSItemProviderReading.Type,
    completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
  ) -> Progress { fatalError("stub") }
}

extension PHPickerResult {
  /// docs: PhotosUI/PHPickerResult/itemProvider, `let itemProvider: NSItemProvider`.
  var itemProvider: NSItemProvider { fatalError("stub") }
}

// MARK: - SwiftUI

/// docs: SwiftUI/StateObject, `@MainActor @frozen @propertyWrapper @preconcurrency struct
/// StateObject<ObjectType> where ObjectType : ObservableObject`.
@MainActor
@propertyWrapper
struct StateObject<ObjectType: ObservableObject> {
  init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
  var wrappedValue: ObjectType { fatalError("stub") }
  var projectedValue: ObjectBindings<ObjectType> { fatalError("stub") }
}

/// docs: SwiftUI/ObservedObject/Wrapper: `$model.property` is a `Binding`.
@MainActor
@dynamicMemberLookup
struct ObjectBindings<ObjectType: ObservableObject> {
  subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
  ) -> Binding<Subject> { fatalError("stub") }
}

/// docs: SwiftUI/ViewBuilder/buildIf(_:): an `if` without `else` in a view body. SwiftUI's
/// result is `Optional<Content>`, which is a View there; a conformance added here would be
/// retroactive, so a stand-in type carries it.
extension ViewBuilder {
  @MainActor
  static func buildIf<Content: View>(_ content: Content?) -> OptionalContent<Content> {
    OptionalContent()
  }
}

/// The view of an `if` without `else` (SwiftUI: `Optional<Content>`).
struct OptionalContent<Content: View>: View {
  var body: Never { fatalError("stub") }
}

/// docs: SwiftUI/Button/init(_:action:) and init(_:role:action:), `where Label == Text`.
extension Button where Label == Text {
  init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

/// docs: SwiftUI/ViewBuilder/buildBlock(_:_:): two views in a builder. SwiftUI's result is a
/// `TupleView`; a stand-in type carries it, as for `buildIf`.
extension ViewBuilder {
  @MainActor
  static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleContent<C0, C1> {
    TupleContent()
  }
}

/// The view of two views in a builder (SwiftUI: `TupleView<(C0, C1)>`).
struct TupleContent<C0: View, C1: View>: View {
  var body: Never { fatalError("stub") }
}

extension View {
  /// docs: SwiftUI/View/confirmationDialog(_:isPresented:titleVisibility:actions:), iOS 15;
  /// the dialog closes itself after any of its buttons' actions has run.
  nonisolated func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View { self }

  /// docs: SwiftUI/View/sheet(isPresented:onDismiss:content:).
  nonisolated func sheet<Content: View>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View { self }
}
