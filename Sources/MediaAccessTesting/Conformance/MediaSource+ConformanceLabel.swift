import MediaAccess

extension MediaSource {
  /// The source as failure messages name it: `camera`, `photo library (read/write)`,
  /// `photo library (add-only)`.
  var conformanceLabel: String {
    names.phrase
  }
}
