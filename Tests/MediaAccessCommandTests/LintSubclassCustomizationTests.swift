import XCTest

@testable import MediaAccessCommand

/// `AlertPresenting`'s subclass trap, caught by lint: a subclass's declaration of a
/// customization its conforming superclass leaves to the protocol's default is never called.
final class LintSubclassCustomizationTests: LintFixtureTestCase {
  /// Writes the App project compiling `files` (name and code) and lints its Debug
  /// configuration.
  private func lintFiles(_ files: [(String, String)]) throws -> ToolRun {
    let directory = try directory()
    let project = AuditProject(codeFiles: files.map(\.0))
    try project.write(into: directory, infoPlist: ["CFBundleName": "App"])
    for (name, code) in files {
      try directory.writeText("App/App/\(name)", code)
    }
    return try lint(["App", "--configuration", "Debug"])
  }

  private let base = """
    import MediaAccess
    import UIKit

    class BaseViewController: UIViewController, CameraAuthorizing {
      let cameraAuthority = CameraAuthority.live
    }

    """

  private let subclass = """
    import MediaAccess

    final class ScannerViewController: BaseViewController {
      var accessAlertPolicy: AccessAlertPolicy {
        AccessAlertPolicy(asksBeforeSystemPrompt: true)
      }
    }

    """

  private let clean = """
    App/App.xcodeproj: ok: target App (Debug) (no usage descriptions declared; pass --sources \
    to name the sources the app uses)
    1 target configuration checked, 0 findings.

    """

  func testASubclassDeclarationTheConformingBaseLeavesToTheDefaultIsAnError() throws {
    let run = try lintFiles([("Base.swift", base), ("Scanner.swift", subclass)])
    XCTAssertEqual(run.status, 1, run.standardOutput)
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Scanner.swift:4:7: error: target App: ScannerViewController's accessAlertPolicy \
      is never called: BaseViewController conforms to CameraAuthorizing without declaring it; \
      declare it in BaseViewController and override it here
      1 target configuration checked, 1 finding.

      """)
  }

  /// Every format carries the finding with its kind and the property as its key.
  func testTheFindingHasItsOwnKind() throws {
    _ = try lintFiles([("Base.swift", base), ("Scanner.swift", subclass)])
    let json = try lint(["App", "--configuration", "Debug", "--format", "json"])
    XCTAssertTrue(
      json.standardOutput.contains("\"kind\" : \"customizationNeverCalled\""),
      json.standardOutput)
    XCTAssertTrue(json.standardOutput.contains("\"key\" : \"accessAlertPolicy\""))
  }

  func testAConformanceInAnExtensionOrThroughTheAppsOwnMixinCounts() throws {
    let run = try lintFiles([
      (
        "Base.swift",
        """
        class BaseViewController: UIViewController {}
        protocol ScannerScreen: MicrophoneAuthorizing, PhotoLibraryAuthorizing {}
        class MixinBase: UIViewController, ScannerScreen {}
        typealias MediaScreen = CameraAuthorizing & PhotoLibraryAuthorizing
        class AliasBase<Item>: UIViewController, @preconcurrency MediaScreen where Item: Sendable {}

        """
      ),
      ("Conformance.swift", "extension BaseViewController: CameraAuthorizing {}\n"),
      (
        "Screens.swift",
        """
        final class A: BaseViewController {
          lazy var settingsOpener: SettingsOpener = .system
        }
        final class B: MixinBase {
          private(set) var alertTextRenderer: any AlertTextRendering = Renderer()
        }
        final class C: AliasBase<Int> {}
        extension C {
          @MainActor var accessEventObserver: AccessEventObserver { .disabled }
        }

        """
      ),
    ])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Screens.swift:2:12: error: target App: A's settingsOpener is never called: \
      BaseViewController conforms to CameraAuthorizing without declaring it; declare it in \
      BaseViewController and override it here
      App/App/Screens.swift:5:20: error: target App: B's alertTextRenderer is never called: \
      MixinBase conforms to ScannerScreen without declaring it; declare it in MixinBase and \
      override it here
      App/App/Screens.swift:9:18: error: target App: C's accessEventObserver is never called: \
      AliasBase conforms to MediaScreen without declaring it; declare it in AliasBase and \
      override it here
      1 target configuration checked, 3 findings.

      """)
  }

  /// Through a class between: the finding is at the first declaration below the conforming
  /// class, as overriding that one is already consistent.
  func testAClassBetweenIsFollowed() throws {
    let run = try lintFiles([
      ("Base.swift", base),
      (
        "Screens.swift",
        """
        class Middle: BaseViewController {}
        class Declaring: Middle {
          var accessAlertPolicy: AccessAlertPolicy { .standard }
        }
        final class Overriding: Declaring {
          override var accessAlertPolicy: AccessAlertPolicy { .standard }
        }

        """
      ),
    ])
    LineDiff.assertEqual(
      run.standardOutput,
      """
      App/App/Screens.swift:3:7: error: target App: Declaring's accessAlertPolicy is never \
      called: BaseViewController conforms to CameraAuthorizing without declaring it; declare it \
      in BaseViewController and override it here
      1 target configuration checked, 1 finding.

      """)
  }

  func testABaseThatDeclaresItIsClean() throws {
    let declaring = base.replacingOccurrences(
      of: "  let cameraAuthority = CameraAuthority.live\n",
      with: """
          let cameraAuthority = CameraAuthority.live
          var accessAlertPolicy: AccessAlertPolicy { .standard }

        """)
    let overriding = subclass.replacingOccurrences(
      of: "  var accessAlertPolicy", with: "  override var accessAlertPolicy")
    let run = try lintFiles([("Base.swift", declaring), ("Scanner.swift", overriding)])
    XCTAssertEqual(run.standardOutput, clean)
    XCTAssertEqual(run.status, 0)
  }

  func testStructsOwnDeclarationsAndUnrelatedClassesAreClean() throws {
    let run = try lintFiles([
      (
        "Types.swift",
        """
        struct Preferences {
          var accessAlertPolicy = AccessAlertPolicy.standard
        }
        final class Screen: UIViewController, CameraAuthorizing {
          var accessAlertPolicy: AccessAlertPolicy { .standard }
        }
        class Settings {
          var settingsOpener: SettingsOpener { .system }
        }
        final class Detail: UIViewController {
          var accessEventObserver: AccessEventObserver { .disabled }
        }
        final class Child: Settings {
          var alertTextRenderer: any AlertTextRendering { Renderer() }
        }
        class Other: CameraAuthorizing {
          class var accessAlertPolicy: AccessAlertPolicy { .standard }
          func show() {
            var settingsOpener = SettingsOpener.system
            _ = settingsOpener
          }
        }

        """
      ),
      ("Base.swift", base),
    ])
    XCTAssertEqual(run.standardOutput, clean)
  }

  func testNamesInCommentsAndStringsAreNoDeclarations() throws {
    let run = try lintFiles([
      ("Base.swift", base),
      (
        "Scanner.swift",
        #"""
        final class ScannerViewController: BaseViewController {
          // var accessAlertPolicy: AccessAlertPolicy { .standard }
          /* var settingsOpener: SettingsOpener { .system } */
          let note = "var alertTextRenderer: any AlertTextRendering"
          let more = """
            var accessEventObserver: AccessEventObserver
            """
        }

        """#
      ),
    ])
    XCTAssertEqual(run.standardOutput, clean)
  }

  /// The rule reports from the declarations the scan read as it tokenized each file: files
  /// gone by then (or changed) are not read again, and the base's file, scanned first, counts.
  func testTheRuleReadsTheClassesTheScanReadWithoutReadingAFileAgain() throws {
    let directory = try directory()
    let files = [
      try directory.writeText("Base.swift", base),
      try directory.writeText("Scanner.swift", subclass),
    ]
    let scan = CodeScan.of([CodeScan.Source(dependency: nil, files: files)])
    for file in files {
      try FileManager.default.removeItem(atPath: file)
    }
    let findings = SubclassCustomizations.findings(of: scan, target: "App")
    XCTAssertEqual(findings.map(\.key), ["accessAlertPolicy"])
    XCTAssertEqual(findings.map(\.file), [files[1]])
    XCTAssertEqual(findings.map(\.line), [4])
    XCTAssertEqual(findings.map(\.column), [7])
  }

  /// Whether the scan of one file, `name` with `code`, notes that it may declare a member:
  /// for a scan that notes none, the rule reads no file again.
  private func scanNotesMember(
    _ name: String, _ code: String, conditions: CodeConditions = .unknown
  ) throws -> Bool {
    let file = try directory().writeText(name, code)
    let scan = CodeScan.of(
      [CodeScan.Source(dependency: nil, files: [file])], conditions: conditions)
    return scan.mayDeclareCustomization
  }

  /// The note that spares a target a second reading of its files when none declares a
  /// member: every member declared with `var` or `let`, in backticks too, is seen; a near
  /// miss, a use, an argument label, a comment, a string, a block compiled for no platform
  /// and an Objective-C file are not.
  func testTheScanNotesEveryMembersDeclarationInSwiftCodeOnly() throws {
    let iOS = CodeConditions(platforms: [CodeConditions.Platform(os: "iOS")])
    for member in SubclassCustomizations.members {
      XCTAssertTrue(try scanNotesMember("Var.swift", "var \(member)"), member)
      XCTAssertTrue(try scanNotesMember("Let.swift", "x()\nlet \(member) = 1\n"), member)
      XCTAssertTrue(try scanNotesMember("Quoted.swift", "var `\(member)`: Int"), member)
      XCTAssertFalse(try scanNotesMember("First.swift", "var " + member.dropFirst()), member)
      XCTAssertFalse(try scanNotesMember("Last.swift", "var " + member.dropLast()), member)
      XCTAssertFalse(try scanNotesMember("Longer.swift", "var \(member)s"), member)
      XCTAssertFalse(try scanNotesMember("Use.swift", "let a = host.\(member)"), member)
      XCTAssertFalse(try scanNotesMember("Label.swift", "let a = Host(\(member): b)"), member)
      XCTAssertFalse(try scanNotesMember("Comment.swift", "// var \(member)\n"), member)
      XCTAssertFalse(try scanNotesMember("String.swift", "let a = \"var \(member)\""), member)
      XCTAssertFalse(
        try scanNotesMember("Mac.swift", "#if os(macOS)\nvar \(member)\n#endif\n", conditions: iOS),
        member)
      XCTAssertFalse(try scanNotesMember("Code.m", "var \(member);"), member)
    }
    XCTAssertFalse(try scanNotesMember("Empty.swift", ""))
  }
}
