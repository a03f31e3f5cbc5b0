import XCTest

/// Local Swift packages as real app projects link them: through the Frameworks build phase
/// alone, as a folder above the project (`..`), and with targets the app never links (a
/// command-line tool beside the library).
final class LintLocalPackageTests: LintFixtureTestCase {
  /// The manifest of the `Scanner` package: the `ScannerKit` library is its `ScannerKit`
  /// target, which depends on `Imaging` (in a folder of its own); `scanner-cli` is a tool
  /// the app never links.
  private static let scannerManifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "Scanner",
        platforms: [.iOS(.v16), .macOS(.v13)],
        products: [
            .library(name: "ScannerKit", targets: ["ScannerKit"]),
            .executable(name: "scanner-cli", targets: ["ScannerCLI"]),
        ],
        dependencies: [
            .package(url: "https://github.com/apple/swift-argument-parser", from: "1.3.0"),
        ],
        targets: [
            .target(name: "ScannerKit", dependencies: [.target(name: "Imaging")]),
            .target(name: "Imaging", path: "Modules/Imaging"),
            .executableTarget(
                name: "ScannerCLI",
                dependencies: [
                    "ScannerKit",
                    .product(name: "ArgumentParser", package: "swift-argument-parser"),
                ]),
            .testTarget(name: "ScannerKitTests", dependencies: ["ScannerKit"]),
        ]
    )

    """

  /// Writes the `Scanner` package in `folder`: a camera request in `ScannerKit`, a
  /// microphone request in `Imaging`, and a photo library request in the tool.
  private func writeScannerPackage(in folder: String) throws {
    let files = try directory()
    let root = folder.isEmpty ? "" : folder + "/"
    try files.writeText(root + "Package.swift", Self.scannerManifest)
    try files.writeText(
      root + "Sources/ScannerKit/Scan.swift",
      "import AVFoundation\n\nlet camera = AVCaptureDevice.default(for: .video)\n")
    try files.writeText(
      root + "Modules/Imaging/Record.swift",
      "import AVFoundation\n\nlet recorder = try? AVAudioRecorder(url: url, settings: [:])\n")
    try files.writeText(
      root + "Sources/ScannerCLI/main.swift",
      "import Photos\n\nPHPhotoLibrary.requestAuthorization { _ in }\n")
  }

  /// The App project, linking `ScannerKit` as `project` writes it.
  private func writeApp(_ projectFile: String) throws {
    let files = try directory()
    try AuditProject(codeFiles: ["App.swift"]).write(
      into: files, infoPlist: ["CFBundleName": "App"])
    try files.writeText("App/App.xcodeproj/project.pbxproj", projectFile)
    try files.writeText("App/App/App.swift", "let app = 1\n")
  }

  /// The App project linking `ScannerKit`: `packageProductDependencies` as Xcode writes it
  /// unless `frameworksPhaseOnly`, and the package object `package`, if any, added.
  private func projectFile(frameworksPhaseOnly: Bool, package: String?) -> String {
    var text = AuditProject(products: ["ScannerKit"], codeFiles: ["App.swift"]).projectFile
    if frameworksPhaseOnly {
      text = text.replacingOccurrences(
        of: "packageProductDependencies = (PD0);", with: "packageProductDependencies = ();")
    }
    if let package {
      text = text.replacingOccurrences(of: "\t\tT1 = {\n", with: "\t\t\(package)\n\t\tT1 = {\n")
    } else {
      text = text.replacingOccurrences(of: "package = PK; ", with: "")
    }
    return text
  }

  /// The project refers to the package's folder (`Packages/Scanner`, dragged into the
  /// project), as Xcode writes a local package without a package reference.
  private func withFolderReference(_ text: String) -> String {
    text.replacingOccurrences(
      of: "\t\tG0 = {isa = PBXGroup; children = (G1, A2",
      with: "\t\tPF = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Scanner; "
        + "path = ../Packages/Scanner; sourceTree = \"<group>\"; };\n"
        + "\t\tG0 = {isa = PBXGroup; children = (G1, A2, PF")
  }

  private func findings(in folder: String, named name: String) -> String {
    let root = folder.isEmpty ? "" : folder + "/"
    return """
      \(root)Sources/ScannerKit/Scan.swift:3:14: error: target App: \
      AVCaptureDevice.default(for: .video) in dependency \(name) needs \
      NSCameraUsageDescription; iOS terminates the app when it runs
      \(root)Modules/Imaging/Record.swift:3:21: error: target App: AVAudioRecorder(…) in \
      dependency \(name) needs NSMicrophoneUsageDescription; iOS terminates the app when it runs
      1 target configuration checked, 2 findings.

      """
  }

  /// Lints the app and expects exactly the Scanner package's call, read from its folder and
  /// named by its manifest, with nothing on standard error.
  private func assertTheScannerPackageIsRead(
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.standardError, "", file: file, line: line)
    XCTAssertEqual(run.status, 1, run.standardOutput, file: file, line: line)
    LineDiff.assertEqual(
      run.standardOutput, findings(in: "Packages/Scanner", named: "Scanner"), file: file,
      line: line)
  }

  /// A product linked only in the Frameworks build phase (a `PBXBuildFile` whose
  /// `productRef` names it, no `packageProductDependencies` entry) is built into the app as
  /// any other: its package's code is read.
  func testAProductLinkedOnlyInTheFrameworksPhaseIsRead() throws {
    try writeScannerPackage(in: "Packages/Scanner")
    try writeApp(withFolderReference(projectFile(frameworksPhaseOnly: true, package: nil)))
    try assertTheScannerPackageIsRead()
  }

  /// The same through a local package reference (`XCLocalSwiftPackageReference`) whose
  /// product the Frameworks phase links without a `packageProductDependencies` entry.
  func testAPackageReferencesProductLinkedOnlyInTheFrameworksPhaseIsRead() throws {
    try writeScannerPackage(in: "Packages/Scanner")
    try writeApp(
      projectFile(
        frameworksPhaseOnly: true,
        package: "PK = {isa = XCLocalSwiftPackageReference; relativePath = ../Packages/Scanner; };"
      ))
    try assertTheScannerPackageIsRead()
  }

  /// A built framework the Frameworks phase links by file (`ScannerKit.framework` in
  /// `BUILT_PRODUCTS_DIR`) that a local package declares as a product is that package's
  /// product: a package whose folder the project refers to, or one of the project's package
  /// references (`packageReferences`).
  func testAFrameworkFileOfALocalPackagesProductIsRead() throws {
    try writeScannerPackage(in: "Packages/Scanner")
    let linkedByFile = projectFile(frameworksPhaseOnly: true, package: nil)
      .replacingOccurrences(
        of: "\t\tBP0 = {isa = PBXBuildFile; productRef = PD0; };",
        with: "\t\tBP0 = {isa = PBXBuildFile; fileRef = FK; };\n"
          + "\t\tFK = {isa = PBXFileReference; lastKnownFileType = wrapper.framework; "
          + "path = ScannerKit.framework; sourceTree = BUILT_PRODUCTS_DIR; };")
    let packageReference =
      linkedByFile
      .replacingOccurrences(
        of: "\t\tT1 = {\n",
        with: "\t\tPK = {isa = XCLocalSwiftPackageReference; relativePath = ../Packages/Scanner; };"
          + "\n\t\tT1 = {\n"
      )
      .replacingOccurrences(
        of: "mainGroup = G0;", with: "mainGroup = G0; packageReferences = (PK);")
    for text in [withFolderReference(linkedByFile), packageReference] {
      try writeApp(text)
      try assertTheScannerPackageIsRead()
    }
  }

  /// Only the targets behind the linked product, and the targets they depend on (followed
  /// through `.target(name:)`, into a `path:` outside `Sources/`), are the app's: the
  /// package's command-line tool, which asks for the photo library, is not.
  func testOnlyTheLinkedProductsTargetsAreRead() throws {
    try writeScannerPackage(in: "Packages/Scanner")
    try writeApp(
      projectFile(
        frameworksPhaseOnly: false,
        package: "PK = {isa = XCLocalSwiftPackageReference; relativePath = ../Packages/Scanner; };"
      ))
    try assertTheScannerPackageIsRead()
  }

  /// A manifest lint cannot follow (its targets made by a function) is read whole, as
  /// before: a call is never missed for want of reading the manifest.
  func testAManifestWrittenWithoutLiteralsReadsEverySourcesFolder() throws {
    try writeScannerPackage(in: "Packages/Scanner")
    try directory().writeText(
      "Packages/Scanner/Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription

      func module(_ name: String) -> Target { .target(name: name) }

      let package = Package(
          name: "Scanner",
          products: [.library(name: "ScannerKit", targets: ["ScannerKit"])],
          targets: [module("ScannerKit"), module("ScannerCLI")]
      )

      """)
    try writeApp(
      projectFile(
        frameworksPhaseOnly: false,
        package: "PK = {isa = XCLocalSwiftPackageReference; relativePath = ../Packages/Scanner; };"
      ))
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.status, 1, run.standardOutput + run.standardError)
    XCTAssertTrue(
      run.standardOutput.contains(
        "Packages/Scanner/Sources/ScannerCLI/main.swift:3:1: error: target App: "
          + "PHPhotoLibrary.requestAuthorization (all access) in dependency Scanner"),
      run.standardOutput)
  }

  /// An example app inside its package's repository refers to the package as `..`: the
  /// findings name it by its manifest's name, not as `dependency .`.
  func testAPackageReferencedAsTheFolderAboveIsNamedByItsManifest() throws {
    try writeScannerPackage(in: "")
    try writeApp(
      projectFile(
        frameworksPhaseOnly: false,
        package: "PK = {isa = XCLocalSwiftPackageReference; relativePath = ..; };"))
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.status, 1, run.standardOutput + run.standardError)
    LineDiff.assertEqual(run.standardOutput, findings(in: "", named: "Scanner"))
  }

  /// A linked product's target that depends on another local package's product
  /// (`.product(name:package:)` of a `.package(path:)`) builds that package's code into the
  /// app: it is read, and named by its own manifest.
  func testAProductOfAnotherLocalPackageItDependsOnIsRead() throws {
    let files = try directory()
    try files.writeText(
      "Packages/Timeline/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
          name: "Timeline",
          products: [.library(name: "Timeline", targets: ["Timeline"])],
          dependencies: [
              .package(name: "MediaUI", path: "../MediaUI"),
              .package(url: "https://github.com/kean/Nuke", from: "12.0.0"),
          ],
          targets: [
              .target(
                  name: "Timeline",
                  dependencies: [
                      .product(name: "MediaUI", package: "MediaUI"),
                      .product(name: "NukeUI", package: "Nuke"),
                  ]),
          ]
      )

      """)
    try files.writeText("Packages/Timeline/Sources/Timeline/Timeline.swift", "let rows = 1\n")
    try files.writeText(
      "Packages/MediaUI/Package.swift",
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
          name: "MediaUI",
          products: [.library(name: "MediaUI", targets: ["MediaUI"])],
          targets: [.target(name: "MediaUI")]
      )

      """)
    try files.writeText(
      "Packages/MediaUI/Sources/MediaUI/Save.swift",
      "import Photos\n\nfunc save() async {\n  await PHPhotoLibrary.requestAuthorization(for: .addOnly)\n}\n"
    )
    let text = projectFile(frameworksPhaseOnly: false, package: nil)
      .replacingOccurrences(of: "productName = ScannerKit;", with: "productName = Timeline;")
      .replacingOccurrences(
        of: "\t\tG0 = {isa = PBXGroup; children = (G1, A2",
        with: "\t\tPT = {isa = PBXFileReference; lastKnownFileType = wrapper; name = Timeline; "
          + "path = ../Packages/Timeline; sourceTree = \"<group>\"; };\n"
          + "\t\tPM = {isa = PBXFileReference; lastKnownFileType = wrapper; name = MediaUI; "
          + "path = ../Packages/MediaUI; sourceTree = \"<group>\"; };\n"
          + "\t\tG0 = {isa = PBXGroup; children = (G1, A2, PT, PM")
    try writeApp(text)
    let run = try lint(["App", "--configuration", "Debug"])
    XCTAssertEqual(run.status, 1, run.standardOutput + run.standardError)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Packages/MediaUI/Sources/MediaUI/Save.swift:4:9: error: target App: \
      PHPhotoLibrary.requestAuthorization(for: .addOnly) in dependency MediaUI needs \
      NSPhotoLibraryAddUsageDescription; iOS terminates the app when it runs
      1 target configuration checked, 1 finding.

      """)
    let json = try lint(["App", "--configuration", "Debug", "--format", "json"])
    XCTAssertTrue(
      json.standardOutput.contains("code not read for package Nuke: no checkout found"),
      json.standardOutput)
  }
}
