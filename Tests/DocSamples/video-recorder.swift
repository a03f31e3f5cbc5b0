// What Recording Video with Sound's ClipViewController calls and does not show.
extension ClipViewController {
  func presentVideoRecorder() {}
}
