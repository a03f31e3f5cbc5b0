// The demo transcripts, word for word. When the demo changes on purpose, regenerate with
// `swift run media-access demo` (and `--locale ja --source camera`), then read the diff.

enum ExpectedTranscript {
  static let english = """
    MediaAccess demo
    Language:     en
    App name:     Snapshot
    Sources:      camera; microphone; photo library (read/write); photo library (add-only)

    A sample screen conforming to CameraAuthorizing,
    MicrophoneAuthorizing and PhotoLibraryAuthorizing launches
    each source against a scripted system, once per row of the
    behaviour table. The user's taps are scripted too; dialogs
    are drawn as the app would show them.

    ── 1 · camera · hardware absent ────────────────────────────
    The device has no camera, as in the Simulator.
    Status:       authorized
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Dialog:       unavailable
    ┌──────────────────────────────────────────────────────────┐
    │                   No Camera Available                    │
    │                                                          │
    │     This device has no camera that Snapshot can use.     │
    ├──────────────────────────────────────────────────────────┤
    │                          [ OK ]                          │
    └──────────────────────────────────────────────────────────┘
    User taps:    OK
    Success ran:  no
    Outcome:      unavailable

    ── 2 · camera · usage description missing ──────────────────
    The app's Info.plist has no NSCameraUsageDescription.
    Status:       authorized
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Diagnostic:
      MediaAccess: NSCameraUsageDescription is missing or empty
      in the app's Info.plist. The system was not asked, because
      iOS terminates an app that requests this access without
      it. Add NSCameraUsageDescription with a sentence telling
      the user why the app needs it.
    Success ran:  no
    Outcome:      misconfigured(NSCameraUsageDescription)

    ── 3 · camera · authorized ─────────────────────────────────
    The user allowed the camera on an earlier launch.
    Status:       authorized
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Success ran:  yes, once
    Outcome:      authorized

    ── 4 · camera · denied ─────────────────────────────────────
    The user turned the camera off; now they go to Settings.
    Status:       denied
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Dialog:       denied
    ┌──────────────────────────────────────────────────────────┐
    │                   Camera Access Is Off                   │
    │                                                          │
    │ Snapshot doesn't have permission to use the camera. You  │
    │                can allow it in Settings.                 │
    ├──────────────────────────────────────────────────────────┤
    │              [ Cancel ]   [ Open Settings ]              │
    └──────────────────────────────────────────────────────────┘
    User taps:    Open Settings
    Settings:     opened for camera
    Success ran:  no
    Outcome:      denied

    ── 5 · camera · restricted ─────────────────────────────────
    Screen Time blocks the camera; the user cannot lift it.
    Status:       restricted
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Dialog:       restricted
    ┌──────────────────────────────────────────────────────────┐
    │                 Camera Access Restricted                 │
    │                                                          │
    │ Camera access for Snapshot is restricted on this device, │
    │    for example by Screen Time or a device management     │
    │                         profile.                         │
    ├──────────────────────────────────────────────────────────┤
    │                          [ OK ]                          │
    └──────────────────────────────────────────────────────────┘
    User taps:    OK
    Success ran:  no
    Outcome:      restricted

    ── 6 · camera · unknown future status ──────────────────────
    A future iOS reports a status this package does not know
    (raw value 7).
    Status:       unknown(7)
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Dialog:       restricted
    ┌──────────────────────────────────────────────────────────┐
    │                 Camera Access Restricted                 │
    │                                                          │
    │ Camera access for Snapshot is restricted on this device, │
    │    for example by Screen Time or a device management     │
    │                         profile.                         │
    ├──────────────────────────────────────────────────────────┤
    │                          [ OK ]                          │
    └──────────────────────────────────────────────────────────┘
    User taps:    OK
    Success ran:  no
    Outcome:      restricted

    ── 7 · camera · not determined → allowed ───────────────────
    First use: the system asks, and the user allows.
    Status:       notDetermined
    Screen calls: launchCamera(success:completion:)
    System asked: yes, once; the user chooses "Allow"
    Success ran:  yes, once
    Outcome:      authorized

    ── 8 · camera · not determined → refused ───────────────────
    First use: the user refuses; no dialog follows a fresh
    refusal.
    Status:       notDetermined
    Screen calls: launchCamera(success:completion:)
    System asked: yes, once; the user chooses "Don't Allow"
    Success ran:  no
    Outcome:      denied

    ── 9 · camera · soft ask → allowed ─────────────────────────
    The screen's policy explains before the system prompt; the
    user goes on and allows.
    Status:       notDetermined
    Screen calls: launchCamera(success:completion:)
    Dialog:       softAsk
    ┌──────────────────────────────────────────────────────────┐
    │                      Camera Access                       │
    │                                                          │
    │   Next, Snapshot will ask to use your camera. You can    │
    │       change your choice at any time in Settings.        │
    ├──────────────────────────────────────────────────────────┤
    │                       [ Continue ]                       │
    └──────────────────────────────────────────────────────────┘
    User taps:    Continue
    System asked: yes, once; the user chooses "Allow"
    Success ran:  yes, once
    Outcome:      authorized

    ── 10 · camera · screen gone before answer ─────────────────
    The user closes the screen while the system prompt is up,
    then allows.
    Status:       notDetermined
    Screen calls: launchCamera(success:completion:)
    System asked: yes, once; the user chooses "Allow"
    Screen:       closed during the prompt, and released
    Success ran:  no
    Outcome:      cancelled

    ── 11 · microphone · usage description missing ─────────────
    The app records video but its Info.plist has no
    NSMicrophoneUsageDescription.
    Status:       authorized
    Screen calls: launchMicrophone(success:completion:)
    System asked: no
    Diagnostic:
      MediaAccess: NSMicrophoneUsageDescription is missing or
      empty in the app's Info.plist. The system was not asked,
      because iOS terminates an app that requests this access
      without it. Add NSMicrophoneUsageDescription with a
      sentence telling the user why the app needs it.
    Success ran:  no
    Outcome:      misconfigured(NSMicrophoneUsageDescription)

    ── 12 · microphone · denied ────────────────────────────────
    The user turned the microphone off; now they cancel.
    Status:       denied
    Screen calls: launchMicrophone(success:completion:)
    System asked: no
    Dialog:       denied
    ┌──────────────────────────────────────────────────────────┐
    │                 Microphone Access Is Off                 │
    │                                                          │
    │ Snapshot doesn't have permission to use the microphone.  │
    │              You can allow it in Settings.               │
    ├──────────────────────────────────────────────────────────┤
    │              [ Cancel ]   [ Open Settings ]              │
    └──────────────────────────────────────────────────────────┘
    User taps:    Cancel
    Success ran:  no
    Outcome:      denied

    ── 13 · microphone · not determined → allowed ──────────────
    First recording: the system asks, and the user allows.
    Status:       notDetermined
    Screen calls: launchMicrophone(success:completion:)
    System asked: yes, once; the user chooses "Allow"
    Success ran:  yes, once
    Outcome:      authorized

    ── 14 · photo library (read/write) · hardware absent ───────
    The device offers no photo library to the app.
    Status:       authorized
    Screen calls: launchPhotoLibrary(access:success:completion:)
    System asked: no
    Dialog:       unavailable
    ┌──────────────────────────────────────────────────────────┐
    │                Photo Library Unavailable                 │
    │                                                          │
    │  The photo library isn't available to Snapshot on this   │
    │                         device.                          │
    ├──────────────────────────────────────────────────────────┤
    │                          [ OK ]                          │
    └──────────────────────────────────────────────────────────┘
    User taps:    OK
    Success ran:  no
    Outcome:      unavailable

    ── 15 · photo library (read/write) · usage description empty ──
    The app's Info.plist has NSPhotoLibraryUsageDescription, but
    it is blank.
    Status:       authorized
    Screen calls: launchPhotoLibrary(access:success:completion:)
    System asked: no
    Diagnostic:
      MediaAccess: NSPhotoLibraryUsageDescription is missing or
      empty in the app's Info.plist. The system was not asked,
      because iOS terminates an app that requests this access
      without it. Add NSPhotoLibraryUsageDescription with a
      sentence telling the user why the app needs it.
    Success ran:  no
    Outcome:      misconfigured(NSPhotoLibraryUsageDescription)

    ── 16 · photo library (read/write) · authorized ────────────
    The user allowed full access on an earlier launch.
    Status:       authorized
    Screen calls: launchPhotoLibrary(access:success:completion:)
    System asked: no
    Success ran:  yes, once
    Outcome:      authorized

    ── 17 · photo library (read/write) · limited ───────────────
    The user shared only chosen photos on an earlier launch.
    Status:       limited
    Screen calls: launchPhotoLibrary(access:success:completion:)
    System asked: no
    Success ran:  yes, once
    Outcome:      limited

    ── 18 · photo library (read/write) · denied ────────────────
    The user turned photo access off; now they cancel.
    Status:       denied
    Screen calls: launchPhotoLibrary(access:success:completion:)
    System asked: no
    Dialog:       denied
    ┌──────────────────────────────────────────────────────────┐
    │                   Photo Access Is Off                    │
    │                                                          │
    │ Snapshot doesn't have permission to access your photos.  │
    │              You can allow it in Settings.               │
    ├──────────────────────────────────────────────────────────┤
    │              [ Cancel ]   [ Open Settings ]              │
    └──────────────────────────────────────────────────────────┘
    User taps:    Cancel
    Success ran:  no
    Outcome:      denied

    ── 19 · photo library (read/write) · restricted ────────────
    A device management profile blocks the photo library.
    Status:       restricted
    Screen calls: launchPhotoLibrary(access:success:completion:)
    System asked: no
    Dialog:       restricted
    ┌──────────────────────────────────────────────────────────┐
    │                 Photo Access Restricted                  │
    │                                                          │
    │ Photo library access for Snapshot is restricted on this  │
    │      device, for example by Screen Time or a device      │
    │                   management profile.                    │
    ├──────────────────────────────────────────────────────────┤
    │                          [ OK ]                          │
    └──────────────────────────────────────────────────────────┘
    User taps:    OK
    Success ran:  no
    Outcome:      restricted

    ── 20 · photo library (read/write) · unknown future status ──
    A future iOS reports a status this package does not know
    (raw value 9).
    Status:       unknown(9)
    Screen calls: launchPhotoLibrary(access:success:completion:)
    System asked: no
    Dialog:       restricted
    ┌──────────────────────────────────────────────────────────┐
    │                 Photo Access Restricted                  │
    │                                                          │
    │ Photo library access for Snapshot is restricted on this  │
    │      device, for example by Screen Time or a device      │
    │                   management profile.                    │
    ├──────────────────────────────────────────────────────────┤
    │                          [ OK ]                          │
    └──────────────────────────────────────────────────────────┘
    User taps:    OK
    Success ran:  no
    Outcome:      restricted

    ── 21 · photo library (read/write) · not determined → limited ──
    First use: the system asks, and the user shares chosen
    photos only.
    Status:       notDetermined
    Screen calls: launchPhotoLibrary(access:success:completion:)
    System asked: yes, once; the user chooses "Limit Access…"
    Success ran:  yes, once
    Outcome:      limited

    ── 22 · photo library (read/write) · refused, then explained ──
    First use: the user refuses, and the screen's policy
    explains fresh refusals.
    Status:       notDetermined
    Screen calls: launchPhotoLibrary(access:success:completion:)
    System asked: yes, once; the user chooses "Don't Allow"
    Dialog:       denied
    ┌──────────────────────────────────────────────────────────┐
    │                   Photo Access Is Off                    │
    │                                                          │
    │ Snapshot doesn't have permission to access your photos.  │
    │              You can allow it in Settings.               │
    ├──────────────────────────────────────────────────────────┤
    │              [ Cancel ]   [ Open Settings ]              │
    └──────────────────────────────────────────────────────────┘
    User taps:    Open Settings
    Settings:     opened for photoLibrary(readWrite)
    Success ran:  no
    Outcome:      denied

    ── 23 · photo library (read/write) · soft ask → allowed ────
    The screen's policy explains before the system prompt; the
    user goes on and allows.
    Status:       notDetermined
    Screen calls: launchPhotoLibrary(access:success:completion:)
    Dialog:       softAsk
    ┌──────────────────────────────────────────────────────────┐
    │                   Photo Library Access                   │
    │                                                          │
    │  Next, Snapshot will ask to access your photo library.   │
    │   You can change your choice at any time in Settings.    │
    ├──────────────────────────────────────────────────────────┤
    │                       [ Continue ]                       │
    └──────────────────────────────────────────────────────────┘
    User taps:    Continue
    System asked: yes, once; the user chooses "Allow Full Access"
    Success ran:  yes, once
    Outcome:      authorized

    ── 24 · photo library (add-only) · not determined → allowed ──
    Saving an edit: the screen asks only to add photos, and the
    user allows.
    Status:       notDetermined
    Screen calls: launchPhotoLibrary(access:success:completion:)
    System asked: yes, once; the user chooses "Allow"
    Success ran:  yes, once
    Outcome:      authorized

    ── 25 · photo library (read/write) · screen gone before answer ──
    The user closes the screen while the system prompt is up,
    then allows.
    Status:       notDetermined
    Screen calls: launchPhotoLibrary(access:success:completion:)
    System asked: yes, once; the user chooses "Allow Full Access"
    Screen:       closed during the prompt, and released
    Success ran:  no
    Outcome:      cancelled

    ── 26 · video capture · both allowed ───────────────────────
    Camera and microphone were allowed on earlier launches:
    recording starts at once.
    Status:       camera authorized, microphone authorized
    Screen calls: launchVideoCapture(success:completion:)
    System asked: camera no, microphone no
    Success ran:  yes, with sound
    Outcome:      record with sound

    ── 27 · video capture · first video, both allowed ──────────
    First recording: the system asks for the camera, then for
    the microphone.
    Status:       camera notDetermined, microphone notDetermined
    Screen calls: launchVideoCapture(success:completion:)
    System asked: camera once (Allow), microphone once (Allow)
    Success ran:  yes, with sound
    Outcome:      record with sound

    ── 28 · video capture · camera refused ─────────────────────
    The user refuses the camera; the microphone is not asked
    for.
    Status:       camera notDetermined, microphone notDetermined
    Screen calls: launchVideoCapture(success:completion:)
    System asked: camera once (Don't Allow), microphone no
    Success ran:  no
    Outcome:      stopped by camera: denied

    ── 29 · video capture · microphone refused, silent video will do ──
    The camera is allowed; the user refuses the microphone, and
    the app records without sound.
    Status:       camera authorized, microphone notDetermined
    Screen calls: launchVideoCapture(sound: .preferred, success:completion:)
    System asked: camera no, microphone once (Don't Allow)
    Success ran:  yes, without sound
    Outcome:      record without sound (microphone denied)

    29 situations: access granted in 12; the system was asked 14 times in all.
    """

  static let japaneseCamera = """
    MediaAccess demo
    Language:     ja
    App name:     Snapshot
    Sources:      camera

    A sample screen conforming to CameraAuthorizing,
    MicrophoneAuthorizing and PhotoLibraryAuthorizing launches
    each source against a scripted system, once per row of the
    behaviour table. The user's taps are scripted too; dialogs
    are drawn as the app would show them.

    ── 1 · camera · hardware absent ────────────────────────────
    The device has no camera, as in the Simulator.
    Status:       authorized
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Dialog:       unavailable
    ┌──────────────────────────────────────────────────────────┐
    │                  カメラを利用できません                  │
    │                                                          │
    │ このデバイスにはSnapshotで使用できるカメラがありません。 │
    ├──────────────────────────────────────────────────────────┤
    │                          [ OK ]                          │
    └──────────────────────────────────────────────────────────┘
    User taps:    OK
    Success ran:  no
    Outcome:      unavailable

    ── 2 · camera · usage description missing ──────────────────
    The app's Info.plist has no NSCameraUsageDescription.
    Status:       authorized
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Diagnostic:
      MediaAccess: NSCameraUsageDescription is missing or empty
      in the app's Info.plist. The system was not asked, because
      iOS terminates an app that requests this access without
      it. Add NSCameraUsageDescription with a sentence telling
      the user why the app needs it.
    Success ran:  no
    Outcome:      misconfigured(NSCameraUsageDescription)

    ── 3 · camera · authorized ─────────────────────────────────
    The user allowed the camera on an earlier launch.
    Status:       authorized
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Success ran:  yes, once
    Outcome:      authorized

    ── 4 · camera · denied ─────────────────────────────────────
    The user turned the camera off; now they go to Settings.
    Status:       denied
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Dialog:       denied
    ┌──────────────────────────────────────────────────────────┐
    │               カメラへのアクセスがオフです               │
    │                                                          │
    │ Snapshotにはカメラを使用する権限がありません。設定で許可 │
    │                        できます。                        │
    ├──────────────────────────────────────────────────────────┤
    │             [ キャンセル ]   [ 設定を開く ]              │
    └──────────────────────────────────────────────────────────┘
    User taps:    設定を開く
    Settings:     opened for camera
    Success ran:  no
    Outcome:      denied

    ── 5 · camera · restricted ─────────────────────────────────
    Screen Time blocks the camera; the user cannot lift it.
    Status:       restricted
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Dialog:       restricted
    ┌──────────────────────────────────────────────────────────┐
    │           カメラへのアクセスが制限されています           │
    │                                                          │
    │ このデバイスでは、スクリーンタイムやデバイス管理プロファ │
    │ イルなどにより、Snapshotのカメラへのアクセスが制限されて │
    │                         います。                         │
    ├──────────────────────────────────────────────────────────┤
    │                          [ OK ]                          │
    └──────────────────────────────────────────────────────────┘
    User taps:    OK
    Success ran:  no
    Outcome:      restricted

    ── 6 · camera · unknown future status ──────────────────────
    A future iOS reports a status this package does not know
    (raw value 7).
    Status:       unknown(7)
    Screen calls: launchCamera(success:completion:)
    System asked: no
    Dialog:       restricted
    ┌──────────────────────────────────────────────────────────┐
    │           カメラへのアクセスが制限されています           │
    │                                                          │
    │ このデバイスでは、スクリーンタイムやデバイス管理プロファ │
    │ イルなどにより、Snapshotのカメラへのアクセスが制限されて │
    │                         います。                         │
    ├──────────────────────────────────────────────────────────┤
    │                          [ OK ]                          │
    └──────────────────────────────────────────────────────────┘
    User taps:    OK
    Success ran:  no
    Outcome:      restricted

    ── 7 · camera · not determined → allowed ───────────────────
    First use: the system asks, and the user allows.
    Status:       notDetermined
    Screen calls: launchCamera(success:completion:)
    System asked: yes, once; the user chooses "Allow"
    Success ran:  yes, once
    Outcome:      authorized

    ── 8 · camera · not determined → refused ───────────────────
    First use: the user refuses; no dialog follows a fresh
    refusal.
    Status:       notDetermined
    Screen calls: launchCamera(success:completion:)
    System asked: yes, once; the user chooses "Don't Allow"
    Success ran:  no
    Outcome:      denied

    ── 9 · camera · soft ask → allowed ─────────────────────────
    The screen's policy explains before the system prompt; the
    user goes on and allows.
    Status:       notDetermined
    Screen calls: launchCamera(success:completion:)
    Dialog:       softAsk
    ┌──────────────────────────────────────────────────────────┐
    │                    カメラへのアクセス                    │
    │                                                          │
    │ 次に、Snapshotがカメラの使用を求めます。選択内容は設定で │
    │                  いつでも変更できます。                  │
    ├──────────────────────────────────────────────────────────┤
    │                        [ 続ける ]                        │
    └──────────────────────────────────────────────────────────┘
    User taps:    続ける
    System asked: yes, once; the user chooses "Allow"
    Success ran:  yes, once
    Outcome:      authorized

    ── 10 · camera · screen gone before answer ─────────────────
    The user closes the screen while the system prompt is up,
    then allows.
    Status:       notDetermined
    Screen calls: launchCamera(success:completion:)
    System asked: yes, once; the user chooses "Allow"
    Screen:       closed during the prompt, and released
    Success ran:  no
    Outcome:      cancelled

    10 situations: access granted in 3; the system was asked 4 times in all.
    """
}
