import Foundation
import MediaAccessCamera
import MediaAccessPicking

@testable import MediaAccess

/// A video pick started in a task and watched without awaiting it, as ``PickProbe`` does for
/// the picker session: the simulated picker's answer is a path ("" for a cancel).
@MainActor
final class VideoPickProbe {
  private(set) var ends: [VideoPickResult] = []
  private(set) weak var picker: SimulatedController?
  private(set) var pickersMade = 0

  init(
    from controller: SimulatedController,
    authorizing screen: TestScreen,
    sound: SoundRequirement,
    in uikit: SimulatedUIKit,
    flights: PickerFlights,
    onMac: Bool = false,
    isPickerSourceAvailable: @escaping @MainActor () -> Bool = { true }
  ) {
    Task { [self] in
      let end = await PickerSession<SimulatedController, URL?>.runVideo(
        from: controller, authorizing: screen, sound: sound, flights: flights, onMac: onMac,
        isPickerSourceAvailable: { isPickerSourceAvailable() },
        makePicker: { session in
          let picker = SimulatedController("video picker", in: uikit)
          picker.onUserAnswer = { [weak session] path in
            session?.finish(with: path.isEmpty ? nil : URL(fileURLWithPath: path))
          }
          self.picker = picker
          self.pickersMade += 1
          return picker
        })
      ends.append(end)
    }
  }
}
