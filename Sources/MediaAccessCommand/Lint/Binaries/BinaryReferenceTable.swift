internal import MediaAccess

/// The references to Apple's capture, microphone and photo library APIs that lint looks for
/// in a binary a target links (``BinaryScan``): what App Store Connect's scan of an upload
/// finds (ITMS-90683), and what makes the system ask at run time. The key each needs is its
/// source's (``BuiltInSource/usageDescriptionKey``), as for the calls of ``CodeCallTable``.
///
/// A binary keeps the names of what it calls — undefined symbols such as
/// `_OBJC_CLASS_$_AVCaptureDevice` and `_AVMediaTypeVideo`, and the selectors it sends
/// (`__objc_methname`) — but not which argument went to which call. A reference therefore
/// pairs names found in the same object file: `AVCaptureDevice` with `AVMediaTypeVideo` is
/// the camera, with `AVMediaTypeAudio` the microphone. A class that only asks in some uses
/// needs one of its uses' names: `UIImagePickerController` counts with a camera property,
/// never for the photo library, whose picker runs outside the app.
enum BinaryReferenceTable {
  /// One reference: a name of `names` in an object, with one of `with` when it is not empty,
  /// and none of `unless`.
  struct Reference {
    /// The sources it asks for; when several, the binary needs one of their keys (the first
    /// is reported when none is declared), since the names cannot tell which.
    let sources: [BuiltInSource]
    let names: [String]
    var with: [String] = []
    var unless: [String] = []
  }

  /// The symbol an Objective-C class's use leaves undefined in a binary.
  static func objectiveCClass(_ name: String) -> String {
    "_OBJC_CLASS_$_" + name
  }

  private static let captureDevices = [
    objectiveCClass("AVCaptureDevice"), objectiveCClass("AVCaptureDeviceDiscoverySession"),
  ]

  /// The names that make a capture device a camera.
  private static let video =
    ["_AVMediaTypeVideo"]
    + [
      "BuiltInWideAngleCamera", "BuiltInTelephotoCamera", "BuiltInUltraWideCamera",
      "BuiltInDualCamera", "BuiltInDualWideCamera", "BuiltInTripleCamera",
      "BuiltInTrueDepthCamera", "BuiltInLiDARDepthCamera", "ContinuityCamera", "External",
    ].map { "_AVCaptureDeviceType" + $0 }

  /// The names that make a capture device a microphone.
  private static let audio = [
    "_AVMediaTypeAudio", "_AVCaptureDeviceTypeBuiltInMicrophone", "_AVCaptureDeviceTypeMicrophone",
  ]

  /// The properties and methods of `UIImagePickerController` that only a camera has.
  private static let pickerCameraSelectors = [
    "setCameraDevice:", "setCameraCaptureMode:", "setShowsCameraControls:",
    "setCameraOverlayView:", "setCameraViewTransform:", "setCameraFlashMode:", "takePicture",
    "startVideoCapture", "isCameraDeviceAvailable:", "isFlashAvailableForCameraDevice:",
  ]

  private static let libraryFetches = [
    "fetchAssetsWithOptions:", "fetchAssetsWithMediaType:options:",
    "fetchAssetsInAssetCollection:options:", "fetchAssetsWithLocalIdentifiers:options:",
    "fetchAssetsWithBurstIdentifier:options:", "fetchAssetsWithALAssetURLs:options:",
    "fetchKeyAssetsInAssetCollection:options:", "fetchAssetCollectionsWithType:subtype:options:",
    "fetchAssetCollectionsWithLocalIdentifiers:options:",
    "fetchAssetCollectionsContainingAsset:withType:options:",
    "fetchTopLevelUserCollectionsWithOptions:", "fetchCollectionListsWithType:subtype:options:",
    "fetchMomentsWithOptions:",
  ]

  private static let assetCreations = [
    "creationRequestForAsset", "creationRequestForAssetFromImage:",
    "creationRequestForAssetFromImageAtFileURL:", "creationRequestForAssetFromVideoAtFileURL:",
  ]

  /// Every reference lint looks for.
  static let references: [Reference] = [
    // Camera.
    Reference(sources: [.camera], names: captureDevices, with: video),
    Reference(sources: [.camera], names: [objectiveCClass("VNDocumentCameraViewController")]),
    Reference(sources: [.camera], names: [swiftDataScanner]),
    Reference(
      sources: [.camera], names: [objectiveCClass("UIImagePickerController")],
      with: pickerCameraSelectors),
    // Microphone.
    Reference(sources: [.microphone], names: captureDevices, with: audio),
    Reference(sources: [.microphone], names: [objectiveCClass("AVAudioRecorder")]),
    Reference(
      sources: [.microphone],
      names: ["requestRecordPermission:", "requestRecordPermissionWithCompletionHandler:"]),
    Reference(
      sources: [.microphone], names: [objectiveCClass("AVAudioEngine")], with: ["inputNode"]),
    // A capture device named with no media type or device type: a camera or a microphone.
    Reference(
      sources: [.camera, .microphone], names: [objectiveCClass("AVCaptureDevice")],
      unless: video + audio),
    // Photo library, all access.
    Reference(
      sources: [.photoLibrary(.readWrite)], names: [objectiveCClass("PHPhotoLibrary")],
      with: ["requestAuthorization:"]),
    Reference(
      sources: [.photoLibrary(.readWrite)],
      names: ["PHAsset", "PHAssetCollection", "PHCollectionList", "PHCollection"].map(
        objectiveCClass),
      with: libraryFetches),
    Reference(
      sources: [.photoLibrary(.readWrite)],
      names: [objectiveCClass("PHAssetCollectionChangeRequest")],
      with: ["creationRequestForAssetCollectionWithTitle:"]),
    Reference(sources: [.photoLibrary(.readWrite)], names: [objectiveCClass("ALAssetsLibrary")]),
    // Photo library, either access level: the level is a number the binary does not name.
    Reference(
      sources: [.photoLibrary(.readWrite), .photoLibrary(.addOnly)],
      names: [objectiveCClass("PHPhotoLibrary")],
      with: ["requestAuthorizationForAccessLevel:handler:"]),
    // Photo library, adding only.
    Reference(
      sources: [.photoLibrary(.addOnly)],
      names: ["_UIImageWriteToSavedPhotosAlbum", "_UISaveVideoAtPathToSavedPhotosAlbum"]),
    Reference(
      sources: [.photoLibrary(.addOnly)],
      names: [objectiveCClass("PHAssetChangeRequest"), objectiveCClass("PHAssetCreationRequest")],
      with: assetCreations),
  ]

  /// The prefix of every Swift symbol of VisionKit's `DataScannerViewController`, a Swift
  /// class with no Objective-C name: any of them is the class's use.
  static let swiftDataScanner = "_$s9VisionKit25DataScannerViewControllerC"

  /// The names that match every symbol that starts with them, rather than one symbol.
  static let prefixes = [swiftDataScanner]

  /// What lint does not find in a binary, and why: as much a part of the rule as what it finds.
  static let notDetected: [(api: String, why: String)] = [
    (
      "UIImagePickerController with no camera property set, and its source type",
      "the source type is a number the binary does not name; the photo library picker needs "
        + "no permission"
    ),
    (
      "classes or selectors named by strings at run time (NSClassFromString)",
      "the binary names no symbol to find"
    ),
    (
      "a library inside an .xcframework of a Swift package's binary target",
      "package binary targets are not followed"
    ),
  ]
}
