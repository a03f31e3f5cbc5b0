internal import Foundation
internal import MediaAccess

/// Writes a ``PreviewCatalog`` as one JSON document for tools, keys sorted so the output is
/// stable.
struct JSONPreviewRenderer {
  private struct Document: Encodable {
    let appName: String
    let languages: [LanguageEntry]
  }

  private struct LanguageEntry: Encodable {
    let language: String
    let dialogs: [DialogEntry]
  }

  private struct DialogEntry: Encodable {
    let source: String
    let usageDescriptionKey: String
    let reason: String
    let title: String
    let message: String
    let actions: [ActionEntry]
  }

  private struct ActionEntry: Encodable {
    let role: String
    let title: String
    let isPreferred: Bool
  }

  /// The JSON text.
  ///
  /// - Throws: The encoder's error, which plain strings and booleans do not cause.
  func text(for catalog: PreviewCatalog) throws -> String {
    let document = Document(
      appName: catalog.appName,
      languages: catalog.languages.map { language in
        LanguageEntry(language: language.language, dialogs: language.dialogs.map(Self.entry))
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }

  private static func entry(for alert: AccessAlert) -> DialogEntry {
    DialogEntry(
      source: alert.source.description,
      usageDescriptionKey: alert.source.usageDescriptionKey.rawValue,
      reason: alert.reason.rawValue,
      title: alert.title,
      message: alert.message,
      actions: alert.actions.map { action in
        ActionEntry(
          role: action.role.rawValue, title: action.title,
          isPreferred: action == alert.preferredAction)
      })
  }
}
