import Foundation
import PackagePlugin

/// Lints an Xcode app target in its builds: Xcode runs `media-access lint` on the project for
/// the target and shows each `path:line:column: error:` (or `warning:`) line in its issue
/// navigator, at the key. Findings that are errors fail the build, as the app would fail. A
/// build in which none of the files lint read changed skips it (see the Xcode branch below
/// for what Xcode is told and what it cannot be).
///
/// Add the package to the app's project, then the plugin under the app target's Build Phases,
/// "Run Build Tool Plug-ins".
@main
struct MediaAccessLintBuildTool: BuildToolPlugin {
  /// A package's own targets: nothing to lint. A package target builds no app and carries no
  /// app Info.plist or project; the plugin is for Xcode app targets (below).
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    []
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension MediaAccessLintBuildTool: XcodeBuildToolPlugin {
    /// One command, lint on the target's project (`<directory>/<name>.xcodeproj`, else the
    /// project's directory) for the target, with the files it reads as inputs and a stamp as
    /// its output, so that Xcode skips it while none of them changed.
    ///
    /// A plugin cannot run lint to learn what lint will read, so the inputs are what is known
    /// when Xcode asks: the project file (settings, Info.plist and entitlements paths, target
    /// membership), the target's own files that lint reads (its `.strings` tables and String
    /// Catalogs, its property lists, its Swift and Objective-C sources), and every file the
    /// last clean run listed in the stamp: its Info.plist, `.xcconfig` files and their
    /// `#include`s, entitlements, and the sources of the frameworks, pods and packages whose
    /// calls count. Before the first clean run, or after a run with findings
    /// (which removes the stamp), the command has no output on disk and Xcode runs it.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let project = context.xcodeProject
      let projectBundle = project.directoryURL.appendingPathComponent(
        project.displayName + ".xcodeproj")
      let hasBundle = FileManager.default.fileExists(atPath: projectBundle.path)
      let input = hasBundle ? projectBundle : project.directoryURL
      let stamp = context.pluginWorkDirectoryURL.appendingPathComponent(
        target.displayName.replacingOccurrences(of: "/", with: "_") + ".media-access-lint")
      var inputFiles = hasBundle ? [projectBundle.appendingPathComponent("project.pbxproj")] : []
      inputFiles += target.inputFiles.map(\.url).filter {
        Self.readExtensions.contains($0.pathExtension.lowercased())
      }
      inputFiles += Self.filesListed(in: stamp)
      var seen: Set<String> = []
      inputFiles = inputFiles.filter { seen.insert($0.standardizedFileURL.path).inserted }
      var arguments = ["lint", input.path, "--target", target.displayName, "--stamp", stamp.path]
      // Xcode keeps a plugin's work under the DerivedData folder that also holds the
      // project's package checkouts (`…/SourcePackages/plugins/…` beside
      // `…/SourcePackages/checkouts`): lint reads the packages' code there.
      let work = context.pluginWorkDirectoryURL.path
      if let packages = work.range(of: "/SourcePackages/") {
        arguments += ["--package-checkouts", String(work[..<packages.upperBound]) + "checkouts"]
      }
      return [
        .buildCommand(
          displayName: "media-access lint \(target.displayName)",
          executable: try context.tool(named: "media-access").url,
          arguments: arguments,
          environment: [:],
          inputFiles: inputFiles,
          outputFiles: [stamp])
      ]
    }

    /// The kinds of a target's own files lint reads.
    static let readExtensions: Set<String> = [
      "plist", "strings", "xcstrings", "entitlements", "xcconfig", "swift", "m", "mm",
    ]

    /// The files the last clean run read, as its stamp lists them (`#` lines are comments),
    /// those still there: a build system stops at an input that does not exist.
    static func filesListed(in stamp: URL) -> [URL] {
      guard let list = try? String(contentsOf: stamp, encoding: .utf8) else { return [] }
      return list.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
        URL(fileURLWithPath: String($0))
      }.filter { FileManager.default.fileExists(atPath: $0.path) }
    }
  }
#endif
