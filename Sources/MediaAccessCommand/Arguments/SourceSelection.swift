internal import MediaAccess

/// Which sources `--source` picks for the demo and the preview.
enum SourceSelection: String, CaseIterable {
  case camera
  case photos
  case all

  /// The sources selected, in the order the library lists them.
  var sources: [MediaSource] {
    switch self {
    case .camera: [.camera]
    case .photos: [.photoLibrary(.readWrite), .photoLibrary(.addOnly)]
    case .all: MediaSource.allCases
    }
  }
}
