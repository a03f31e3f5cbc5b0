#if canImport(UIKit)
  package import UIKit

  /// Presents one system picker and waits for its answer: the part the camera and photo
  /// pickers share. The picker's delegate, which differs between them, calls
  /// ``finish(with:)``; the first answer wins, whether it comes from the delegate or from the
  /// waiting task being cancelled, and dismisses the picker.
  @MainActor
  package final class PickerPresentation<Result> {
    private let picker: UIViewController
    private let resultWhenCancelled: Result
    /// The answer, once there is one.
    private var result: Result?
    private var continuation: CheckedContinuation<Void, Never>?

    /// Prepares to present `picker`.
    ///
    /// - Parameters:
    ///   - picker: The picker to present; the caller has made itself its delegate.
    ///   - resultWhenCancelled: What ``run(presentingFrom:)`` returns when its task is
    ///     cancelled before the user answers.
    package init(picker: UIViewController, resultWhenCancelled: Result) {
      self.picker = picker
      self.resultWhenCancelled = resultWhenCancelled
    }

    /// Presents the picker from `presenter` and returns the answer given to ``finish(with:)``.
    package func run(presentingFrom presenter: UIViewController) async -> Result {
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          self.continuation = continuation
          presenter.present(picker, animated: true)
        }
      } onCancel: {
        Task { @MainActor in self.finish(with: self.resultWhenCancelled) }
      }
      return result ?? resultWhenCancelled
    }

    /// Records the answer, dismisses the picker and resumes the waiting call; later calls do
    /// nothing.
    package func finish(with result: Result) {
      guard let continuation else { return }
      self.continuation = nil
      self.result = result
      picker.dismiss(animated: true)
      continuation.resume()
    }
  }
#endif
