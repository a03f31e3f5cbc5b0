// swift-tools-version:6.0

import PackageDescription

/// Settings every MediaAccess target shares: Swift 6 language mode comes from the tools version;
/// these upcoming features keep imports and existentials explicit.
var swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]
#if compiler(>=6.2)
  // Nonisolated async functions run on their caller's actor (the coming default). The system
  // request must still run off the main actor (Tests/AppleSDKStubs/README.md, rule 4), which
  // the tests can then tell: the package keeps it off by its own means, not by the language's
  // current default.
  swiftSettings.append(.enableUpcomingFeature("NonisolatedNonsendingByDefault"))
#endif

let package = Package(
  name: "MediaAccess",
  defaultLocalization: "en",
  platforms: [
    .iOS(.v16),
    .macOS(.v13),
    .macCatalyst(.v16),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "MediaAccess", targets: ["MediaAccess"]),
    .library(name: "MediaAccessCamera", targets: ["MediaAccessCamera"]),
    .library(name: "MediaAccessPhotos", targets: ["MediaAccessPhotos"]),
    .library(name: "MediaAccessPicker", targets: ["MediaAccessPicker"]),
    .library(name: "MediaAccessTesting", targets: ["MediaAccessTesting"]),
    .executable(name: "media-access", targets: ["media-access"]),
    // `swift package media-access-lint`, and lint in every build of an Xcode app target.
    .plugin(name: "MediaAccessLintCommand", targets: ["MediaAccessLintCommand"]),
    .plugin(name: "MediaAccessLintBuildTool", targets: ["MediaAccessLintBuildTool"]),
  ],
  targets: [
    // Core: platform-neutral, Foundation only. Apple presentation files compile away on Linux.
    .target(
      name: "MediaAccess",
      // Each library product's privacy manifest: no tracking, no data collected, no
      // required-reason API (PrivacyManifestTests keeps it true).
      resources: [.process("Resources"), .copy("PrivacyInfo.xcprivacy")],
      swiftSettings: swiftSettings
    ),
    // One system picker from presentation to the caller's resumption, for the camera and photo
    // pickers: not a product, and free of UIKit, so its tests run against a simulated UIKit.
    .target(
      name: "MediaAccessPicking",
      dependencies: ["MediaAccess"],
      swiftSettings: swiftSettings
    ),
    // Live camera authority and picker helpers (AVFoundation, never Photos).
    .target(
      name: "MediaAccessCamera",
      dependencies: ["MediaAccess", "MediaAccessPicking"],
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: swiftSettings
    ),
    // Live photo library authority and the limited-library picker (Photos and PhotosUI, never
    // AVFoundation).
    .target(
      name: "MediaAccessPhotos",
      dependencies: ["MediaAccess"],
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: swiftSettings
    ),
    // The permission-free photo picker (PHPicker): PhotosUI only, and no Photos authorization
    // API, so an app linking it alone is not asked for a usage description (ITMS-90683).
    .target(
      name: "MediaAccessPicker",
      dependencies: ["MediaAccess", "MediaAccessPicking"],
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: swiftSettings
    ),
    // Scripted authorities and recording presenters. Free of XCTest, so the command-line tool
    // and the benchmark can use them; apps get them through MediaAccessTesting.
    .target(
      name: "MediaAccessTestSupport",
      dependencies: ["MediaAccess"],
      swiftSettings: swiftSettings
    ),
    // The XCTest conformance suites for app screens, re-exporting MediaAccessTestSupport.
    .target(
      name: "MediaAccessTesting",
      dependencies: ["MediaAccess", "MediaAccessTestSupport"],
      resources: [.copy("PrivacyInfo.xcprivacy")],
      swiftSettings: swiftSettings
    ),
    // The command-line tool's workings (demo, preview, lint), kept apart from its entry point
    // so tests can call them directly as well as run the binary.
    .target(
      name: "MediaAccessCommand",
      dependencies: ["MediaAccess", "MediaAccessTestSupport"],
      swiftSettings: swiftSettings
    ),
    .executableTarget(
      name: "media-access",
      dependencies: ["MediaAccessCommand"],
      swiftSettings: swiftSettings
    ),
    // The plugins run the tool's lint; their sources live under Sources/Plugins so the top
    // level stays Package.swift, Sources, Tests, Docs and README.md.
    .plugin(
      name: "MediaAccessLintCommand",
      capability: .command(
        intent: .custom(
          verb: "media-access-lint",
          description: "Audit the usage descriptions of the package's app projects and Info.plists"
        )),
      dependencies: ["media-access"],
      path: "Sources/Plugins/MediaAccessLintCommand"
    ),
    .plugin(
      name: "MediaAccessLintBuildTool",
      capability: .buildTool(),
      dependencies: ["media-access"],
      path: "Sources/Plugins/MediaAccessLintBuildTool"
    ),
    // Release-mode benchmark: `swift run -c release media-access-bench`.
    .executableTarget(
      name: "media-access-bench",
      dependencies: ["MediaAccess"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "MediaAccessTests",
      dependencies: [
        "MediaAccess", "MediaAccessTesting",
        // The picker logic, driven through a simulated UIKit.
        "MediaAccessPicking", "MediaAccessCamera", "MediaAccessPhotos",
      ],
      swiftSettings: swiftSettings
    ),
    // The conformance suites, run against a sample screen as an app would and against broken
    // screens to prove they report failures.
    .testTarget(
      name: "MediaAccessTestingTests",
      dependencies: ["MediaAccess", "MediaAccessTesting"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "MediaAccessCommandTests",
      dependencies: ["MediaAccessCommand", "MediaAccessTestSupport", "media-access"],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
