/// A target for the build-tool plugin to be applied to in a SwiftPM build.
public enum SampleKit {
  /// The sample's name.
  public static let name = "PluginSample"
}
