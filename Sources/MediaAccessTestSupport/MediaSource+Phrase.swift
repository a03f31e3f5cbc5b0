package import MediaAccess

extension MediaSource {
  /// The source in prose, as the suites' messages name it: the package's own sources by their
  /// profile's phrase, such as `photo library (add-only)`; the app's own by their name.
  package var phrase: String {
    builtIn?.profile.phrase ?? description
  }
}
