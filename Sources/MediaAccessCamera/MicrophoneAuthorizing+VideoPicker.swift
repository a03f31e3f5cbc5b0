#if canImport(AVFoundation) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
  public import Foundation
  public import MediaAccess
  internal import MediaAccessPicking
  public import UIKit

  extension MicrophoneAuthorizing where Self: CameraAuthorizing, Self: UIViewController {
    /// Makes sure video may be recorded, then lets the user record a movie with
    /// `UIImagePickerController` and returns its file URL, exactly once, whatever UIKit does.
    ///
    /// The launch is ``MediaAccess/MicrophoneAuthorizing/authorizeVideoCapture(sound:)``: the
    /// camera first, then the microphone, never the microphone when the camera was refused.
    /// As for ``MediaAccess/CameraAuthorizing/pickImageFromCamera(allowsEditing:)``, a busy
    /// camera (or one that cannot record movies right now) is reported as
    /// ``MediaAccess/PickerNotOpenedReason/cameraBusy`` before either prompt, and the picker is
    /// presented from the top-most controller after any transition, returning
    /// ``MediaAccess/PickerNotOpenedReason/presentationRefused`` or
    /// ``MediaAccess/PickerNotOpenedReason/pickInProgress`` instead of hanging.
    ///
    /// By default the video needs its sound, and a refused microphone ends the pick
    /// ``MediaAccess/PickerNotOpenedReason/microphone(_:)``; with
    /// ``MediaAccess/SoundRequirement/preferred`` the camera opens anyway and the result says
    /// the movie has no sound.
    ///
    /// ```swift
    /// @objc func recordClip() {
    ///   Task {
    ///     if case .recorded(let movie, let hasSound) = await pickVideoFromCamera(sound: .preferred) {
    ///       upload(movie, muted: !hasSound)
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - sound: Whether the video needs its sound; ``MediaAccess/SoundRequirement/required``
    ///     by default.
    ///   - maximumDuration: The longest recording in seconds, or `nil` for the picker's
    ///     default (10 minutes).
    ///   - quality: The recording quality, or `nil` for the picker's default (`.typeMedium`).
    /// - Returns: The movie's file URL and whether it has sound, ``MediaAccess/VideoPickResult/cancelled``,
    ///   or ``MediaAccess/VideoPickResult/notOpened(_:)`` with the reason, including which
    ///   source refused.
    public func pickVideoFromCamera(
      sound: SoundRequirement = .required,
      maximumDuration: TimeInterval? = nil,
      quality: UIImagePickerController.QualityType? = nil
    ) async -> VideoPickResult {
      let process = ProcessInfo.processInfo
      return await PickerSession<UIViewController, URL?>.runVideo(
        from: self, authorizing: self, sound: sound,
        onMac: process.isMacCatalystApp || process.isiOSAppOnMac,
        isPickerSourceAvailable: {
          // Setting a media type the source cannot capture raises an exception.
          UIImagePickerController.isSourceTypeAvailable(.camera)
            && UIImagePickerController.availableMediaTypes(for: .camera)?.contains(movieType)
              == true
        },
        makePicker: { session in
          let picker = UIImagePickerController()
          picker.sourceType = .camera
          // The movie type first: the video capture mode raises an exception without it.
          picker.mediaTypes = [movieType]
          picker.cameraCaptureMode = .video
          if let maximumDuration { picker.videoMaximumDuration = maximumDuration }
          if let quality { picker.videoQuality = quality }
          let delegate = VideoPickerDelegate(session)
          picker.delegate = delegate
          picker.retainForLifetime(delegate)
          return picker
        })
    }
  }

  /// `UTType.movie.identifier` (and the old `kUTTypeMovie`): a movie with video and audio.
  /// Spelled out so that the camera module links no UniformTypeIdentifiers.
  private let movieType = "public.movie"
#endif
