internal import Foundation
package import MediaAccess
package import MediaAccessPicking

/// The video pick: ``CameraPickGate/videoDecision(on:sound:onMac:isPickerSourceAvailable:)``, then
/// one ``PickerSession`` whose answer is the recorded movie's URL (`nil` for none).
extension PickerSession where Result == URL? {
  /// Runs one video pick from `screen` and returns how it ended, exactly once.
  ///
  /// - Parameters:
  ///   - screen: The controller the picker is presented from.
  ///   - authorizing: The screen whose launch asks for the camera, then the microphone (the
  ///     same object as `screen` in the Apple glue).
  ///   - sound: Whether the video needs its sound.
  ///   - flights: The registry of picks in flight.
  ///   - onMac: Whether the app runs on a Mac (see ``CameraPickGate``).
  ///   - isPickerSourceAvailable: Whether the picker can record movies with the camera now.
  ///   - makePicker: Creates the picker in video mode and connects its delegate, which calls
  ///     ``finish(with:)`` with the movie's URL, or `nil` when the user cancelled.
  /// - Returns: The movie and whether it has sound, cancelled, or why it did not open.
  package static func runVideo(
    from screen: Controller,
    authorizing: some CameraAuthorizing & MicrophoneAuthorizing,
    sound: SoundRequirement,
    flights: PickerFlights = .shared,
    onMac: Bool = false,
    isPickerSourceAvailable: () -> Bool,
    makePicker: (PickerSession) -> Controller
  ) async -> VideoPickResult {
    // Known once the gate has run; read only when the picker answered, which needs the gate
    // to have opened it.
    var recordsSound = false
    let end = await run(
      from: screen, flights: flights, resultWhenDismissed: nil,
      prepare: {
        switch await CameraPickGate.videoDecision(
          on: authorizing, sound: sound, onMac: onMac,
          isPickerSourceAvailable: isPickerSourceAvailable)
        {
        case .open(let withSound):
          recordsSound = withSound
          return nil
        case .notOpened(let reason):
          return reason
        }
      },
      makePicker: makePicker)
    switch end {
    case .answered(let movie?): return .recorded(movie, hasSound: recordsSound)
    case .answered(nil): return .cancelled
    case .notOpened(let reason): return .notOpened(reason)
    }
  }
}
