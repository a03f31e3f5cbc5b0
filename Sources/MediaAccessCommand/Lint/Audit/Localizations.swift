internal import Foundation
internal import MediaAccess

/// The localized usage descriptions of an app: `<language>.lproj/InfoPlist.strings` tables
/// and `InfoPlist.xcstrings` String Catalogs, read, and what could not be read.
struct Localizations {
  private(set) var tables: [(path: String, contents: PropertyListReader.Contents)] = []
  private(set) var catalogs: [StringCatalog] = []
  private(set) var unreadable: [UnreadableInput] = []
  /// The languages the target ships, `Base` aside, each with a file that shows it: an
  /// `.lproj` folder's file, or a String Catalog holding the language.
  private(set) var shippedLanguages: [String: String] = [:]
  /// The languages with an `InfoPlist.strings` table, read or not.
  private var tableLanguages: Set<String> = []
  /// The files read, so that one named two ways is read once.
  private var seen: Set<FileStatus.Identity> = []

  /// The paths of the tables and catalogs read.
  var paths: [String] {
    tables.map(\.path) + catalogs.map(\.path)
  }

  /// The languages the tables and catalogs hold, the catalogs' development language included.
  var languages: Set<String> {
    var languages = Set(tables.compactMap { Self.language(of: $0.path) })
    for catalog in catalogs {
      languages.formUnion(catalog.languages + [catalog.sourceLanguage])
    }
    return languages
  }

  /// A language without its region (`pt` for `pt-BR`, `zh-Hant` for `zh-Hant-HK`), which the
  /// system falls back to; a script is kept, as `zh-Hant` does not fall back to `zh-Hans`.
  /// `en` for `English`, the name older projects give the English folder.
  static func baseLanguage(_ language: String) -> String {
    if language == "English" { return "en" }
    var subtags = language.split(whereSeparator: { $0 == "-" || $0 == "_" })
    if subtags.count > 1, let region = subtags.last,
      (region.count == 2 && region.allSatisfy(\.isUppercase))
        || (region.count == 3 && region.allSatisfy(\.isNumber))
    {
      subtags.removeLast()
    }
    return subtags.joined(separator: "-")
  }

  /// The language of a file in a `<language>.lproj` folder.
  static func language(of path: String) -> String? {
    let folder = path.parentPath.lastPathSegment
    guard folder.hasSuffix(".lproj") else { return nil }
    return String(folder.dropLast(".lproj".count))
  }

  /// Notes the languages a localized resource of the target shows it ships: the folder of a
  /// file in a `<language>.lproj`, or the languages of a String Catalog.
  mutating func noteLanguages(of path: String) {
    if path.hasSuffix(".xcstrings") {
      // Only the languages matter here; a catalog that cannot be read ships none lint can see.
      // One the target's tables and catalogs hold is read already.
      let catalog = catalogs.first { $0.path == path } ?? (try? StringCatalog.read(path))
      for language in catalog?.languages ?? [] {
        noteLanguage(language, shownBy: path)
      }
    } else if let language = Self.language(of: path) {
      noteLanguage(language, shownBy: path)
    }
  }

  private mutating func noteLanguage(_ language: String, shownBy path: String) {
    guard language != "Base", shippedLanguages[language] == nil else { return }
    shippedLanguages[language] = path
  }

  /// Reads the tables and catalog beside an Info.plist or in a target's folder: the
  /// `InfoPlist.strings` of each `*.lproj` folder in `directory`, and its `InfoPlist.xcstrings`.
  mutating func addBeside(directory: String) {
    let names: [String]
    do {
      names = try FileStatus.contents(ofDirectory: directory.isEmpty ? "." : directory)
    } catch {
      unreadable.append(error)
      return
    }
    for name in names {
      let path = (directory as NSString).appendingPathComponent(name)
      if name == "InfoPlist.xcstrings" {
        add(path)
      } else if name.hasSuffix(".xcstrings") {
        noteLanguages(of: path)
      } else if name.hasSuffix(".lproj") {
        addTable(in: path)
      }
    }
  }

  /// Reads the tables and catalogs anywhere in a synchronized folder, whose files are the
  /// target's without the project listing them.
  mutating func addWithin(folder: String) {
    var visited: Set<FileStatus.Identity> = []
    addWithin(folder: folder, visited: &visited)
  }

  private mutating func addWithin(folder: String, visited: inout Set<FileStatus.Identity>) {
    do {
      guard try FileStatus.of(folder).kind == .directory else { return }
      guard visited.insert(try FileStatus.of(folder).identity).inserted else { return }
    } catch {
      unreadable.append(error)
      return
    }
    addBeside(directory: folder)
    let names = (try? FileStatus.contents(ofDirectory: folder)) ?? []
    // A `.bundle`'s folders are another bundle's (Settings.bundle): not the app's languages.
    for name in names
    where !name.hasPrefix(".") && !name.hasSuffix(".lproj") && !name.hasSuffix(".bundle") {
      let path = (folder as NSString).appendingPathComponent(name)
      if (try? FileStatus.of(path))?.kind == .directory {
        addWithin(folder: path, visited: &visited)
      }
    }
  }

  /// Reads one table or catalog the project names.
  mutating func add(_ reference: String) {
    if !reference.hasSuffix(".xcstrings"), let language = Self.language(of: reference) {
      tableLanguages.insert(language)
    }
    let identity: FileStatus.Identity
    let path: String
    do {
      path = try FileStatus.resolvingCase(reference)
      let status = try FileStatus.of(path)
      guard status.kind == .regularFile else {
        unreadable.append(UnreadableInput(file: path, problem: "is not a regular file"))
        return
      }
      identity = status.identity
    } catch {
      unreadable.append(error)
      return
    }
    guard seen.insert(identity).inserted else { return }
    do {
      if path.hasSuffix(".xcstrings") {
        let catalog = try StringCatalog.read(path)
        catalogs.append(catalog)
        for language in catalog.languages { noteLanguage(language, shownBy: path) }
      } else {
        tables.append((path, try PropertyListReader.readStringsTable(path)))
        if let language = Self.language(of: path) { noteLanguage(language, shownBy: path) }
      }
    } catch {
      unreadable.append(error)
    }
  }

  /// The `InfoPlist.strings` in an `.lproj` folder, which must be listable: a folder lint cannot
  /// look into may hold a table it would otherwise check.
  private mutating func addTable(in folder: String) {
    do {
      guard try FileStatus.of(folder).kind == .directory else { return }
      let names = try FileStatus.contents(ofDirectory: folder)
      // In any case, as a Mac's file system finds it.
      let tableName = InfoPlistAuditor.stringsFileName.lowercased()
      if names.contains(where: { $0.lowercased() == tableName }) {
        add((folder as NSString).appendingPathComponent(InfoPlistAuditor.stringsFileName))
      }
      // A folder with other strings ships its language, with or without a table.
      if let shown = names.sorted().first(where: { !$0.hasPrefix(".") }) {
        noteLanguages(of: (folder as NSString).appendingPathComponent(shown))
      }
    } catch {
      unreadable.append(error)
    }
  }

  /// The keys whose text the app shows from its `Base.lproj` table rather than from its
  /// Info.plist: those the table holds as a non-blank string. The Info.plist's own value is
  /// then a stand-in (WireGuard writes `Localized`), and the table's text is judged where it
  /// is. A development-language table is not taken so: a placeholder left in the Info.plist
  /// beside one is still the finding it always was.
  var keysInBaseTable: Set<String> {
    var keys: Set<String> = []
    for table in tables where Self.language(of: table.path) == "Base" {
      for (key, value) in table.contents.dictionary {
        if let text = value as? String, !text.isBlank { keys.insert(key) }
      }
    }
    return keys
  }

  /// The findings for `keys` in every table and catalog, for the languages the target ships
  /// without a table, and for usage keys translated that the target does not declare.
  ///
  /// Only the keys the target declares need translating: one it needs but lacks is its own
  /// error, and has no development text for a language to fall back to.
  ///
  /// - Parameters:
  ///   - declared: The usage keys the target's Info.plist or build settings hold, checked or
  ///     not: a translation of one of them is not a stray.
  ///   - developmentLanguage: The language the Info.plist's texts are in: its own table need
  ///     not repeat them, though a text it holds replaces the Info.plist's.
  func findings(
    for keys: [UsageDescriptionKey], declared: Set<String>, check: UsageValueCheck,
    developmentLanguage: String
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    let needed = keys
    let keys = needed.filter { declared.contains($0.rawValue) }
    // A regional variant of the development language (en-GB beside en) falls back to its
    // text, as does Xcode's old name for English.
    let isDevelopment = { (language: String) in
      language == "Base" || Self.baseLanguage(language) == Self.baseLanguage(developmentLanguage)
    }
    for table in tables {
      let language = Self.language(of: table.path)
      let development = language.map(isDevelopment) ?? false
      for key in keys {
        let value = table.contents.dictionary[key.rawValue]
        if development && value == nil { continue }
        let position = SourcePosition(
          file: table.path, line: table.contents.line(of: key.rawValue))
        findings += check.findings(
          value, key: key, at: position, isLocalization: true,
          severity: development ? .error : nil)
      }
      findings += strayFindings(
        table.contents.dictionary.keys, declared: declared.union(needed.map(\.rawValue)),
        check: check, file: table.path
      ) { table.contents.keyLines[$0] }
    }
    for catalog in catalogs {
      let languages = Set(catalog.languages + shippedLanguages.keys)
        .subtracting(tableLanguages).filter { !isDevelopment($0) && $0 != catalog.sourceLanguage }
      for key in keys {
        for language in languages.sorted() {
          findings += self.findings(in: catalog, key: key, language: language, check: check)
        }
        // The development language's entry, when there is one, replaces the Info.plist's text.
        if catalog.strings[key.rawValue]?[catalog.sourceLanguage] != nil {
          findings += self.findings(
            in: catalog, key: key, language: catalog.sourceLanguage, check: check,
            severity: .error)
        }
      }
      findings += strayFindings(
        catalog.strings.keys, declared: declared.union(needed.map(\.rawValue)), check: check,
        file: catalog.path
      ) { catalog.line(of: $0) }
    }
    guard catalogs.isEmpty else { return findings }
    // A language the target ships with no table shows its users the development text: one
    // finding per language, at its folder, naming every key (an app with many languages and
    // keys would otherwise get one per pair).
    for (language, shownBy) in shippedLanguages.sorted(by: { $0.key < $1.key })
    where !isDevelopment(language) && !tableLanguages.contains(language)
      // pt-BR without a table falls back to pt's.
      && !tableLanguages.contains(Self.baseLanguage(language)) && !keys.isEmpty
    {
      let folder = (shownBy as NSString).deletingLastPathComponent
      let names = keys.map(\.rawValue)
      let listed = Self.listing(names) + (names.count == 1 ? " is" : " are")
      findings.append(
        LintFinding(
          file: folder.hasSuffix(".lproj") ? folder : shownBy, line: nil, target: check.target,
          key: names.joined(separator: ", "), kind: .notLocalized,
          message:
            "\(listed) not localized in \(language.singleLine): the app ships "
            + "\(language.singleLine) but has no \(language.singleLine).lproj/"
            + "\(InfoPlistAuditor.stringsFileName); users of this language see the "
            + "development text",
          severity: .warning))
    }
    return findings
  }

  /// The usage keys translated in a table or catalog that the target does not declare: never
  /// shown, and likely typos for keys it does declare. One finding per table or catalog,
  /// naming every such key, at the first one's line (a project with many languages would
  /// otherwise get one per pair).
  private func strayFindings(
    _ translated: some Collection<String>, declared: Set<String>, check: UsageValueCheck,
    file: String, line: (String) -> Int?
  ) -> [LintFinding] {
    let usageKeys = UsageDescriptionKey.allCases.map(\.rawValue)
    let strays = usageKeys.filter { translated.contains($0) && !declared.contains($0) }
    guard !strays.isEmpty else { return [] }
    let names = usageKeys.filter(declared.contains)
    let hint =
      names.isEmpty
      ? "it declares no usage description" : "it declares \(names.joined(separator: ", "))"
    let listed =
      strays.count == 1
      ? "\(strays[0]) is translated here but the target does not declare it (\(hint)); the "
        + "translation is never shown, and may be meant for another key"
      : "\(Self.listing(strays)) are translated here but the target does not declare them "
        + "(\(hint)); the translations are never shown, and may be meant for other keys"
    return [
      LintFinding(
        file: file, line: line(strays[0]), target: check.target,
        key: strays.joined(separator: ", "), kind: .strayTranslation, message: listed,
        severity: .warning)
    ]
  }

  /// `names` as a sentence lists them: `A`, `A and B`, `A, B and C`.
  private static func listing(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  private func findings(
    in catalog: StringCatalog, key: UsageDescriptionKey, language: String,
    check: UsageValueCheck, severity: LintFinding.Severity? = nil
  ) -> [LintFinding] {
    let position = SourcePosition(
      file: catalog.path, line: catalog.line(of: key.rawValue, language: language))
    let units = catalog.strings[key.rawValue]?[language] ?? []
    // A key marked not to be translated needs no translation, though any written is checked.
    if units.isEmpty && catalog.untranslatable.contains(key.rawValue) { return [] }
    guard !units.isEmpty else {
      return check.findings(
        nil, key: key, at: position, isLocalization: true, language: language,
        severity: severity)
    }
    var findings: [LintFinding] = []
    for unit in units {
      // Xcode marks the development text it extracts from the Info.plist `new`: that is the
      // source text, not an unfinished translation.
      if let state = unit.state,
        state == "needs_review" || (state == "new" && language != catalog.sourceLanguage)
      {
        findings.append(
          LintFinding(
            file: position.file, line: position.line, target: check.target, key: key.rawValue,
            kind: .needsReview,
            message:
              "\(key.rawValue) (\(language.singleLine)) is marked \(state.singleLine); its "
              + "translation is not finished",
            severity: .warning))
      }
      findings += check.findings(
        unit.value, key: key, at: position, isLocalization: true, language: language,
        severity: severity)
    }
    return findings
  }
}
