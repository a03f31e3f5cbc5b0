// An app's own source meets every Settings opener on every Apple platform: the closure form
// receives it, and `system` and `disabled` take it like a built-in source. Every opener takes
// the one source type, so nothing here converts a source before it opens Settings.

import MediaAccess

struct Scanner: SourceDescription {
  var name: String { "documentScanner" }
  var usageDescriptionKey: UsageDescriptionKey {
    UsageDescriptionKey(rawValue: "NSDocumentScannerUsageDescription")
  }
  func title(for reason: AccessAlert.Reason) -> String { "Scanner" }
  func message(for reason: AccessAlert.Reason) -> String { "Turn the scanner on in Settings." }
}

@MainActor
func openSettingsForEverySource() {
  let scanner = MediaSource(Scanner())
  let logging = SettingsOpener { source in
    print("opening settings for \(source)")
    SettingsOpener.system.open(for: source)
  }
  for source in MediaSource.builtIns + [scanner] {
    logging.open(for: source)
    SettingsOpener.system.open(for: source)
    SettingsOpener.disabled.open(for: source)
  }
}
