/// Resumes a waiting pick exactly once: when told to, or, failing that, when released, so that
/// a picker UIKit lets go of without any callback (a scene torn down, a dismiss-all) still ends
/// the wait.
package final class ResumeOnce {
  private var continuation: CheckedContinuation<Void, Never>?

  package init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = continuation
  }

  package func resume() {
    continuation?.resume()
    continuation = nil
  }

  deinit {
    continuation?.resume()
  }
}
