import MediaAccess

/// A loop of launches the benchmark times and counts allocations of.
enum Scenario: String, CaseIterable {
  /// `launchCamera(success:)` on a conforming screen, access granted.
  case authorizedMixin = "authorized-mixin"
  /// The minimal hand-written helper, access granted: the baseline.
  case authorizedHandWritten = "authorized-hand-written"
  /// The hand-written helper that also checks the hardware and the Info.plist key.
  case authorizedCheckedHandWritten = "authorized-checked-hand-written"
  /// `launchCamera(success:)` against an authority made with the public initializer, which
  /// reads and scans the usage description on every launch.
  case authorizedMixinReadingDescription = "authorized-mixin-reading-description"
  /// `launchCamera(success:)`, access granted, on a screen with an events observer set: the
  /// launch reports its outcome.
  case authorizedMixinObserved = "authorized-mixin-observed"
  /// `launchVideoCapture(success:)` on a screen that is both `CameraAuthorizing` and
  /// `MicrophoneAuthorizing`, both granted: one launch, two readings.
  case authorizedVideoMixin = "authorized-video-mixin"
  /// The hand-written video capture: hardware, key and status of the camera, then of the
  /// microphone.
  case authorizedVideoCheckedHandWritten = "authorized-video-checked-hand-written"
  /// `launchCamera(success:)`, access refused: the "denied" dialog is built in English by a
  /// renderer the screen stores.
  case deniedStoredRenderer = "denied-stored-renderer"
  /// As above with the protocol's default renderer, which picks the user's language and reads
  /// the app's name each time.
  case deniedDefaultRenderer = "denied-default-renderer"

  /// What the table calls it.
  var label: String {
    switch self {
    case .authorizedMixin: "authorized: launchCamera(success:) (mixin)"
    case .authorizedHandWritten: "authorized: hand-written (status, switch, closure)"
    case .authorizedCheckedHandWritten: "authorized: hand-written + hardware and key checks"
    case .authorizedMixinReadingDescription: "authorized: mixin, key read on every launch"
    case .authorizedMixinObserved: "authorized: mixin, events observer set"
    case .authorizedVideoMixin: "video, both authorized: launchVideoCapture(success:)"
    case .authorizedVideoCheckedHandWritten: "video, both authorized: hand-written, same checks"
    case .deniedStoredRenderer: "denied + dialog built (stored English renderer)"
    case .deniedDefaultRenderer: "denied + dialog built (default renderer)"
    }
  }

  /// Successes one launch must leave in ``sink``, to check the work was done.
  var successesPerLaunch: Int {
    switch self {
    case .authorizedMixin, .authorizedHandWritten, .authorizedCheckedHandWritten,
      .authorizedMixinReadingDescription, .authorizedMixinObserved, .authorizedVideoMixin,
      .authorizedVideoCheckedHandWritten:
      1
    case .deniedStoredRenderer, .deniedDefaultRenderer: 0
    }
  }

  /// A loop running the scenario's launch `n` times, its screen made beforehand.
  @MainActor
  func loop() -> (Int) -> Void {
    switch self {
    case .authorizedMixin:
      let screen = BenchScreen(authority: BenchAuthorities.granting)
      return { launchCameraRepeatedly(on: screen, times: $0) }
    case .authorizedHandWritten:
      let launcher = HandWrittenLauncher()
      return { times in
        for _ in 0..<times { launcher.launchCamera(success: { consume(1) }) }
      }
    case .authorizedCheckedHandWritten:
      let launcher = HandWrittenLauncher()
      return { times in
        for _ in 0..<times { launcher.launchCameraWithChecks(success: { consume(1) }) }
      }
    case .authorizedMixinReadingDescription:
      let screen = BenchScreen(authority: BenchAuthorities.grantingReadingDescription)
      return { launchCameraRepeatedly(on: screen, times: $0) }
    case .authorizedMixinObserved:
      let screen = ObservedScreen(authority: BenchAuthorities.granting)
      return { times in
        for _ in 0..<times { screen.launchCamera(success: { consume(1) }) }
      }
    case .authorizedVideoMixin:
      let screen = BenchVideoScreen(
        camera: BenchAuthorities.granting, microphone: BenchAuthorities.grantingMicrophone)
      return { launchVideoCaptureRepeatedly(on: screen, times: $0) }
    case .authorizedVideoCheckedHandWritten:
      let launcher = HandWrittenLauncher()
      return { times in
        for _ in 0..<times {
          launcher.launchVideoCaptureWithChecks(success: { consume($0 ? 1 : 2) })
        }
      }
    case .deniedStoredRenderer:
      let screen = BenchScreen(
        authority: BenchAuthorities.refusing,
        renderer: LocalizedAlertTextRenderer(language: "en", appName: "Bench"))
      return { launchCameraRepeatedly(on: screen, times: $0) }
    case .deniedDefaultRenderer:
      let screen = BenchScreen(authority: BenchAuthorities.refusing)
      return { launchCameraRepeatedly(on: screen, times: $0) }
    }
  }
}

/// The mixin's loop; not inlined, so every screen's launches run the same machine code.
@inline(never)
@MainActor
private func launchCameraRepeatedly(on screen: BenchScreen, times: Int) {
  for _ in 0..<times {
    screen.launchCamera(success: { consume(1) })
  }
}

/// The video capture's loop, kept apart as the camera's is. A capture that would record without
/// sound leaves 2 in the sink rather than 1, which the work check catches.
@inline(never)
@MainActor
private func launchVideoCaptureRepeatedly(on screen: BenchVideoScreen, times: Int) {
  for _ in 0..<times {
    screen.launchVideoCapture(success: { consume($0 ? 1 : 2) })
  }
}
