import Foundation
import MediaAccessTestSupport

/// Malformed and adversarial inputs for `media-access lint`, generated from a fixed seed.
struct LintFuzzCorpus {
  /// One input: the bytes of a file and the exit statuses lint may answer it with.
  struct Case {
    let name: String
    let bytes: [UInt8]
    /// 2 for input that cannot be read as a dictionary, 1 for one that parses but is wrong;
    /// mutated input may land anywhere, so it allows several.
    let allowedStatuses: Set<Int32>
    /// Arguments after the path.
    var extraArguments: [String] = []
    /// A localized `InfoPlist.strings` to put beside it, under `xx.lproj`.
    var siblingStrings: [UInt8]?
    /// Where the bytes go: an Info.plist, a project file, an `.xcconfig` a project is based
    /// on, or a String Catalog beside a clean Info.plist.
    var layout = Layout.infoPlist

    /// Where a case's bytes are written.
    enum Layout {
      case infoPlist
      case projectFile
      case xcconfig
      case catalog
    }

    /// The name, size and an FNV-1a checksum of the bytes.
    var fingerprint: String {
      let checksum = (bytes + (siblingStrings ?? [])).reduce(UInt64(0xCBF2_9CE4_8422_2325)) {
        ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01B3
      }
      return "\(name) \(bytes.count) \(String(checksum, radix: 16))"
    }
  }

  static let seed: UInt64 = 0x4D45_4449_4141_4343

  private(set) var cases: [Case] = []
  private var random = SplitMix64(seed: Self.seed)

  init() {
    addTruncatedXML(count: 30)
    addWrongRoots()
    addNesting()
    addHugeStrings()
    addInvalidUTF8(count: 8)
    addBinaryGarbage(count: 12)
    addMutatedBinary(count: 30)
    addNonStringUsageValues()
    addLineBreakingTexts()
    addBrokenLocalizations()
    addProjectFiles(count: 24)
    addXCConfigs(count: 12)
    addCatalogs(count: 12)
    cases.append(Case(name: "empty-file", bytes: [], allowedStatuses: [2]))
    cases.append(Case(name: "random-bytes", bytes: random.bytes(4096), allowedStatuses: [2]))
  }

  /// A clean Info.plist, written out by hand so its bytes never depend on dictionary order
  /// (Swift seeds its hashing per process).
  static let validXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
    "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>CFBundleName</key>
    \t<string>Snapshot</string>
    \t<key>NSCameraUsageDescription</key>
    \t<string>Takes the photo on your profile.</string>
    \t<key>NSPhotoLibraryUsageDescription</key>
    \t<string>Lets you pick a profile photo from your library.</string>
    </dict>
    </plist>

    """

  /// A property list encoded by Foundation; callers pass single-key dictionaries (or
  /// non-dictionaries), whose bytes are the same in every process.
  static let formats: [(String, PropertyListSerialization.PropertyListFormat)] = [
    ("xml", .xml), ("binary", .binary),
  ]

  static func encode(_ value: Any, _ format: PropertyListSerialization.PropertyListFormat)
    -> [UInt8]
  {
    let data = try? PropertyListSerialization.data(
      fromPropertyList: value, format: format, options: 0)
    return [UInt8](data ?? Data())
  }

  /// A one-key Info.plist whose camera usage description is `value`.
  static func cameraOnly(_ value: Any, _ format: PropertyListSerialization.PropertyListFormat)
    -> [UInt8]
  {
    encode(["NSCameraUsageDescription": value], format)
  }

  private mutating func addTruncatedXML(count: Int) {
    let xml = Array(Self.validXML.utf8)
    // Cut inside the dictionary's body: whatever is left cannot be a complete plist.
    let bodyStart = (xml.firstRange(of: Array("<dict>".utf8))?.upperBound ?? 1)
    let bodyEnd = (xml.firstRange(of: Array("</dict>".utf8))?.lowerBound ?? xml.count)
    for index in 0..<count {
      let cut = Int.random(in: bodyStart..<bodyEnd, using: &random)
      cases.append(
        Case(
          name: "truncated-xml-\(index)-at-\(cut)", bytes: Array(xml[..<cut]), allowedStatuses: [2])
      )
    }
  }

  private mutating func addWrongRoots() {
    let roots: [(String, Any)] = [
      ("array", ["NSCameraUsageDescription", "Takes photos."]), ("string", "Takes photos."),
      ("integer", 42), ("boolean", true), ("date", Date(timeIntervalSince1970: 0)),
      ("data", Data([0, 1, 2])),
    ]
    for (name, root) in roots {
      for (formatName, format) in [
        ("xml", PropertyListSerialization.PropertyListFormat.xml), ("binary", .binary),
      ] {
        cases.append(
          Case(
            name: "root-\(name)-\(formatName)", bytes: Self.encode(root, format),
            allowedStatuses: [2]))
      }
    }
  }

  private mutating func addNesting() {
    for depth in [512, 100_000] {
      let open = String(repeating: "<array>", count: depth)
      let close = String(repeating: "</array>", count: depth)
      let xml = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\
        <key>NSCameraUsageDescription</key><string>Takes the photo on your profile.</string>\
        <key>Deep</key>\(open)\(close)</dict></plist>
        """
      // A parser may refuse very deep input; it must say so rather than overflow its stack.
      cases.append(Case(name: "nested-\(depth)", bytes: Array(xml.utf8), allowedStatuses: [0, 2]))
    }
  }

  private mutating func addHugeStrings() {
    // About 256 KB of text: far past any real usage description.
    let huge = String(repeating: "Takes the photo on your profile. ", count: 8_000)
    for (formatName, format) in Self.formats {
      cases.append(
        Case(
          name: "huge-usage-string-\(formatName)", bytes: Self.cameraOnly(huge, format),
          allowedStatuses: [0]))
    }
    let hugeKey = Self.encode([String(repeating: "K", count: 200_000): "value"], .xml)
    cases.append(Case(name: "huge-key", bytes: hugeKey, allowedStatuses: [0]))
  }

  private mutating func addInvalidUTF8(count: Int) {
    for index in 0..<count {
      var bytes = Array(
        """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\
        <key>NSCameraUsageDescription</key><string>
        """.utf8)
      bytes += [0xC3, 0x28, 0xFF, 0xFE] + random.bytes(8).map { $0 | 0x80 }
      bytes += Array("</string></dict></plist>".utf8)
      cases.append(Case(name: "invalid-utf8-\(index)", bytes: bytes, allowedStatuses: [1, 2]))
    }
  }

  private mutating func addBinaryGarbage(count: Int) {
    for index in 0..<count {
      let length = Int.random(in: 8...512, using: &random)
      cases.append(
        Case(
          name: "bplist-garbage-\(index)", bytes: Array("bplist00".utf8) + random.bytes(length),
          allowedStatuses: [2]))
    }
  }

  private mutating func addMutatedBinary(count: Int) {
    let binary = Self.cameraOnly("Takes the photo on your profile.", .binary)
    for index in 0..<count {
      var bytes = binary
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let position = Int.random(in: 8..<bytes.count, using: &random)
        bytes[position] = UInt8.random(in: .min ... .max, using: &random)
      }
      // A flipped byte may leave the file valid, wrong, or unreadable: any but a crash.
      cases.append(Case(name: "mutated-binary-\(index)", bytes: bytes, allowedStatuses: [0, 1, 2]))
    }
  }

  private mutating func addNonStringUsageValues() {
    let values: [(String, Any)] = [
      ("integer", 7), ("boolean", false), ("array", ["Takes photos of your receipts."]),
      ("dictionary", ["en": "Takes photos of your receipts."]), ("data", Data("Takes photos".utf8)),
      ("date", Date(timeIntervalSince1970: 0)),
    ]
    addCameraOnly(values, named: "usage-value")
  }

  /// Usage texts with line breaks and other control characters where a report quotes them.
  private mutating func addLineBreakingTexts() {
    let texts: [(String, Any)] = [
      ("trailing-newline", "Scan\n"), ("inner-newline", "Sc\nan"), ("carriage-return", "Ok\r\nok"),
      ("setting-across-lines", "TODO $(CAMERA\nTEXT) and more words"),
      ("line-separator", "Caméra\u{2028}ok"), ("controls", "Pho\u{0}to\u{1B}[2J"),
    ]
    addCameraOnly(texts, named: "usage-text")
  }

  /// A case per value and format: an Info.plist whose camera usage description is the value,
  /// which parses but is wrong (status 1).
  private mutating func addCameraOnly(_ values: [(String, Any)], named prefix: String) {
    for (name, value) in values {
      for (formatName, format) in Self.formats {
        cases.append(
          Case(
            name: "\(prefix)-\(name)-\(formatName)", bytes: Self.cameraOnly(value, format),
            allowedStatuses: [1]))
      }
    }
  }

  private mutating func addBrokenLocalizations() {
    let infoPlist = Array(Self.validXML.utf8)
    let broken: [(String, [UInt8])] = [
      ("unterminated", Array("\"NSCameraUsageDescription\" = \"Takes".utf8)),
      ("root-array", Array("(\"NSCameraUsageDescription\")".utf8)),
      ("garbage", random.bytes(256)),
    ]
    for (name, strings) in broken {
      cases.append(
        Case(
          name: "strings-\(name)", bytes: infoPlist, allowedStatuses: [2], siblingStrings: strings))
    }
    // Empty tables localize nothing: a warning for each key, not unreadable input.
    for (name, strings) in [("empty", ""), ("comment-only", "/* nothing yet */\n")] {
      cases.append(
        Case(
          name: "strings-\(name)", bytes: infoPlist, allowedStatuses: [0],
          siblingStrings: Array(strings.utf8)))
    }
  }

  /// A minimal project as Xcode writes it: one app target whose Debug configuration is
  /// based on `Base.xcconfig` and generates its Info.plist.
  static let minimalProject = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjectVersion = 77;
    \tobjects = {
    \t\tF1 /* Base.xcconfig */ = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
    \t\tG1 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
    \t\tT1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L2; name = App; productType = "com.apple.product-type.application"; };
    \t\tP1 /* Project object */ = {isa = PBXProject; buildConfigurationList = L1; knownRegions = (en, Base); mainGroup = G1; projectDirPath = ""; targets = (T1); };
    \t\tC1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Debug; };
    \t\tC2 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = F1; buildSettings = {
    \t\t\tGENERATE_INFOPLIST_FILE = YES;
    \t\t\tINFOPLIST_KEY_NSCameraUsageDescription = "$(PRODUCT_NAME) scans your paper receipts.";
    \t\t}; name = Debug; };
    \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
    \t\tL2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
    \t};
    \trootObject = P1 /* Project object */;
    }

    """

  /// Project files cut short and with bytes flipped: any status but a crash or a hang.
  private mutating func addProjectFiles(count: Int) {
    let project = Array(Self.minimalProject.utf8)
    cases.append(
      Case(name: "pbxproj-clean", bytes: project, allowedStatuses: [0], layout: .projectFile))
    for index in 0..<count {
      var bytes = project
      if index.isMultiple(of: 2) {
        bytes = Array(bytes[..<Int.random(in: 1..<bytes.count, using: &random)])
      } else {
        for _ in 0..<Int.random(in: 1...8, using: &random) {
          let position = Int.random(in: 0..<bytes.count, using: &random)
          bytes[position] = Array("{}();=\"/*,\\$(".utf8).randomElement(using: &random) ?? 0
        }
      }
      cases.append(
        Case(
          name: "pbxproj-mutated-\(index)", bytes: bytes, allowedStatuses: [0, 1, 2],
          layout: .projectFile))
    }
    let deep = "// !$*UTF8*$!\n" + String(repeating: "{a = ", count: 50_000)
    cases.append(
      Case(
        name: "pbxproj-deep", bytes: Array(deep.utf8), allowedStatuses: [2], layout: .projectFile))
  }

  /// `.xcconfig` files with includes of themselves, missing files, odd keys and references.
  private mutating func addXCConfigs(count: Int) {
    let fixed: [(String, String, Set<Int32>)] = [
      ("self-include", "#include \"Base.xcconfig\"\n", [2]),
      ("missing-include", "#include \"Nowhere.xcconfig\"\n", [2]),
      ("optional-include", "#include? \"Nowhere.xcconfig\"\nA = B\n", [0]),
      ("reference-loop", "PRODUCT_NAME = $(A)\nA = $(B)\nB = $(A)\n", [0]),
      ("todo", "INFOPLIST_KEY_NSPhotoLibraryAddUsageDescription = TODO\n", [1]),
      (
        "conditions",
        "INFOPLIST_KEY_NSPhotoLibraryAddUsageDescription[sdk=iphoneos*][arch=*] = Ok\n", [1]
      ),
      ("bad-line", "this is not a setting\n", [2]),
      ("unclosed-condition", "KEY[sdk=iphoneos* = value\n", [2]),
    ]
    for (name, text, statuses) in fixed {
      cases.append(
        Case(
          name: "xcconfig-\(name)", bytes: Array(text.utf8), allowedStatuses: statuses,
          layout: .xcconfig))
    }
    let alphabet = Array("AB_=$()[]{}*#\"include?/ \n;:".utf8)
    for index in 0..<count {
      let bytes = (0..<Int.random(in: 1...200, using: &random)).map { _ in
        alphabet.randomElement(using: &random) ?? 0
      }
      cases.append(
        Case(
          name: "xcconfig-random-\(index)", bytes: bytes, allowedStatuses: [0, 1, 2],
          layout: .xcconfig))
    }
  }

  /// String Catalogs beside a clean Info.plist: wrong shapes, unfinished states, garbage.
  private mutating func addCatalogs(count: Int) {
    let fixed: [(String, String, Set<Int32>)] = [
      ("not-json", "{\"strings\": ", [2]),
      ("root-array", "[1, 2]", [2]),
      ("no-strings", "{\"sourceLanguage\": \"en\"}", [2]),
      (
        "new-state",
        #"{"sourceLanguage":"en","strings":{"NSCameraUsageDescription":{"localizations":{"de":{"stringUnit":{"state":"new","value":"Nimmt das Foto für dein Profil auf."}}}}}}"#,
        [0]
      ),
      (
        "number-value",
        #"{"sourceLanguage":"en","strings":{"NSCameraUsageDescription":{"localizations":{"de":{"stringUnit":{"state":"translated","value":7}}}}}}"#,
        [0]
      ),
      ("deep", String(repeating: "[", count: 100_000), [2]),
    ]
    for (name, text, statuses) in fixed {
      cases.append(
        Case(
          name: "xcstrings-\(name)", bytes: Array(text.utf8), allowedStatuses: statuses,
          layout: .catalog))
    }
    for index in 0..<count {
      cases.append(
        Case(
          name: "xcstrings-garbage-\(index)",
          bytes: random.bytes(Int.random(in: 1...300, using: &random)),
          allowedStatuses: [2], layout: .catalog))
    }
  }
}
