extension String {
  /// Whether the text is blank: nothing but Unicode `White_Space` and U+200B ZERO WIDTH SPACE.
  ///
  /// The package's one rule for blank text, for an Info.plist usage description (a launch ends
  /// ``LaunchOutcome/misconfigured(missingKey:)``, and `media-access lint` reports it, for
  /// exactly the texts this calls blank), a dialog's texts and an app name alike.
  ///
  /// It is Foundation's `whitespacesAndNewlines` (the `White_Space` property: general categories
  /// Zs, Zl and Zp, U+0009 to U+000D and U+0085, plus U+200B, which CoreFoundation still counts
  /// as a space), tested without building a trimmed copy. A test sweeps the Basic Multilingual
  /// Plane and scalars beyond it against Foundation.
  package var isBlank: Bool {
    !unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x20, 0x09...0x0D: false
      case 0..<0x80: true
      default: !scalar.properties.isWhitespace && scalar != "\u{200B}"
      }
    }
  }
}
