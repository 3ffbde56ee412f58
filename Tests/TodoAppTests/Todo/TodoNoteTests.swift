import Testing
@testable import TodoApp

/// One rule for notes, beside the one for titles: lines and tabs stay, other controls go.
@Suite struct TodoNoteTests {
    @Test func linesAndTabsStayAndEveryLineBreakBecomesANewline() throws {
        #expect(try TodoNote("one\r\ntwo\rthree\u{B}four\u{C}five\u{85}six\n\tseven").text
            == "one\ntwo\nthree\nfour\nfive\nsix\n\tseven")
    }

    @Test func otherControlsAndTheirSequencesGo() throws {
        #expect(try TodoNote("\u{1B}[32mok\u{1B}[0m \u{7}bell \u{0}nul \u{7F}del").text == "ok bell nul del")
    }

    @Test func whitespaceAroundTheNoteAndOtherSeparatorsStay() throws {
        let note = "  indented\u{2028}separated\u{3000} "
        #expect(try TodoNote(note).text == note)
    }

    @Test func aNoteHoldsAtMostAHundredThousandCharacters() throws {
        #expect(try TodoNote(String(repeating: "👨‍👩‍👧", count: 100_000)).text.count == 100_000, "characters, not bytes")
        #expect(throws: TodoNote.Problem.tooLong) { try TodoNote(String(repeating: "n", count: 100_001)) }
        #expect(TodoNote.Problem.tooLong.description == "a note longer than 100,000 characters, the most a note holds")
    }
}
