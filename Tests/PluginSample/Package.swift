// swift-tools-version:6.0

import PackageDescription

// A sample package that uses MediaAccess's lint plugins, run by .ci/check-lint-plugins: the
// command plugin on the app files under App/, and the build-tool plugin applied to a target.
let package = Package(
  name: "PluginSample",
  dependencies: [
    .package(name: "MediaAccess", path: "../..")
  ],
  targets: [
    .target(
      name: "SampleKit",
      plugins: [.plugin(name: "MediaAccessLintBuildTool", package: "MediaAccess")]
    )
  ],
  swiftLanguageModes: [.v6]
)
