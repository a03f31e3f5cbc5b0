/// CocoaPods writes `Pods/Pods.xcodeproj` and `Pods/Target Support Files/…` when it installs;
/// a file there that is missing is one `pod install` makes, and the message says so.
extension String {
  /// Whether the path lies inside a `Pods` folder.
  var isUnderPods: Bool {
    split(separator: "/").dropLast().contains("Pods")
  }

  /// The words added to a problem with a file CocoaPods makes.
  static let runPodInstall = "run `pod install` first"
}
