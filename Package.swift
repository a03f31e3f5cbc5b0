// swift-tools-version:6.0

import PackageDescription

/// Settings every MediaAccess target shares: Swift 6 language mode comes from the tools version;
/// these upcoming features keep imports and existentials explicit.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "MediaAccess",
  defaultLocalization: "en",
  platforms: [
    .iOS(.v15),
    .macOS(.v12),
    .macCatalyst(.v15),
    .visionOS(.v1),
  ],
  products: [
    .library(name: "MediaAccess", targets: ["MediaAccess"]),
    .library(name: "MediaAccessTesting", targets: ["MediaAccessTesting"]),
  ],
  targets: [
    .target(
      name: "MediaAccess",
      resources: [.process("Resources")],
      swiftSettings: swiftSettings
    ),
    .target(
      name: "MediaAccessTesting",
      dependencies: ["MediaAccess"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "MediaAccessTests",
      dependencies: ["MediaAccess", "MediaAccessTesting"],
      swiftSettings: swiftSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
