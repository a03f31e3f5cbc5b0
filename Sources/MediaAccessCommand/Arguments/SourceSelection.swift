internal import MediaAccess

/// Which sources `--source` picks for the demo and the preview.
enum SourceSelection: String, CaseIterable {
  case camera
  case microphone
  case photos
  case all

  /// The sources selected, in the order the library lists them.
  var sources: [MediaSource] {
    switch self {
    case .camera: [.camera]
    case .microphone: [.microphone]
    case .photos: [.photoLibrary(.readWrite), .photoLibrary(.addOnly)]
    case .all: MediaSource.allCases
    }
  }
}
