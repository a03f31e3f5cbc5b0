internal import MediaAccess

/// The calls lint looks for in an app's code, and the ones it deliberately does not: the one
/// list `lint --help` and the command-line article print.
///
/// A call counts when it makes the system ask the user, or use a device or the library in a
/// way the system guards with the prompt: then a missing usage description terminates the app.
/// Reading a status asks nothing and counts for nothing.
enum CodeCallTable {
  /// Every call, this package's own (each source's ``SourceCommandLine/packageCalls``) first,
  /// then the system's.
  static var calls: [CodeCall] {
    BuiltInSource.allCases.flatMap(\.commandLine.packageCalls) + systemCalls
  }

  /// The calls of Apple's frameworks, by source.
  static let systemCalls: [CodeCall] = camera + microphone + photoLibrary + addOnlyPhotoLibrary

  private static let camera: [CodeCall] = [
    CodeCall(
      "AVCaptureDevice.requestAccess(for: .video)", [.camera],
      in: .capture, pattern: "AVCaptureDevice.requestAccess(for: .video"),
    CodeCall(
      "AVCaptureDevice.default(for: .video)", [.camera],
      in: .capture, pattern: "AVCaptureDevice.default(… for: .video"),
    CodeCall(
      "AVCaptureDevice.default(.builtIn…Camera, …)", [.camera],
      in: .capture, pattern: "AVCaptureDevice.default(.builtIn…Camera"),
    CodeCall(
      "AVCaptureDevice.devices(for: .video)", [.camera],
      in: .capture, pattern: "AVCaptureDevice.devices(for: .video"),
    CodeCall(
      "AVCaptureDevice.DiscoverySession(… mediaType: .video …)", [.camera],
      in: .capture, pattern: "DiscoverySession(… mediaType: .video"),
    CodeCall(
      "UIImagePickerController with sourceType = .camera", [.camera],
      in: .uiKit, pattern: "sourceType = .camera"),
    CodeCall(
      "DataScannerViewController(…)", [.camera], in: .uiKit, pattern: "DataScannerViewController("),
    CodeCall(
      "VNDocumentCameraViewController()", [.camera], in: .uiKit,
      pattern: "VNDocumentCameraViewController("),
    CodeCall(
      "[AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo …]", [.camera], .objectiveC,
      in: .capture, pattern: "AVCaptureDevice requestAccessForMediaType: AVMediaTypeVideo"),
    CodeCall(
      "[AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeVideo]", [.camera], .objectiveC,
      in: .capture, pattern: "AVCaptureDevice defaultDeviceWithMediaType: AVMediaTypeVideo"),
    CodeCall(
      "[AVCaptureDevice defaultDeviceWithDeviceType:…BuiltIn…Camera …]",
      [.camera], .objectiveC,
      in: .capture,
      pattern: "AVCaptureDevice defaultDeviceWithDeviceType: AVCaptureDeviceTypeBuiltIn…Camera"),
    CodeCall(
      "[AVCaptureDevice devicesWithMediaType:AVMediaTypeVideo]", [.camera], .objectiveC,
      in: .capture, pattern: "AVCaptureDevice devicesWithMediaType: AVMediaTypeVideo"),
    CodeCall(
      "sourceType = UIImagePickerControllerSourceTypeCamera", [.camera], .objectiveC,
      in: .uiKit, pattern: "sourceType = UIImagePickerControllerSourceTypeCamera"),
    CodeCall(
      "[[VNDocumentCameraViewController alloc] init]", [.camera], .objectiveC,
      in: .uiKit, pattern: "VNDocumentCameraViewController alloc"),
  ]

  private static let microphone: [CodeCall] = [
    CodeCall(
      "AVCaptureDevice.requestAccess(for: .audio)", [.microphone],
      in: .capture, pattern: "AVCaptureDevice.requestAccess(for: .audio"),
    CodeCall(
      "AVCaptureDevice.default(for: .audio)", [.microphone],
      in: .capture, pattern: "AVCaptureDevice.default(… for: .audio"),
    CodeCall(
      "AVCaptureDevice.default(.builtInMicrophone, …)", [.microphone],
      in: .capture, pattern: "AVCaptureDevice.default(.builtInMicrophone"),
    CodeCall(
      "AVCaptureDevice.DiscoverySession(… mediaType: .audio …)", [.microphone],
      in: .capture, pattern: "DiscoverySession(… mediaType: .audio"),
    CodeCall("AVAudioRecorder(…)", [.microphone], pattern: "AVAudioRecorder("),
    CodeCall(
      "AVAudioApplication.requestRecordPermission", [.microphone],
      pattern: "AVAudioApplication.requestRecordPermission"),
    CodeCall(
      "AVAudioSession requestRecordPermission", [.microphone],
      in: .audioSession, pattern: "requestRecordPermission"),
    CodeCall(
      "AVAudioEngine's inputNode", [.microphone], pattern: ".inputNode",
      requires: ["AVAudioEngine"]),
    CodeCall(
      "[AVCaptureDevice requestAccessForMediaType:AVMediaTypeAudio …]", [.microphone],
      .objectiveC, in: .capture,
      pattern: "AVCaptureDevice requestAccessForMediaType: AVMediaTypeAudio"),
    CodeCall(
      "[AVCaptureDevice defaultDeviceWithMediaType:AVMediaTypeAudio]", [.microphone],
      .objectiveC, in: .capture,
      pattern: "AVCaptureDevice defaultDeviceWithMediaType: AVMediaTypeAudio"),
    CodeCall(
      "[[AVAudioRecorder alloc] initWith…]", [.microphone], .objectiveC,
      pattern: "AVAudioRecorder alloc"),
    CodeCall(
      "requestRecordPermission: (AVAudioSession, AVAudioApplication)", [.microphone],
      .objectiveC, pattern: "requestRecordPermission"),
    CodeCall(
      "AVAudioEngine's inputNode", [.microphone], .objectiveC, pattern: "inputNode",
      requires: ["AVAudioEngine"]),
  ]

  private static let photoLibrary: [CodeCall] = [
    CodeCall(
      "PHPhotoLibrary.requestAuthorization(for: .readWrite)", [.photoLibrary(.readWrite)],
      in: .photos, pattern: "PHPhotoLibrary.requestAuthorization(for: .readWrite"),
    CodeCall(
      "PHPhotoLibrary.requestAuthorization (all access)", [.photoLibrary(.readWrite)],
      in: .photos, pattern: "PHPhotoLibrary.requestAuthorization"),
    CodeCall(
      "PHAsset.fetchAssets…", [.photoLibrary(.readWrite)], in: .photos,
      pattern: "PHAsset.fetchAssets…"),
    CodeCall(
      "PHAssetCollection.fetch…", [.photoLibrary(.readWrite)],
      in: .photos, pattern: "PHAssetCollection.fetch…"),
    CodeCall(
      "PHCollectionList.fetch…", [.photoLibrary(.readWrite)], in: .photos,
      pattern: "PHCollectionList.fetch…"),
    CodeCall(
      "PHAssetCollectionChangeRequest.creationRequestForAssetCollection…",
      [.photoLibrary(.readWrite)], in: .photos, pattern: "creationRequestForAssetCollection…"),
    CodeCall(
      "ALAssetsLibrary()", [.photoLibrary(.readWrite)], in: .assetsLibrary,
      pattern: "ALAssetsLibrary("),
    CodeCall(
      "[[ALAssetsLibrary alloc] init]", [.photoLibrary(.readWrite)], .objectiveC,
      in: .assetsLibrary, pattern: "ALAssetsLibrary alloc"),
    CodeCall(
      "[PHPhotoLibrary requestAuthorizationForAccessLevel:PHAccessLevelReadWrite …]",
      [.photoLibrary(.readWrite)], .objectiveC,
      in: .photos,
      pattern: "PHPhotoLibrary requestAuthorizationForAccessLevel: PHAccessLevelReadWrite"),
    CodeCall(
      "[PHPhotoLibrary requestAuthorization:]", [.photoLibrary(.readWrite)], .objectiveC,
      in: .photos, pattern: "PHPhotoLibrary requestAuthorization:"),
    CodeCall(
      "[PHAsset fetchAssets…]", [.photoLibrary(.readWrite)], .objectiveC,
      in: .photos, pattern: "PHAsset fetchAssets…"),
    CodeCall(
      "[PHAssetCollection fetch…]", [.photoLibrary(.readWrite)], .objectiveC,
      in: .photos, pattern: "PHAssetCollection fetch…"),
    CodeCall(
      "[PHCollectionList fetch…]", [.photoLibrary(.readWrite)], .objectiveC,
      in: .photos, pattern: "PHCollectionList fetch…"),
    CodeCall(
      "creationRequestForAssetCollection…", [.photoLibrary(.readWrite)], .objectiveC,
      in: .photos, pattern: "creationRequestForAssetCollection…"),
  ]

  private static let addOnlyPhotoLibrary: [CodeCall] = [
    CodeCall(
      "PHPhotoLibrary.requestAuthorization(for: .addOnly)", [.photoLibrary(.addOnly)],
      in: .photos, pattern: "PHPhotoLibrary.requestAuthorization(for: .addOnly"),
    CodeCall(
      "UIImageWriteToSavedPhotosAlbum(…)", [.photoLibrary(.addOnly)],
      in: .uiKit, pattern: "UIImageWriteToSavedPhotosAlbum("),
    CodeCall(
      "UISaveVideoAtPathToSavedPhotosAlbum(…)", [.photoLibrary(.addOnly)],
      in: .uiKit, pattern: "UISaveVideoAtPathToSavedPhotosAlbum("),
    CodeCall(
      "PHAssetChangeRequest.creationRequestForAsset… (in performChanges)",
      [.photoLibrary(.addOnly)], in: .photos, pattern: "creationRequestForAsset"),
    CodeCall(
      "PHAssetChangeRequest.creationRequestForAsset… (in performChanges)",
      [.photoLibrary(.addOnly)], in: .photos, pattern: "creationRequestForAssetFrom…"),
    CodeCall(
      "PHAssetCreationRequest.forAsset() (in performChanges)", [.photoLibrary(.addOnly)],
      in: .photos, pattern: "PHAssetCreationRequest.forAsset"),
    CodeCall(
      "[PHPhotoLibrary requestAuthorizationForAccessLevel:PHAccessLevelAddOnly …]",
      [.photoLibrary(.addOnly)], .objectiveC,
      in: .photos,
      pattern: "PHPhotoLibrary requestAuthorizationForAccessLevel: PHAccessLevelAddOnly"),
    CodeCall(
      "UIImageWriteToSavedPhotosAlbum(…)", [.photoLibrary(.addOnly)], .objectiveC,
      in: .uiKit, pattern: "UIImageWriteToSavedPhotosAlbum("),
    CodeCall(
      "UISaveVideoAtPathToSavedPhotosAlbum(…)", [.photoLibrary(.addOnly)], .objectiveC,
      in: .uiKit, pattern: "UISaveVideoAtPathToSavedPhotosAlbum("),
    CodeCall(
      "[PHAssetChangeRequest creationRequestForAsset…] (in performChanges)",
      [.photoLibrary(.addOnly)], .objectiveC, in: .photos, pattern: "creationRequestForAsset"),
    CodeCall(
      "[PHAssetChangeRequest creationRequestForAsset…] (in performChanges)",
      [.photoLibrary(.addOnly)], .objectiveC, in: .photos, pattern: "creationRequestForAssetFrom…"),
  ]

  /// What lint does not look for, and why: as much a part of the rule as what it finds.
  static let notDetected: [(api: String, why: String)] = [
    (
      "PHPickerViewController, SwiftUI's PhotosPicker, this package's pickFromPhotoLibrary",
      "they run outside the app and need no permission"
    ),
    (
      "AVCaptureDevice.authorizationStatus, PHPhotoLibrary.authorizationStatus, recordPermission",
      "reading a status asks nothing"
    ),
    (
      "AVCaptureDeviceInput(device:), AVCaptureSession inputs",
      "the device they are given is what asks: its lookup is found instead"
    ),
    (
      "AVPlayer, AVAudioPlayer, playback and editing",
      "they use no camera, microphone or library"
    ),
    (
      "calls through reflection, selectors, dynamic strings or a macro",
      "the code names no call to find"
    ),
    (
      "calls in dependencies not on disk, and in a binary's code",
      "there is no source to read; the binaries a target links are read for their references "
        + "instead"
    ),
    (
      "a call for the platforms of the target whose SDK lacks its framework, such as "
        + "UIImageWriteToSavedPhotosAlbum in a native Mac build or AVCaptureDevice on watchOS",
      "the call cannot exist there: it counts for the target's other platforms only"
    ),
    (
      "calls in an #if block none of the target's platforms compiles, such as #if os(iOS) in a "
        + "watch app",
      "the target does not compile them; a condition lint cannot decide (DEBUG, canImport) "
        + "counts as compiled"
    ),
  ]
}
