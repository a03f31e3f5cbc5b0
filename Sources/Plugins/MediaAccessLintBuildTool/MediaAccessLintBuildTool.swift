import Foundation
import PackagePlugin

/// Lints an Xcode app target in every build: Xcode runs `media-access lint` on the project
/// for the target and shows each `path:line:column: error:` (or `warning:`) line in its issue
/// navigator, at the key. Findings that are errors fail the build, as the app would fail.
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
    /// One command with no outputs, so Xcode runs it in every build: lint on the target's
    /// project (`<directory>/<name>.xcodeproj`, else the project's directory) for the target.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let project = context.xcodeProject
      let projectFile = project.directoryURL.appendingPathComponent(
        project.displayName + ".xcodeproj")
      let input =
        FileManager.default.fileExists(atPath: projectFile.path)
        ? projectFile : project.directoryURL
      return [
        .buildCommand(
          displayName: "media-access lint \(target.displayName)",
          executable: try context.tool(named: "media-access").url,
          arguments: ["lint", input.path, "--target", target.displayName])
      ]
    }
  }
#endif
