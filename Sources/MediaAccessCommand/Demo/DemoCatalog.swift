internal import MediaAccess
internal import MediaAccessTestSupport

/// The situations the demo walks through: every row of the behaviour table
/// (Docs/MediaAccess.docc/Articles/BehaviourContract.md), for the camera and for the photo
/// library.
enum DemoCatalog {
  /// The situations for the selected sources, in the catalog's order: camera first.
  static func situations(for sources: [BuiltInSource]) -> [DemoSituation] {
    (camera + microphone + photoLibrary).filter { sources.contains($0.source) }
  }

  static let camera: [DemoSituation] = [
    DemoSituation(
      heading: "hardware absent", scene: "The device has no camera, as in the Simulator.",
      source: .camera, setup: .hardwareAbsent),
    DemoSituation(
      heading: "usage description missing",
      scene: "The app's Info.plist has no NSCameraUsageDescription.",
      source: .camera, setup: .usageDescriptionMissing),
    DemoSituation(
      heading: "authorized", scene: "The user allowed the camera on an earlier launch.",
      source: .camera, setup: .status(.authorized)),
    DemoSituation(
      heading: "denied", scene: "The user turned the camera off; now they go to Settings.",
      source: .camera, setup: .status(.denied), deniedDialogChoice: .openSettings),
    DemoSituation(
      heading: "restricted", scene: "Screen Time blocks the camera; the user cannot lift it.",
      source: .camera, setup: .status(.restricted)),
    DemoSituation(
      heading: "unknown future status",
      scene: "A future iOS reports a status this package does not know (raw value 7).",
      source: .camera, setup: .status(.unknown(rawValue: 7))),
    DemoSituation(
      heading: "not determined → allowed",
      scene: "First use: the system asks, and the user allows.",
      source: .camera, setup: .userAnswers(.authorized)),
    DemoSituation(
      heading: "not determined → refused",
      scene: "First use: the user refuses; no dialog follows a fresh refusal.",
      source: .camera, setup: .userAnswers(.denied)),
    DemoSituation(
      heading: "soft ask → allowed",
      scene: "The screen's policy explains before the system prompt; the user goes on and allows.",
      source: .camera, setup: .userAnswers(.authorized),
      policy: AccessAlertPolicy(asksBeforeSystemPrompt: true)),
    DemoSituation(
      heading: "screen gone before answer",
      scene: "The user closes the screen while the system prompt is up, then allows.",
      source: .camera, setup: .screenGoneBeforeAnswer),
  ]

  static let microphone: [DemoSituation] = [
    DemoSituation(
      heading: "usage description missing",
      scene: "The app records video but its Info.plist has no NSMicrophoneUsageDescription.",
      source: .microphone, setup: .usageDescriptionMissing),
    DemoSituation(
      heading: "denied", scene: "The user turned the microphone off; now they cancel.",
      source: .microphone, setup: .status(.denied)),
    DemoSituation(
      heading: "not determined → allowed",
      scene: "First recording: the system asks, and the user allows.",
      source: .microphone, setup: .userAnswers(.authorized)),
  ]

  static let photoLibrary: [DemoSituation] = [
    DemoSituation(
      heading: "hardware absent", scene: "The device offers no photo library to the app.",
      source: .photoLibrary(.readWrite), setup: .hardwareAbsent),
    DemoSituation(
      heading: "usage description empty",
      scene: "The app's Info.plist has NSPhotoLibraryUsageDescription, but it is blank.",
      source: .photoLibrary(.readWrite), setup: .usageDescriptionBlank),
    DemoSituation(
      heading: "authorized", scene: "The user allowed full access on an earlier launch.",
      source: .photoLibrary(.readWrite), setup: .status(.authorized)),
    DemoSituation(
      heading: "limited", scene: "The user shared only chosen photos on an earlier launch.",
      source: .photoLibrary(.readWrite), setup: .status(.limited)),
    DemoSituation(
      heading: "denied", scene: "The user turned photo access off; now they cancel.",
      source: .photoLibrary(.readWrite), setup: .status(.denied)),
    DemoSituation(
      heading: "restricted", scene: "A device management profile blocks the photo library.",
      source: .photoLibrary(.readWrite), setup: .status(.restricted)),
    DemoSituation(
      heading: "unknown future status",
      scene: "A future iOS reports a status this package does not know (raw value 9).",
      source: .photoLibrary(.readWrite), setup: .status(.unknown(rawValue: 9))),
    DemoSituation(
      heading: "not determined → limited",
      scene: "First use: the system asks, and the user shares chosen photos only.",
      source: .photoLibrary(.readWrite), setup: .userAnswers(.limited)),
    DemoSituation(
      heading: "refused, then explained",
      scene: "First use: the user refuses, and the screen's policy explains fresh refusals.",
      source: .photoLibrary(.readWrite), setup: .userAnswers(.denied),
      policy: AccessAlertPolicy(explainsFreshRefusal: true), deniedDialogChoice: .openSettings),
    DemoSituation(
      heading: "soft ask → allowed",
      scene: "The screen's policy explains before the system prompt; the user goes on and allows.",
      source: .photoLibrary(.readWrite), setup: .userAnswers(.authorized),
      policy: AccessAlertPolicy(asksBeforeSystemPrompt: true)),
    DemoSituation(
      heading: "not determined → allowed",
      scene: "Saving an edit: the screen asks only to add photos, and the user allows.",
      source: .photoLibrary(.addOnly), setup: .userAnswers(.authorized)),
    DemoSituation(
      heading: "screen gone before answer",
      scene: "The user closes the screen while the system prompt is up, then allows.",
      source: .photoLibrary(.readWrite), setup: .screenGoneBeforeAnswer),
  ]

  /// The video captures the demo walks through after the single-source rows, when the
  /// selection includes the microphone.
  static func videoCaptures(for sources: [BuiltInSource]) -> [VideoCaptureSituation] {
    sources.contains(.microphone) ? videoCapture : []
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
