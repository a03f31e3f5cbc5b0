import MediaAccess
import MediaAccessTesting
import Testing

/// ``OneMistakeTests`` under Swift Testing: each suite records, at its call, an issue naming
/// the one item a ``MistakeScreen`` gets wrong.
@Suite("Suites under Swift Testing fail a screen with one mistake")
@MainActor
struct OneMistakeSwiftTestingTests {
  nonisolated static let cases: [(SuiteUnderTest, Mistake)] = SuiteUnderTest.allCases.flatMap {
    suite in
    Mistake.allCases.filter { $0.applies(to: suite) }.map { (suite, $0) }
  }

  @Test("The suite passes the screen without a mistake", arguments: SuiteUnderTest.allCases)
  func conformingScreenPasses(suite: SuiteUnderTest) async {
    await suite.run(nil)
  }

  @Test("The suite names the mistake, at its call", arguments: cases)
  func mistakeIsNamed(suite: SuiteUnderTest, mistake: Mistake) async {
    let seen = SeenIssues()
    let line = #line + 2
    await withKnownIssue {
      await suite.run(mistake)
    } matching: { issue in
      seen.append(issue)
      return true
    }
    #expect(seen.lines.allSatisfy { $0 == line })
    #expect(
      seen.messages.contains { message in mistake.named.allSatisfy(message.contains) },
      "\(seen.messages)")
  }
}
