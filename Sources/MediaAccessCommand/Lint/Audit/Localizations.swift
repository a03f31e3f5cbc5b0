internal import Foundation
internal import MediaAccess

/// The localized usage descriptions of an app: `<language>.lproj/InfoPlist.strings` tables
/// and `InfoPlist.xcstrings` String Catalogs, read, and what could not be read.
struct Localizations {
  private(set) var tables: [(path: String, contents: PropertyListReader.Contents)] = []
  private(set) var catalogs: [StringCatalog] = []
  private(set) var unreadable: [UnreadableInput] = []
  /// The files read, so that one named two ways is read once.
  private var seen: Set<FileStatus.Identity> = []

  /// The paths of the tables and catalogs read.
  var paths: [String] {
    tables.map(\.path) + catalogs.map(\.path)
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
    for name in names where !name.hasPrefix(".") && !name.hasSuffix(".lproj") {
      let path = (folder as NSString).appendingPathComponent(name)
      if (try? FileStatus.of(path))?.kind == .directory {
        addWithin(folder: path, visited: &visited)
      }
    }
  }

  /// Reads one table or catalog the project names.
  mutating func add(_ reference: String) {
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
        catalogs.append(try StringCatalog.read(path))
      } else {
        tables.append((path, try PropertyListReader.readStringsTable(path)))
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
      // In any case, as a Mac's file system finds it.
      let tableName = InfoPlistAuditor.stringsFileName.lowercased()
      if try FileStatus.contents(ofDirectory: folder).contains(where: {
        $0.lowercased() == tableName
      }) {
        add((folder as NSString).appendingPathComponent(InfoPlistAuditor.stringsFileName))
      }
    } catch {
      unreadable.append(error)
    }
  }

  /// Whether a table or catalog mentions `key`.
  func mention(_ key: UsageDescriptionKey) -> Bool {
    tables.contains { $0.contents.dictionary[key.rawValue] != nil }
      || catalogs.contains { $0.strings[key.rawValue] != nil }
  }

  /// The findings for `keys` in every table and catalog.
  ///
  /// - Parameter knownRegions: The project's languages, each of which a catalog must cover.
  func findings(
    for keys: [UsageDescriptionKey], check: UsageValueCheck, knownRegions: [String] = []
  ) -> [LintFinding] {
    var findings: [LintFinding] = []
    for table in tables {
      for key in keys {
        let position = SourcePosition(
          file: table.path, line: table.contents.line(of: key.rawValue))
        findings += check.findings(
          table.contents.dictionary[key.rawValue], key: key, at: position, isLocalization: true)
      }
    }
    for catalog in catalogs {
      let languages = Set(catalog.languages + knownRegions).subtracting([catalog.sourceLanguage])
      for key in keys {
        for language in languages.sorted() {
          findings += self.findings(in: catalog, key: key, language: language, check: check)
        }
        // The development language's entry, when there is one, replaces the Info.plist's text.
        if catalog.strings[key.rawValue]?[catalog.sourceLanguage] != nil {
          findings += self.findings(
            in: catalog, key: key, language: catalog.sourceLanguage, check: check)
        }
      }
    }
    return findings
  }

  private func findings(
    in catalog: StringCatalog, key: UsageDescriptionKey, language: String,
    check: UsageValueCheck
  ) -> [LintFinding] {
    let position = SourcePosition(
      file: catalog.path, line: catalog.line(of: key.rawValue, language: language))
    let units = catalog.strings[key.rawValue]?[language] ?? []
    // A key marked not to be translated needs no translation, though any written is checked.
    if units.isEmpty && catalog.untranslatable.contains(key.rawValue) { return [] }
    guard !units.isEmpty else {
      return check.findings(nil, key: key, at: position, isLocalization: true, language: language)
    }
    var findings: [LintFinding] = []
    for unit in units {
      if let state = unit.state, state == "needs_review" || state == "new" {
        findings.append(
          LintFinding(
            file: position.file, line: position.line, target: check.target, key: key.rawValue,
            kind: .needsReview,
            message:
              "\(key.rawValue) (\(language.singleLine)) is marked \(state.singleLine); its "
              + "translation is not finished"))
      }
      findings += check.findings(
        unit.value, key: key, at: position, isLocalization: true, language: language)
    }
    return findings
  }
}
