/// A project whose settings come from `.xcconfig` files named by path from the project's
/// folder, as WireGuard's, Flutter's and many hand-written projects are laid out: the project's
/// configurations and each target's may be based on one, and a target may list localized
/// `InfoPlist.strings` tables (a variant group) among its resources.
///
/// Each test gives the targets, settings and files its case is about.
enum ConfiguredProject {
  /// One native target.
  struct Target {
    var name: String
    var productType = "com.apple.product-type.application"
    /// Its settings, `KEY = value;` lines, the same in every configuration.
    var settings: [String] = []
    /// The `.xcconfig` its configurations are based on, by configuration name.
    var bases: [String: String] = [:]
    /// The `InfoPlist.strings` tables its resources list, by language.
    var tables: [String: String] = [:]
  }

  /// `project.pbxproj` for `targets`, with Debug and Release configurations; the project's
  /// own configurations are based on `projectBases` (by configuration name).
  static func projectFile(
    targets: [Target], projectBases: [String: String] = [:], projectSettings: [String] = []
  ) -> String {
    let configurations = ["Debug", "Release"]
    var references: [String: String] = [:]
    func reference(_ path: String) -> String {
      if let id = references[path] { return id }
      let id = "R\(references.count + 1)"
      references[path] = id
      return id
    }
    var objects: [String] = []
    var groupChildren: [String] = []
    func configurationList(
      _ id: String, bases: [String: String], settings: [String]
    ) -> String {
      var ids: [String] = []
      for configuration in configurations {
        let configurationID = "\(id)\(configuration)"
        ids.append(configurationID)
        let base = bases[configuration].map { "baseConfigurationReference = \(reference($0)); " }
        objects.append(
          "\(configurationID) = {isa = XCBuildConfiguration; \(base ?? "")buildSettings = { "
            + settings.joined(separator: " ") + " }; name = \(configuration); };")
      }
      objects.append(
        "\(id) = {isa = XCConfigurationList; buildConfigurations = (\(ids.joined(separator: ", "))); };"
      )
      return id
    }
    var targetIDs: [String] = []
    for (index, target) in targets.enumerated() {
      let id = "T\(index + 1)"
      targetIDs.append(id)
      let list = configurationList("L\(index + 1)", bases: target.bases, settings: target.settings)
      var phases: [String] = []
      if !target.tables.isEmpty {
        let members = target.tables.sorted(by: { $0.key < $1.key }).map { language, path in
          let memberID = "\(id)M\(language.filter(\.isLetter))"
          objects.append(
            "\(memberID) = {isa = PBXFileReference; name = \(language); path = \"\(path)\"; "
              + "sourceTree = SOURCE_ROOT; };")
          return memberID
        }
        objects.append(
          "\(id)V = {isa = PBXVariantGroup; children = (\(members.joined(separator: ", "))); "
            + "name = InfoPlist.strings; sourceTree = \"<group>\"; };")
        objects.append("\(id)F = {isa = PBXBuildFile; fileRef = \(id)V; };")
        objects.append("\(id)P = {isa = PBXResourcesBuildPhase; files = (\(id)F); };")
        groupChildren.append("\(id)V")
        phases.append("\(id)P")
      }
      objects.append(
        "\(id) = {isa = PBXNativeTarget; buildConfigurationList = \(list); "
          + "buildPhases = (\(phases.joined(separator: ", "))); name = \"\(target.name)\"; "
          + "productType = \"\(target.productType)\"; };")
    }
    let projectList = configurationList("L0", bases: projectBases, settings: projectSettings)
    for (path, id) in references.sorted(by: { $0.value < $1.value }) {
      objects.append(
        "\(id) = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = SOURCE_ROOT; };")
      groupChildren.append(id)
    }
    objects.append(
      "G0 = {isa = PBXGroup; children = (\(groupChildren.joined(separator: ", "))); "
        + "sourceTree = \"<group>\"; };")
    objects.append(
      "P0 = {isa = PBXProject; buildConfigurationList = \(projectList); developmentRegion = en; "
        + "knownRegions = (en, Base); mainGroup = G0; projectDirPath = \"\"; "
        + "targets = (\(targetIDs.joined(separator: ", "))); };")
    return """
      // !$*UTF8*$!
      {
      	archiveVersion = 1;
      	objectVersion = 56;
      	objects = {
      \(objects.map { "\t\t" + $0 }.joined(separator: "\n"))
      	};
      	rootObject = P0;
      }

      """
  }

  /// An Info.plist holding `entries`, string values.
  static func infoPlist(_ entries: [String: String]) -> String {
    let body = entries.sorted(by: { $0.key < $1.key }).map {
      "\t<key>\($0.key)</key>\n\t<string>\($0.value)</string>\n"
    }.joined()
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)</dict>
      </plist>

      """
  }
}
