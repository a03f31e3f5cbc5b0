#if canImport(AVFoundation) && canImport(UIKit) && !os(tvOS) && !os(visionOS)
  internal import Foundation
  public import MediaAccess
  internal import MediaAccessPicking
  public import UIKit

  extension CameraAuthorizing where Self: UIViewController {
    /// Makes sure the camera can and may be used, then lets the user take a picture with
    /// `UIImagePickerController` and returns it, exactly once, whatever UIKit does.
    ///
    /// Before anything is asked, the camera's availability is checked: a device without one
    /// gets the "no camera" dialog and ``MediaAccess/PickerNotOpenedReason/access(_:)`` with
    /// ``MediaAccess/LaunchOutcome/unavailable``; a camera that is there but busy (another app
    /// uses it, or the app runs in a multitasking layout without camera access) gets the
    /// "camera busy" dialog and ``MediaAccess/PickerNotOpenedReason/cameraBusy``, and the
    /// system is not asked while the camera is undecided. Then the launch is
    /// ``CameraAuthorizing/authorizeCamera()``.
    ///
    /// On a Mac (a Mac Catalyst app, or an iPhone or iPad app on a Mac) Apple documents no
    /// camera for `UIImagePickerController`: when the picker reports none although the Mac has
    /// a camera, the pick ends ``MediaAccess/PickerNotOpenedReason/access(_:)`` with
    /// ``MediaAccess/LaunchOutcome/unavailable`` and the dialog "This device has no camera
    /// that App can use", never "busy", and the system is not asked. Use AVFoundation's
    /// capture session for the camera there.
    ///
    /// The picker is presented from the top-most controller this one presents, after any
    /// transition in progress has ended. When UIKit declines to present it (this screen is not
    /// in a window yet, as in `viewDidLoad`), the call returns
    /// ``MediaAccess/PickerNotOpenedReason/presentationRefused``; a second call while one is
    /// open returns ``MediaAccess/PickerNotOpenedReason/pickInProgress``. The call returns
    /// once the picker's dismissal has finished, so the screen can present again at once; a
    /// picker swiped away, dropped with its scene or dismissed by other code ends it
    /// ``CameraPickResult/cancelled``, as does cancelling the calling task.
    ///
    /// ```swift
    /// @objc func changeAvatar() {
    ///   Task {
    ///     if let image = await pickImageFromCamera(allowsEditing: true).image {
    ///       avatarView.image = image
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameter allowsEditing: Whether the user may crop the picture before using it.
    /// - Returns: The picture, ``CameraPickResult/cancelled`` when the user closed the camera,
    ///   or ``CameraPickResult/notOpened(_:)`` with the reason it stayed closed.
    public func pickImageFromCamera(allowsEditing: Bool = false) async -> CameraPickResult {
      let end = await PickerSession<UIViewController, CameraPickResult>.run(
        from: self,
        resultWhenDismissed: .cancelled,
        prepare: {
          let process = ProcessInfo.processInfo
          return await CameraPickGate.reasonNotToOpen(
            on: self, onMac: process.isMacCatalystApp || process.isiOSAppOnMac
          ) {
            UIImagePickerController.isSourceTypeAvailable(.camera)
          }
        },
        makePicker: { session in
          let picker = UIImagePickerController()
          picker.sourceType = .camera
          picker.allowsEditing = allowsEditing
          let delegate = CameraPickerDelegate(session)
          picker.delegate = delegate
          picker.retainForLifetime(delegate)
          return picker
        })
      switch end {
      case .answered(let result): return result
      case .notOpened(let reason): return .notOpened(reason)
      }
    }
  }
#endif
