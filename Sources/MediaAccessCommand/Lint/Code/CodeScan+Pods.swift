internal import Foundation

extension CodeScan {
  /// The pods the target's `Pods-<App>` aggregate target builds, each with its files, when
  /// its base configuration is one CocoaPods wrote, or includes one (an app with a base
  /// configuration of its own includes CocoaPods' there), and `Pods/Pods.xcodeproj` is on disk.
  ///
  /// A pod's target is in `Pods.xcodeproj`, or, in CocoaPods' multi-project mode
  /// (`generate_multiple_pod_projects`), in the pod's own project beside it
  /// (`Pods/Alamofire.xcodeproj`), which the aggregate target's dependency names.
  static func podFiles(
    of target: XcodeProject.Target, in project: XcodeProject
  ) -> [(name: String, files: [String])] {
    let marker = "/Target Support Files/"
    guard
      let base = podsConfiguration(of: target, in: project, marker: "/Pods" + marker),
      let range = ("/" + base).range(of: "/Pods" + marker)
    else { return [] }
    let prefixed = "/" + base
    let podsFolder = String(
      String(prefixed[prefixed.startIndex..<range.upperBound].dropFirst())
        .dropLast(marker.count))
    let aggregate = prefixed[range.upperBound...].split(separator: "/").first.map(String.init)
    guard let aggregate,
      let pods = try? XcodeProject.read(podsFolder.joiningPath("Pods.xcodeproj")),
      let app = pods.targets.first(where: { $0.name == aggregate })
    else { return [] }
    var projects: [String: XcodeProject] = [:]
    return app.code.dependencies.compactMap { name in
      if let pod = pods.targets.first(where: { $0.name == name }) {
        return ("Pods/" + name, files(of: pod.code))
      }
      let path = app.code.dependencyProjects[name] ?? podsFolder.joiningPath(name + ".xcodeproj")
      if projects[path] == nil { projects[path] = try? XcodeProject.read(path) }
      guard let pod = projects[path]?.targets.first(where: { $0.name == name }) else {
        return nil
      }
      return ("Pods/" + name, files(of: pod.code))
    }
  }

  /// The `.xcconfig` CocoaPods wrote that a configuration of `target` is based on: its base
  /// configuration, or a file that includes, at any depth.
  static func podsConfiguration(
    of target: XcodeProject.Target, in project: XcodeProject, marker: String
  ) -> String? {
    let bases = target.configurations.compactMap(\.baseConfigurationPath)
    if let base = bases.first(where: { ("/" + $0).contains(marker) }) { return base }
    for base in bases {
      // Read as the settings read it, so the file comes from the same cache.
      guard let contents = try? XCConfigFile.read(at: base, projectFolder: project.sourceRoot),
        let included = contents.assignments.lazy.map(\.position.file).first(where: {
          ("/" + $0).contains(marker)
        })
      else { continue }
      return included
    }
    return nil
  }
}
