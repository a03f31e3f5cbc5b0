// Stub of the XcodeProjectPlugin declarations MediaAccess's build-tool plugin uses, for
// type-checking its `#if canImport(XcodeProjectPlugin)` branch on Linux, against the toolchain's
// real PackagePlugin module (`.ci/typecheck-apple-adapters`, "plugins"). Xcode ships the module
// only inside Xcode, for plugins it runs on a project. Nothing here runs.
//
// Sources (../README.md, "XcodeProjectPlugin"): Xcode 14.1's
// XcodeProjectPlugin.swiftmodule/arm64-apple-macos.swiftinterface as published in gist
// ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9 (`struct XcodeProject { id, displayName, directory,
// filePaths, targets }`, `struct XcodeTarget { id, displayName, product, ... }`, the context and
// the protocols, Path-based); the URL forms (`XcodeProject.directoryURL`,
// `XcodePluginContext.pluginWorkDirectoryURL`, `tool(named:)` returning PackagePlugin's
// `PluginContext.Tool` with `url`) as given, matching PackagePlugin 6.0's own URL forms and
// public plugins that call them (for example liamnichols/xcstrings-tool,
// Plugins/XCStringsToolPlugin/XCStringsToolPlugin+Xcode.swift, for the protocol's signature).

public import Foundation
public import PackagePlugin

/// An Xcode project a plugin runs on (interface: `struct XcodeProject`).
public struct XcodeProject {
  /// The project's name, as Xcode shows it: its `.xcodeproj` without the extension
  /// (interface: `displayName`).
  public let displayName: String
  /// The directory holding the `.xcodeproj` (as given: the URL form of the interface's
  /// `directory`).
  public let directoryURL: URL
  /// The project's targets (interface: `targets`).
  public let targets: [XcodeTarget]
}

/// A target of an Xcode project (interface: `struct XcodeTarget`).
public struct XcodeTarget {
  /// The target's name, as Xcode shows it (interface: `displayName`).
  public let displayName: String
  /// The files the target builds and copies: its sources, headers and resources
  /// (interface: `inputFiles: PackagePlugin.FileList`; each `File`'s `url` is PackagePlugin
  /// 6.0's own).
  public let inputFiles: FileList
}

/// What Xcode hands a plugin that runs on a project (interface: `struct XcodePluginContext`).
public struct XcodePluginContext {
  /// The project (interface: `xcodeProject`).
  public let xcodeProject: XcodeProject
  /// A directory the plugin and its commands may write to (as given: the URL form of the
  /// interface's `pluginWorkDirectory`).
  public let pluginWorkDirectoryURL: URL

  /// The executable a plugin depends on, by name (interface: `tool(named:)`; its `url` as
  /// given).
  ///
  /// - Parameter name: The executable's name.
  /// - Returns: The tool.
  public func tool(named name: String) throws -> PluginContext.Tool {
    throw PluginContextError.toolNotFound(name: name)
  }
}

/// A build-tool plugin Xcode can run on a target of a project (interface: `protocol
/// XcodeBuildToolPlugin`). Synchronous, unlike PackagePlugin's `BuildToolPlugin`.
public protocol XcodeBuildToolPlugin {
  /// The commands to run in the target's build (interface:
  /// `createBuildCommands(context:target:)`).
  ///
  /// - Parameters:
  ///   - context: The project and the plugin's tools.
  ///   - target: The target being built.
  /// - Returns: The commands.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}
