internal import MediaAccess
internal import MediaAccessTestSupport

/// The situations the demo walks through: every row of the behaviour table
/// (Docs/MediaAccess.docc/Articles/BehaviourContract.md), for the camera and for the photo
/// library.
enum DemoCatalog {
  /// The situations for the selected sources, in the catalog's order: camera first.
  static func situations(for sources: [MediaSource]) -> [DemoSituation] {
    (camera + microphone + photoLibrary).filter { sources.contains($0.source) }
  }

  static let camera: [DemoSituation] = [
    DemoSituation(
      heading: "hardware absent", scene: "The device has no camera, as in the Simulator.",
      row: row(.camera, .hardwareAbsent)),
    DemoSituation(
      heading: "usage description missing",
      scene: "The app's Info.plist has no NSCameraUsageDescription.",
      row: row(.camera, .usageDescriptionMissing)),
    DemoSituation(
      heading: "authorized", scene: "The user allowed the camera on an earlier launch.",
      row: row(.camera, .status(.authorized))),
    DemoSituation(
      heading: "denied", scene: "The user turned the camera off; now they go to Settings.",
      row: row(.camera, .status(.denied)), deniedDialogChoice: .openSettings),
    DemoSituation(
      heading: "restricted", scene: "Screen Time blocks the camera; the user cannot lift it.",
      row: row(.camera, .status(.restricted))),
    DemoSituation(
      heading: "unknown future status",
      scene: "A future iOS reports a status this package does not know (raw value 7).",
      row: row(.camera, .status(.unknown(rawValue: 7)))),
    DemoSituation(
      heading: "not determined → allowed",
      scene: "First use: the system asks, and the user allows.",
      row: row(.camera, .userAnswers(.authorized))),
    DemoSituation(
      heading: "not determined → refused",
      scene: "First use: the user refuses; no dialog follows a fresh refusal.",
      row: row(.camera, .userAnswers(.denied))),
    DemoSituation(
      heading: "soft ask → allowed",
      scene: "The screen's policy explains before the system prompt; the user goes on and allows.",
      row: row(.camera, .userAnswers(.authorized)),
      policy: AccessAlertPolicy(asksBeforeSystemPrompt: true)),
    DemoSituation(
      heading: "screen gone before answer",
      scene: "The user closes the screen while the system prompt is up, then allows.",
      row: row(.camera, .screenGoneBeforeAnswer)),
  ]

  static let microphone: [DemoSituation] = [
    DemoSituation(
      heading: "usage description missing",
      scene: "The app records video but its Info.plist has no NSMicrophoneUsageDescription.",
      row: row(.microphone, .usageDescriptionMissing)),
    DemoSituation(
      heading: "denied", scene: "The user turned the microphone off; now they cancel.",
      row: row(.microphone, .status(.denied))),
    DemoSituation(
      heading: "not determined → allowed",
      scene: "First recording: the system asks, and the user allows.",
      row: row(.microphone, .userAnswers(.authorized))),
  ]

  static let photoLibrary: [DemoSituation] = [
    DemoSituation(
      heading: "hardware absent", scene: "The device offers no photo library to the app.",
      row: row(.photoLibrary(.readWrite), .hardwareAbsent)),
    DemoSituation(
      heading: "usage description empty",
      scene: "The app's Info.plist has NSPhotoLibraryUsageDescription, but it is blank.",
      row: row(.photoLibrary(.readWrite), .usageDescriptionBlank)),
    DemoSituation(
      heading: "authorized", scene: "The user allowed full access on an earlier launch.",
      row: row(.photoLibrary(.readWrite), .status(.authorized))),
    DemoSituation(
      heading: "limited", scene: "The user shared only chosen photos on an earlier launch.",
      row: row(.photoLibrary(.readWrite), .status(.limited))),
    DemoSituation(
      heading: "denied", scene: "The user turned photo access off; now they cancel.",
      row: row(.photoLibrary(.readWrite), .status(.denied))),
    DemoSituation(
      heading: "restricted", scene: "A device management profile blocks the photo library.",
      row: row(.photoLibrary(.readWrite), .status(.restricted))),
    DemoSituation(
      heading: "unknown future status",
      scene: "A future iOS reports a status this package does not know (raw value 9).",
      row: row(.photoLibrary(.readWrite), .status(.unknown(rawValue: 9)))),
    DemoSituation(
      heading: "not determined → limited",
      scene: "First use: the system asks, and the user shares chosen photos only.",
      row: row(.photoLibrary(.readWrite), .userAnswers(.limited))),
    DemoSituation(
      heading: "refused, then explained",
      scene: "First use: the user refuses, and the screen's policy explains fresh refusals.",
      row: row(.photoLibrary(.readWrite), .userAnswers(.denied)),
      policy: AccessAlertPolicy(explainsFreshRefusal: true), deniedDialogChoice: .openSettings),
    DemoSituation(
      heading: "soft ask → allowed",
      scene: "The screen's policy explains before the system prompt; the user goes on and allows.",
      row: row(.photoLibrary(.readWrite), .userAnswers(.authorized)),
      policy: AccessAlertPolicy(asksBeforeSystemPrompt: true)),
    DemoSituation(
      heading: "not determined → allowed",
      scene: "Saving an edit: the screen asks only to add photos, and the user allows.",
      row: row(.photoLibrary(.addOnly), .userAnswers(.authorized))),
    DemoSituation(
      heading: "screen gone before answer",
      scene: "The user closes the screen while the system prompt is up, then allows.",
      row: row(.photoLibrary(.readWrite), .screenGoneBeforeAnswer)),
  ]

  /// The table's row for `source` with `setup`.
  private static func row(
    _ source: MediaSource, _ setup: BehaviourTableRow.Setup
  ) -> BehaviourTableRow {
    BehaviourTableRow(source: source, setup: setup)
  }

  /// The video captures the demo walks through after the single-source rows, when the
  /// selection includes the microphone.
  static func videoCaptures(for sources: [MediaSource]) -> [VideoCaptureSituation] {
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
