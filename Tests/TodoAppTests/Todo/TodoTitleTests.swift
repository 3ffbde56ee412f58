import Foundation
import Testing
import WorkflowTesting
@testable import TodoApp

/// One rule for titles, whether typed in the editor, given to `add` or imported.
@Suite struct TodoTitleTests {
    @Test func aTitleIsTrimmed() throws {
        #expect(try TodoTitle("  Buy milk \t").text == "Buy milk")
    }

    @Test(arguments: ["a\nb", "a\r\nb", "a\rb", "a\u{2028}b", "a\u{85}b"])
    func everyKindOfLineBreakBecomesASpace(typed: String) throws {
        #expect(try TodoTitle(typed).text == "a b")
    }

    @Test func lineBreaksAroundTheTitleGoWithTheWhitespace() throws {
        #expect(try TodoTitle("\n Buy\n\nmilk \n").text == "Buy  milk")
    }

    @Test(arguments: ["", "   ", "\n", " \r\n\t "])
    func aBlankTitleIsRefused(typed: String) {
        #expect(throws: TodoTitle.Problem.blank) { try TodoTitle(typed) }
    }

    @Test func everythingElseIsKeptAsTyped() throws {
        let typed = "x (A) 2025-01-31 日本語 😀 [31m due:2026-01-01 \u{200B}\u{202E}"
        #expect(try TodoTitle(typed).text == typed)
    }

    @Test func aTabBecomesASpaceAndOtherControlsAndTheirSequencesAreLeftOut() throws {
        #expect(try TodoTitle("\u{1B}[31mRed\u{1B}[0m\talert\u{7}\u{0}\u{7F}\u{9B}1m!").text == "Red alert!")
    }

    @Test func aTitleOfNothingButControlsIsBlank() {
        #expect(throws: (any Error).self) { try TodoTitle("\u{1B}[31m\u{7}") }
    }

    @Test func aTitleHoldsAtMostAThousandCharacters() throws {
        #expect(try TodoTitle(String(repeating: "a", count: 1_000)).text.count == 1_000)
        #expect(try TodoTitle(String(repeating: "語", count: 1_000)).text.count == 1_000, "characters, not bytes")
        #expect(try TodoTitle("  " + String(repeating: "a", count: 1_000) + "  ").text.count == 1_000, "counted once trimmed")
        #expect(throws: (any Error).self) { try TodoTitle(String(repeating: "a", count: 1_001)) }
    }

    @Test func aTooLongTitleIsExplainedWithTheLimit() {
        #expect(throws: TodoTitle.Problem.tooLong) { try TodoTitle(String(repeating: "a", count: 50_000_000)) }
        #expect(TodoTitle.Problem.tooLong.description == "a title longer than 1,000 characters, the most a title holds")
    }
}
