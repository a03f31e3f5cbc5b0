extension AccessStatusMonitor {
  /// The status as an `AsyncSequence`: the current ``status`` first, then each change once,
  /// in order, as the monitor reads it (when the app becomes active, or on ``refresh()``).
  ///
  /// Each access makes a new stream; every stream sees every change. The statuses are read
  /// and handed over on the main actor, so a loop in main-actor code (a view model, a view's
  /// `.task`) runs its body there:
  ///
  /// ```swift
  /// .task {
  ///   for await status in AccessStatusMonitor(camera: .live).statusUpdates {
  ///     cameraIsOff = status == .denied || status == .restricted
  ///   }
  /// }
  /// ```
  ///
  /// While a stream is iterated it keeps the monitor, and so the observation of the app
  /// becoming active, alive: a monitor made only for the loop works as above. The stream ends
  /// when the iterating task is cancelled (as SwiftUI cancels a `.task` when its view goes)
  /// or the loop stops; the monitor is then released unless something else keeps it. The
  /// stream keeps nothing else: a loop that captures its owner weakly lets the owner go.
  public var statusUpdates: AsyncStream<AuthorizationStatus> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: AuthorizationStatus.self, bufferingPolicy: .unbounded)
    let id = updateSubscribers.add(continuation)
    // Holding the monitor strongly is what keeps it alive while the stream is iterated; the
    // handler runs, and is let go, once the stream has ended.
    continuation.onTermination = { _ in
      Task { @MainActor in self.updateSubscribers.remove(id) }
    }
    continuation.yield(status)
    return stream
  }
}
