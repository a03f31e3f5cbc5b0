import Foundation
import XCTest

/// `media-access lint` on the binaries an app links — a closed-source SDK as a dynamic
/// library, a static library (thin or universal, either archive style), a framework, an
/// XCFramework, or a pod's vendored framework — read as App Store Connect reads an upload
/// (ITMS-90683): a reference to the camera, microphone or photo library APIs needs its key.
final class LintVendoredBinaryTests: LintFixtureTestCase {
  /// The names a camera request leaves in a binary.
  static let cameraObject = MachOFixture.object(
    undefined: ["_OBJC_CLASS_$_AVCaptureDevice", "_AVMediaTypeVideo", "_objc_msgSend"],
    selectors: ["requestAccessForMediaType:completionHandler:", "alloc"])

  /// What any SDK references: nothing that asks.
  static let plainObject = MachOFixture.object(
    undefined: ["_OBJC_CLASS_$_NSObject", "_objc_msgSend"], selectors: ["init", "alloc"])

  static let cameraMessage =
    "references _OBJC_CLASS_$_AVCaptureDevice with _AVMediaTypeVideo, which needs "
    + "NSCameraUsageDescription; iOS terminates the app when it runs, and App Store Connect "
    + "flags the upload (ITMS-90683)"

  func testADynamicLibraryThatAsksForTheCameraNeedsItsKey() throws {
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/libScanner.dylib"],
      files: [
        "Vendor/libScanner.dylib": MachOFixture.object(
          undefined: ["_OBJC_CLASS_$_AVCaptureDevice", "_AVMediaTypeVideo"], fileType: 6)
      ])
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Vendor/libScanner.dylib: error: target Scanner: binary \(Self.cameraMessage)
      1 target configuration checked, 1 finding.

      """)
  }

  /// With the key, the same binary is read and clean; a binary that references nothing
  /// asking is clean too, and both are counted as read. The SDK's AVFoundation is not on
  /// this disk, and is not read.
  func testWithTheKeyTheBinariesAreReadAndClean() throws {
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/libScanner.dylib", "Vendor/libPlain.a"],
      files: [
        "Vendor/libScanner.dylib": Self.cameraObject,
        "Vendor/libPlain.a": MachOFixture.archive([("Plain.o", Self.plainObject)]),
      ], settings: VendoredBinaryProject.cameraKey)
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 0)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Scanner.xcodeproj: ok: target Scanner (Debug) (NSCameraUsageDescription; 0 localizations; \
      2 binaries)
      1 target configuration checked, 0 findings.

      """)
  }

  /// A binary that references nothing asking needs no key at all.
  func testABinaryWithoutReferencesIsCleanAndCounted() throws {
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/libPlain.a"],
      files: ["Vendor/libPlain.a": MachOFixture.archive([("Plain.o", Self.plainObject)])],
      settings: VendoredBinaryProject.cameraKey)
    let run = try lint(["Scanner.xcodeproj", "--format", "json"])
    XCTAssertEqual(run.status, 0)
    let report = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8))
    let files = try XCTUnwrap((report as? [String: Any])?["files"] as? [[String: Any]])
    XCTAssertEqual(files.first?["binaries"] as? [String], ["Vendor/libPlain.a"])
  }

  /// A universal static library of a 32-bit and a 64-bit slice, as Apple's `libtool` writes
  /// it (`#1/<length>` names): the finding names the member, once for both slices.
  func testAUniversalStaticLibraryNamesTheMemberOnce() throws {
    let member = "ScannerCaptureController.o"
    let armv7 = MachOFixture.object(
      undefined: ["_OBJC_CLASS_$_AVCaptureDevice", "_AVMediaTypeVideo"], is64: false)
    let library = MachOFixture.universal([
      MachOFixture.archive([("Plain.o", Self.plainObject), (member, Self.cameraObject)]),
      MachOFixture.archive([("Plain.o", Self.plainObject), (member, armv7)]),
    ])
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/libScanner.a"],
      files: ["Vendor/libScanner.a": library])
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Vendor/libScanner.a: error: target Scanner: binary member \(member) \(Self.cameraMessage)
      1 target configuration checked, 1 finding.

      """)
  }

  /// A 64-bit universal header (`FAT_MAGIC_64`) around a GNU archive (a `//` table of long
  /// names): a photo saved to the library needs the add-only key.
  func testA64BitUniversalGNUArchiveIsRead() throws {
    let saver = MachOFixture.object(undefined: ["_UIImageWriteToSavedPhotosAlbum"])
    let library = MachOFixture.universal(
      [MachOFixture.archive([("PhotoLibraryExporter.o", saver)], style: .gnu)], is64: true)
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/libExport.a"],
      files: ["Vendor/libExport.a": library])
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Vendor/libExport.a: error: target Scanner: binary member PhotoLibraryExporter.o \
      references _UIImageWriteToSavedPhotosAlbum, which needs NSPhotoLibraryAddUsageDescription; \
      iOS terminates the app when it runs, and App Store Connect flags the upload (ITMS-90683)
      1 target configuration checked, 1 finding.

      """)
  }

  /// A 32-bit Intel slice of an old SDK names a class as Objective-C's fragile runtime does
  /// (`.objc_class_name_ALAssetsLibrary`): the same class as `_OBJC_CLASS_$_ALAssetsLibrary`.
  func testAFragileRuntimeClassNameIsTheSameClass() throws {
    let i386 = MachOFixture.object(undefined: [".objc_class_name_ALAssetsLibrary"], is64: false)
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/libAlbums.a"],
      files: ["Vendor/libAlbums.a": MachOFixture.archive([("Albums.o", i386)])])
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Vendor/libAlbums.a: error: target Scanner: binary member Albums.o references \
      _OBJC_CLASS_$_ALAssetsLibrary, which needs NSPhotoLibraryUsageDescription; iOS terminates \
      the app when it runs, and App Store Connect flags the upload (ITMS-90683)
      1 target configuration checked, 1 finding.

      """)
  }

  /// With `--sources`, only those sources' references are looked for, as for calls.
  func testSourcesLimitTheReferencesLookedFor() throws {
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/libScanner.dylib"],
      files: ["Vendor/libScanner.dylib": Self.cameraObject],
      settings:
        "INFOPLIST_KEY_NSMicrophoneUsageDescription = \"Scanner records voice notes.\";")
    let run = try lint(["Scanner.xcodeproj", "--sources", "microphone"])
    XCTAssertEqual(run.status, 0, run.standardOutput)
  }

  /// The object clang writes for an Objective-C camera request, in a static library: the
  /// compiler's layout, not only the tests' own, is read.
  func testAClangObjectInAStaticLibraryIsRead() throws {
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/libCamera.a"],
      files: ["Vendor/libCamera.a": MachOFixture.archive([("Camera.o", MachOFixture.clangObject)])])
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Vendor/libCamera.a: error: target Scanner: binary member Camera.o \(Self.cameraMessage)
      1 target configuration checked, 1 finding.

      """)
  }

  /// A framework's executable is read; an audio recorder needs the microphone's key.
  func testAFrameworksExecutableIsRead() throws {
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/ScannerKit.framework"],
      files: [
        "Vendor/ScannerKit.framework/ScannerKit": MachOFixture.object(
          undefined: ["_OBJC_CLASS_$_AVAudioRecorder"], fileType: 6),
        "Vendor/ScannerKit.framework/Headers/ScannerKit.h": Array("#import <UIKit/UIKit.h>\n".utf8),
      ], settings: VendoredBinaryProject.cameraKey)
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Vendor/ScannerKit.framework/ScannerKit: error: target Scanner: binary references \
      _OBJC_CLASS_$_AVAudioRecorder, which needs NSMicrophoneUsageDescription; iOS terminates \
      the app when it runs, and App Store Connect flags the upload (ITMS-90683)
      1 target configuration checked, 1 finding.

      """)
  }

  /// An XCFramework's device library for the target's platform is read, as its `Info.plist`
  /// lists it; the simulator's, which an upload does not hold, is not.
  func testAnXCFrameworksDeviceLibraryIsRead() throws {
    let files = try directory()
    let root = "Vendor/PhotoKitSDK.xcframework"
    try files.writePlist(
      root + "/Info.plist",
      [
        "AvailableLibraries": [
          [
            "LibraryIdentifier": "ios-arm64_x86_64-simulator",
            "LibraryPath": "PhotoKitSDK.framework", "SupportedPlatform": "ios",
            "SupportedPlatformVariant": "simulator",
          ],
          [
            "LibraryIdentifier": "ios-arm64", "LibraryPath": "PhotoKitSDK.framework",
            "SupportedPlatform": "ios",
          ],
        ],
        "CFBundlePackageType": "XFWK", "XCFrameworkFormatVersion": "1.0",
      ])
    try VendoredBinaryProject.write(
      into: files, linking: [root],
      files: [
        root + "/ios-arm64/PhotoKitSDK.framework/PhotoKitSDK": MachOFixture.object(
          undefined: ["_OBJC_CLASS_$_PHPhotoLibrary"],
          selectors: ["sharedPhotoLibrary", "requestAuthorization:"], fileType: 6),
        root + "/ios-arm64_x86_64-simulator/PhotoKitSDK.framework/PhotoKitSDK": Array(
          "not read".utf8),
      ], settings: VendoredBinaryProject.cameraKey)
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      \(root)/ios-arm64/PhotoKitSDK.framework/PhotoKitSDK: error: target Scanner: binary \
      references _OBJC_CLASS_$_PHPhotoLibrary with requestAuthorization:, which needs \
      NSPhotoLibraryUsageDescription; iOS terminates the app when it runs, and App Store \
      Connect flags the upload (ITMS-90683)
      1 target configuration checked, 1 finding.

      """)
  }

  /// A capture device named with no media type may be the camera or the microphone: either
  /// key answers it, and without both the camera's is asked for.
  func testACaptureDeviceWithoutAMediaTypeNeedsEitherKey() throws {
    let files = try directory()
    let device = MachOFixture.object(undefined: ["_OBJC_CLASS_$_AVCaptureDevice"], fileType: 6)
    try VendoredBinaryProject.write(
      into: files, linking: ["Vendor/libDevice.dylib"], files: ["Vendor/libDevice.dylib": device])
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Vendor/libDevice.dylib: error: target Scanner: binary references \
      _OBJC_CLASS_$_AVCaptureDevice, which needs NSCameraUsageDescription (or \
      NSMicrophoneUsageDescription); iOS terminates the app when it runs, and App Store Connect \
      flags the upload (ITMS-90683)
      1 target configuration checked, 1 finding.

      """)
    try VendoredBinaryProject.write(
      into: files, linking: ["Vendor/libDevice.dylib"], files: ["Vendor/libDevice.dylib": device],
      settings: "INFOPLIST_KEY_NSMicrophoneUsageDescription = \"Scanner records voice notes.\";")
    let withMicrophone = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(withMicrophone.status, 0, withMicrophone.standardOutput)
  }

  /// A binary lint cannot parse is named with what is wrong, exit 2, and its target is not
  /// "ok"; one linked but not on disk is named too.
  func testAnUnparseableOrMissingBinaryIsNamedNotClean() throws {
    let truncated = Array(Self.cameraObject.prefix(40))
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/libScanner.dylib", "Vendor/Missing.framework"],
      files: ["Vendor/libScanner.dylib": truncated], settings: VendoredBinaryProject.cameraKey)
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "Vendor/libScanner.dylib: error: cannot read this binary (the load commands (176 bytes "
          + "at offset 32) runs past the end (40 bytes)); its references to the camera, "
          + "microphone and photo library are unknown",
        "Vendor/Missing.framework: error: linked, but not on disk: its references to the "
          + "camera, microphone and photo library cannot be read",
      ])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Scanner.xcodeproj: no findings: target Scanner (Debug) (NSCameraUsageDescription; \
      0 localizations, 2 unreadable)
      1 target configuration checked, 0 findings, 2 inputs unreadable.

      """)
  }

  /// A framework Carthage builds, linked before `carthage bootstrap`, is named with what
  /// makes it.
  func testAMissingCarthageFrameworkNamesCarthage() throws {
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Carthage/Build/iOS/Scanner.framework"], files: [:],
      settings: VendoredBinaryProject.cameraKey)
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "Carthage/Build/iOS/Scanner.framework: error: linked, but not on disk: its references "
          + "to the camera, microphone and photo library cannot be read; run `carthage "
          + "bootstrap` first"
      ])
  }

  /// A file that is no binary at all is named by its first bytes.
  func testAFileThatIsNoBinaryIsNamed() throws {
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/libScanner.a"],
      files: ["Vendor/libScanner.a": Array("version https://git-lfs.github.com/spec/v1\n".utf8)],
      settings: VendoredBinaryProject.cameraKey)
    let run = try lint(["Scanner.xcodeproj"])
    XCTAssertEqual(run.status, 2)
    XCTAssertEqual(
      run.errorLines,
      [
        "Vendor/libScanner.a: error: cannot read this binary (not a Mach-O file, a universal "
          + "binary or a static library (it starts with 0x76657273)); its references to the "
          + "camera, microphone and photo library are unknown"
      ])
  }

  /// A pod's vendored framework and XCFramework, linked through the `OTHER_LDFLAGS` CocoaPods
  /// writes (here in the Release configuration's file only), are read at their paths in
  /// `Pods/`; the pods built from source and the SDK's frameworks are not binaries to read.
  func testAPodsVendoredFrameworksAreRead() throws {
    let files = try directory()
    try PodsAppProject.write(into: files)
    try files.writeText(
      "Pods/Target Support Files/Pods-Shop/Pods-Shop.release.xcconfig",
      """
      FRAMEWORK_SEARCH_PATHS = $(inherited) "${PODS_CONFIGURATION_BUILD_DIR}/Alamofire" \
      "${PODS_ROOT}/ScannerSDK/Frameworks" "${PODS_XCFRAMEWORKS_BUILD_DIR}/PhotoSDK"
      OTHER_LDFLAGS = $(inherited) -ObjC -l"c++" -framework "Alamofire" -framework "AVFoundation" \
      -framework "ScannerKit" -framework "PhotoKitSDK"

      """)
    try files.write(
      "Pods/ScannerSDK/Frameworks/ScannerKit.framework/ScannerKit",
      Data(MachOFixture.object(undefined: ["_OBJC_CLASS_$_AVAudioRecorder"], fileType: 6)))
    let xcframework = "Pods/PhotoSDK/Binaries/PhotoKitSDK.xcframework"
    try files.writePlist(
      xcframework + "/Info.plist",
      [
        "AvailableLibraries": [
          [
            "LibraryIdentifier": "ios-arm64", "LibraryPath": "libPhotoKitSDK.a",
            "SupportedPlatform": "ios",
          ]
        ]
      ])
    try files.write(
      xcframework + "/ios-arm64/libPhotoKitSDK.a",
      Data(
        MachOFixture.archive([
          ("Albums.o", MachOFixture.object(undefined: ["_OBJC_CLASS_$_ALAssetsLibrary"]))
        ])))
    let run = try lint(["Shop.xcworkspace", "--configuration", "Debug"])
    XCTAssertEqual(run.standardError, "")
    XCTAssertEqual(run.status, 1)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      Pods/ScannerSDK/Frameworks/ScannerKit.framework/ScannerKit: error: target Shop: binary \
      references _OBJC_CLASS_$_AVAudioRecorder, which needs NSMicrophoneUsageDescription; iOS \
      terminates the app when it runs, and App Store Connect flags the upload (ITMS-90683)
      \(xcframework)/ios-arm64/libPhotoKitSDK.a: error: target Shop: binary member Albums.o \
      references _OBJC_CLASS_$_ALAssetsLibrary, which needs NSPhotoLibraryUsageDescription; iOS \
      terminates the app when it runs, and App Store Connect flags the upload (ITMS-90683)
      1 target configuration checked, 2 findings.

      """)
  }

  /// The finding in SARIF: a result of the rule of calls without their key, at the binary.
  func testTheFindingIsASARIFResultAtTheBinary() throws {
    try VendoredBinaryProject.write(
      into: directory(), linking: ["Vendor/libScanner.dylib"],
      files: ["Vendor/libScanner.dylib": Self.cameraObject])
    let run = try lint(["Scanner.xcodeproj", "--format", "sarif"])
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(
      run.standardOutput.contains("\"uri\" : \"Vendor/libScanner.dylib\""), run.standardOutput)
    XCTAssertTrue(
      run.standardOutput.contains("\"ruleId\" : \"calledWithoutKey\""), run.standardOutput)
  }
}
