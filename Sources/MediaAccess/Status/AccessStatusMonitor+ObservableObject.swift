#if canImport(Combine)
  public import Combine

  /// SwiftUI observes the monitor with `@StateObject` or `@ObservedObject`; its ``status`` is
  /// `@Published`. `ObservableObject` rather than `@Observable`, which needs iOS 17 and macOS 14
  /// while the package supports iOS 16 and macOS 13.
  extension AccessStatusMonitor: ObservableObject {}
#endif
