internal import Foundation

/// `AlertPresenting`'s subclass trap, caught: a subclass's `accessAlertPolicy` (or
/// `alertTextRenderer`, `settingsOpener`, `accessEventObserver`) that launches never read.
///
/// Those requirements have defaults in a protocol extension, and Swift binds a requirement's
/// witness once, at the class that conforms. When that class does not declare the property,
/// the witness is the default, and a subclass's declaration is a new property nothing calls:
/// the app's policy, texts or observer are silently ignored. The app cannot tell at run time
/// (a computed property is invisible to reflection), so lint tells at the subclass's
/// declaration, where the code is read anyway.
///
/// The classes are those of the Swift files the code scan reads for the target
/// (``CodeScan/sources(of:in:)``), so a base class in another file or in a framework target
/// of the project counts; a superclass declared outside them (`UIViewController`) conforms to
/// nothing by itself. The scan reads their declarations from the tokens it makes
/// (``CodeScan/typeDeclarations``), so that the rule reads no file again; it reports only when
/// a file may declare a member (``CodeScan/mayDeclareCustomization``).
/// Conformance is direct (`class Base: CameraAuthorizing`), in an extension
/// (`extension Base: CameraAuthorizing`), or through a protocol or type alias of the app's
/// that refines one of the package's protocols.
enum SubclassCustomizations {
  /// The requirements of `AlertPresenting` that have a default.
  static let members = [
    "alertTextRenderer", "settingsOpener", "accessAlertPolicy", "accessEventObserver",
  ]

  /// The names a scan's filter keeps for ``Names`` and ``SwiftTypeDeclarations``: the
  /// members, and the keywords of declarations (`var` and `let` among them).
  static let scannedNames = members + SwiftTypeDeclarations.keywords

  /// The numbers of ``scannedNames`` in a scan's name filter, which tell from a file's tokens
  /// whether it may declare a member.
  struct Names {
    private let members: [Int32]
    private let keywords: [Int32]

    /// The numbers in `filter`; `nil` when it does not keep the members, `var` and `let`.
    init?(in filter: CodeNameFilter) {
      let names = SubclassCustomizations.members + ["var", "let"]
      let numbers = names.compactMap(filter.number(of:))
      guard numbers.count == names.count else { return nil }
      members = Array(numbers.prefix(SubclassCustomizations.members.count))
      keywords = Array(numbers.dropFirst(SubclassCustomizations.members.count))
    }

    /// Whether `stream`, a Swift file's tokens made with the filter, holds `var` or `let`
    /// right before a member's name: where ``SwiftTypeDeclarations`` finds every property the
    /// rule reports. A file without a member's name is passed without a look at its tokens.
    func mayDeclareMember(_ stream: CodeTokenStream) -> Bool {
      guard members.contains(where: stream.contains(name:)) else { return false }
      return zip(stream.tokens, stream.tokens.dropFirst()).contains { keyword, name in
        keyword.kind == .name && keywords.contains(keyword.name) && name.kind == .name
          && members.contains(name.name)
      }
    }
  }

  /// The package's protocols that are, or refine, `AlertPresenting`.
  static let protocols: Set<String> = [
    "AlertPresenting", "CameraAuthorizing", "MicrophoneAuthorizing", "PhotoLibraryAuthorizing",
    "AccessAlertHosting",
  ]

  /// The findings for the classes of the Swift files `scan` read, compiled for its
  /// platforms; they name `target`.
  static func findings(of scan: CodeScan, target: String) -> [LintFinding] {
    // Only a file declaring one of the members can hold a subclass's declaration of it.
    guard scan.mayDeclareCustomization, let declarations = scan.typeDeclarations else {
      return []
    }
    return findings(in: declarations.declarations, target: target)
  }

  /// The findings for `declarations`: one per property of a subclass that its conforming
  /// superclass leaves to the protocol's default.
  static func findings(
    in declarations: [SwiftTypeDeclarations.Declaration], target: String?
  ) -> [LintFinding] {
    let known = refiningProtocols(in: declarations)
    var classes: [String: Class] = [:]
    for declaration in declarations where declaration.kind == .class {
      var type = classes[declaration.name] ?? Class()
      if let first = declaration.inherited.first, !known.contains(first) {
        type.superclass = first
      }
      type.conformance = type.conformance ?? declaration.inherited.first(where: known.contains)
      type.properties += declaration.properties
      classes[declaration.name] = type
    }
    for declaration in declarations where declaration.kind == .extension {
      guard var type = classes[declaration.name] else { continue }
      type.conformance = type.conformance ?? declaration.inherited.first(where: known.contains)
      type.properties += declaration.properties
      classes[declaration.name] = type
    }
    var findings: [LintFinding] = []
    for declaration in declarations
    where declaration.kind == .class || declaration.kind == .extension {
      guard let type = classes[declaration.name], type.conformance == nil else { continue }
      for property in declaration.properties where members.contains(property.name) {
        guard
          let (base, conformance) = conformingBase(
            above: type, declaring: property.name, in: classes)
        else { continue }
        findings.append(
          LintFinding(
            file: property.file, line: property.line, column: property.column, target: target,
            key: property.name, kind: .customizationNeverCalled,
            message:
              "\(declaration.name)'s \(property.name) is never called: \(base) conforms to "
              + "\(conformance) without declaring it; declare it in \(base) and override it here"))
      }
    }
    return findings
  }

  /// One class, its extensions merged in.
  private struct Class {
    /// The first name it inherits, when that is no protocol of the package's kind: a class
    /// of the target's code, or one declared elsewhere (`UIViewController`).
    var superclass: String?
    /// The package's protocol (or the app's refinement of one) it conforms to itself.
    var conformance: String?
    var properties: [SwiftTypeDeclarations.Property] = []
  }

  /// The superclass of `type` that conforms, with the protocol it names, when neither it nor
  /// any class between declares `member`; `nil` when one does (then a subclass's
  /// declaration overrides a witness, or an intermediate class is the one reported), or when
  /// no superclass in the target's code conforms.
  private static func conformingBase(
    above type: Class, declaring member: String, in classes: [String: Class]
  ) -> (String, String)? {
    var name = type.superclass
    var visited: Set<String> = []
    while let current = name, let base = classes[current], visited.insert(current).inserted {
      if base.properties.contains(where: { $0.name == member }) { return nil }
      if let conformance = base.conformance { return (current, conformance) }
      name = base.superclass
    }
    return nil
  }

  /// The package's protocols and the app's protocols and type aliases that refine or
  /// compose them, at any depth.
  private static func refiningProtocols(
    in declarations: [SwiftTypeDeclarations.Declaration]
  ) -> Set<String> {
    var known = protocols
    let candidates = declarations.filter { $0.kind == .protocol || $0.kind == .typealias }
    var grew = true
    while grew {
      grew = false
      for candidate in candidates
      where !known.contains(candidate.name) && candidate.inherited.contains(where: known.contains) {
        known.insert(candidate.name)
        grew = true
      }
    }
    return known
  }
}
