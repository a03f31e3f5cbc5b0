// A renderer changes only what it needs to; the rest is the package's text.
import MediaAccess

struct FriendlyTexts: AlertTextRendering {
  func title(for reason: AccessAlert.Reason, source: MediaSource) -> String {
    reason == .denied ? "We can't see a thing!" : defaultTitle(for: reason, source: source)
  }
}
