import MediaAccess

extension MediaSource {
  /// The source as failure messages name it: `camera`, `photo library (read/write)`,
  /// `photo library (add-only)`.
  var conformanceLabel: String {
    switch self {
    case .camera: "camera"
    case .photoLibrary(.readWrite): "photo library (read/write)"
    case .photoLibrary(.addOnly): "photo library (add-only)"
    }
  }
}
