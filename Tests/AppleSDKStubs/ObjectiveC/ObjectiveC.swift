// swift-format-ignore-file
// (The names are the Objective-C runtime's own, which the glue must spell as they are.)
// Stub of the Objective-C runtime functions MediaAccess's UIKit glue calls, for type-checking
// it on Linux (`.ci/typecheck-apple-adapters`). Nothing here runs. On Apple platforms
// Foundation re-exports this module; the glue imports it by name.

/// How an associated object is held (docs: ObjectiveC/objc_AssociationPolicy,
/// `enum objc_AssociationPolicy : UInt, @unchecked Sendable`).
public enum objc_AssociationPolicy: UInt, Sendable {
  /// A weak, unretained reference.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference, not atomic.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy, not atomic.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference, atomic.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy, atomic.
  case OBJC_ASSOCIATION_COPY = 771
}

/// Associates a value with an object for the object's lifetime (docs:
/// ObjectiveC/objc_setAssociatedObject(_:_:_:_:)).
///
/// - Parameters:
///   - object: The owner.
///   - key: The association's key.
///   - value: The value, or `nil` to clear it.
///   - policy: How the value is held.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) { fatalError("stub") }
