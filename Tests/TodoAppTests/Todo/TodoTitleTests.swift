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
        let typed = "x (A) 2025-01-31 日本語 😀 \u{1B}[31m\ttab"
        #expect(try TodoTitle(typed).text == typed)
    }
}
