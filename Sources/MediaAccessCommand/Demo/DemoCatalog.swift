internal import MediaAccess

/// The situations the demo walks through: every row of the behaviour table
/// (Docs/MediaAccess.docc/Articles/BehaviourContract.md), for the camera and for the photo
/// library.
enum DemoCatalog {
  /// The situations for the selected sources, camera first.
  static func situations(for selection: SourceSelection) -> [DemoSituation] {
    switch selection {
    case .camera: camera
    case .microphone: microphone
    case .photos: photoLibrary
    case .all: camera + microphone + photoLibrary
    }
  }

  static let camera: [DemoSituation] = [
    DemoSituation(
      row: "hardware absent",
      scene: "The device has no camera, as in the Simulator.",
      source: .camera, isAvailable: false),
    DemoSituation(
      row: "usage description missing",
      scene: "The app's Info.plist has no NSCameraUsageDescription.",
      source: .camera, usageText: .missing),
    DemoSituation(
      row: "authorized",
      scene: "The user allowed the camera on an earlier launch.",
      source: .camera, status: .authorized),
    DemoSituation(
      row: "denied",
      scene: "The user turned the camera off; now they go to Settings.",
      source: .camera, status: .denied, deniedDialogChoice: .openSettings),
    DemoSituation(
      row: "restricted",
      scene: "Screen Time blocks the camera; the user cannot lift it.",
      source: .camera, status: .restricted),
    DemoSituation(
      row: "unknown future status",
      scene: "A future iOS reports a status this package does not know (raw value 7).",
      source: .camera, status: .unknown(rawValue: 7)),
    DemoSituation(
      row: "not determined → allowed",
      scene: "First use: the system asks, and the user allows.",
      source: .camera),
    DemoSituation(
      row: "not determined → refused",
      scene: "First use: the user refuses; no dialog follows a fresh refusal.",
      source: .camera, promptAnswer: .denied),
    DemoSituation(
      row: "soft ask → allowed",
      scene: "The screen's policy explains before the system prompt; the user goes on and allows.",
      source: .camera, policy: AccessAlertPolicy(asksBeforeSystemPrompt: true)),
    DemoSituation(
      row: "screen gone before answer",
      scene: "The user closes the screen while the system prompt is up, then allows.",
      source: .camera, closesScreenDuringPrompt: true),
  ]

  static let microphone: [DemoSituation] = [
    DemoSituation(
      row: "usage description missing",
      scene: "The app records video but its Info.plist has no NSMicrophoneUsageDescription.",
      source: .microphone, usageText: .missing),
    DemoSituation(
      row: "denied",
      scene: "The user turned the microphone off; now they cancel.",
      source: .microphone, status: .denied),
    DemoSituation(
      row: "not determined → allowed",
      scene: "First recording: the system asks, and the user allows.",
      source: .microphone),
  ]

  static let photoLibrary: [DemoSituation] = [
    DemoSituation(
      row: "hardware absent",
      scene: "The device offers no photo library to the app.",
      source: .photoLibrary(.readWrite), isAvailable: false),
    DemoSituation(
      row: "usage description empty",
      scene: "The app's Info.plist has NSPhotoLibraryUsageDescription, but it is blank.",
      source: .photoLibrary(.readWrite), usageText: .blank),
    DemoSituation(
      row: "authorized",
      scene: "The user allowed full access on an earlier launch.",
      source: .photoLibrary(.readWrite), status: .authorized),
    DemoSituation(
      row: "limited",
      scene: "The user shared only chosen photos on an earlier launch.",
      source: .photoLibrary(.readWrite), status: .limited),
    DemoSituation(
      row: "denied",
      scene: "The user turned photo access off; now they cancel.",
      source: .photoLibrary(.readWrite), status: .denied),
    DemoSituation(
      row: "restricted",
      scene: "A device management profile blocks the photo library.",
      source: .photoLibrary(.readWrite), status: .restricted),
    DemoSituation(
      row: "unknown future status",
      scene: "A future iOS reports a status this package does not know (raw value 9).",
      source: .photoLibrary(.readWrite), status: .unknown(rawValue: 9)),
    DemoSituation(
      row: "not determined → limited",
      scene: "First use: the system asks, and the user shares chosen photos only.",
      source: .photoLibrary(.readWrite), promptAnswer: .limited),
    DemoSituation(
      row: "refused, then explained",
      scene: "First use: the user refuses, and the screen's policy explains fresh refusals.",
      source: .photoLibrary(.readWrite), promptAnswer: .denied,
      policy: AccessAlertPolicy(explainsFreshRefusal: true), deniedDialogChoice: .openSettings),
    DemoSituation(
      row: "soft ask → allowed",
      scene: "The screen's policy explains before the system prompt; the user goes on and allows.",
      source: .photoLibrary(.readWrite), policy: AccessAlertPolicy(asksBeforeSystemPrompt: true)),
    DemoSituation(
      row: "not determined → allowed",
      scene: "Saving an edit: the screen asks only to add photos, and the user allows.",
      source: .photoLibrary(.addOnly)),
    DemoSituation(
      row: "screen gone before answer",
      scene: "The user closes the screen while the system prompt is up, then allows.",
      source: .photoLibrary(.readWrite), closesScreenDuringPrompt: true),
  ]

  /// The video captures the demo walks through after the single-source rows, when the
  /// selection includes the microphone.
  static func videoCaptures(for selection: SourceSelection) -> [VideoCaptureSituation] {
    selection.sources.contains(.microphone) ? videoCapture : []
  }

  static let videoCapture: [VideoCaptureSituation] = [
    VideoCaptureSituation(
      row: "both allowed",
      scene: "Camera and microphone were allowed on earlier launches: recording starts at once."),
    VideoCaptureSituation(
      row: "first video, both allowed",
      scene: "First recording: the system asks for the camera, then for the microphone.",
      camera: (.notDetermined, .authorized), microphone: (.notDetermined, .authorized)),
    VideoCaptureSituation(
      row: "camera refused",
      scene: "The user refuses the camera; the microphone is not asked for.",
      camera: (.notDetermined, .denied), microphone: (.notDetermined, .authorized)),
    VideoCaptureSituation(
      row: "microphone refused, silent video will do",
      scene: "The camera is allowed; the user refuses the microphone, and the app records "
        + "without sound.",
      microphone: (.notDetermined, .denied), sound: .preferred),
  ]
}
