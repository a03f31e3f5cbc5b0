public import MediaAccess

/// Checks that a custom dialog text renderer has something to say in every language it
/// claims, and records a failure for each language that falls short: a Swift Testing issue
/// inside a `@Test`, an XCTest failure otherwise, at your call.
///
/// For each language, the suite asks `makeRenderer` for a renderer and checks every
/// ``MediaAccess/AccessAlert/Reason`` for every ``MediaAccess/MediaSource`` (the camera and the
/// photo library at both access levels) and every ``MediaAccess/AccessAlert/Action/Role``:
///
/// - each title, message and button title is non-empty (not just whitespace);
/// - no text still holds a printf-style format specifier, the sign of a template nobody
///   filled in: `%@`, `%d`, and every form with a position, flags, a width, a precision or a
///   length modifier, such as `%1$@`, `%5d`, `%.1f`, `%-08.3lf`, `%lld`, `%zu` or `%*d`. A
///   percent sign that is text passes: `100 %`, `50 % de` (a space after `%` is text, not the
///   space flag) and `%%`.
///
/// One failure per language lists its problems, for example
/// `renderer, language "ko": empty message for denied · camera; empty title for [Open Settings]`,
/// reported at the `file` and `line` of your call.
///
/// ```swift
/// func testFriendlyTextsAreComplete() {
///   assertAlertTextRendererConformance(languages: ["en", "ja", "ko"]) { language in
///     FriendlyAlertTexts(language: language)
///   }
/// }
/// ```
///
/// - Parameters:
///   - languages: The languages the renderer claims to speak, such as `["en", "ja", "ko"]`.
///   - fileID: The file ID Swift Testing shows failures in; defaults to the caller's.
///   - file: The file to report failures in; defaults to the caller's.
///   - line: The line to report failures at; defaults to the caller's.
///   - column: The column Swift Testing reports failures at; defaults to the caller's.
///   - makeRenderer: Makes the renderer for one of `languages`.
public func assertAlertTextRendererConformance<Renderer: AlertTextRendering>(
  languages: [String],
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  makeRenderer: (_ language: String) -> Renderer
) {
  let reporter = ConformanceReporter(fileID: fileID, filePath: file, line: line, column: column)
  if languages.isEmpty {
    reporter.fail("renderer: no languages to check")
  }
  for language in languages {
    let problems = AlertTextAudit(renderer: makeRenderer(language)).problems
    if !problems.isEmpty {
      reporter.fail("renderer, language \"\(language)\": \(problems.joined(separator: "; "))")
    }
  }
}
