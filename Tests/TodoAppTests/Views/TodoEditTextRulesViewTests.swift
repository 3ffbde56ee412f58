import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// What the editor lets into a title and a note: no control characters, and no more
/// than the limits, which it says when typing or a paste reaches them.
@MainActor
@Suite struct TodoEditTextRulesViewTests {
    private func editing(title: String = "Buy milk", note: String = "") async -> AppPilot {
        var todos = SampleTodos.make([title])
        todos[0].note = note
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": todos]), width: 80, height: 24)
        await pilot.logIn("Ada")
        await pilot.open()
        return pilot
    }

    @Test func aColouredLinePastedIntoTheTitleLeavesItsTextAndATabBecomesASpace() async {
        let pilot = await editing(title: "")
        pilot.terminal.paste("\u{1B}[1;31mRed\u{1B}[0m\talert\u{7} \u{1B}]0;title\u{7}done")
        expectScreen(pilot.terminal, line: 2, is: " Red alert done")
        pilot.terminal.press(.control("s"))
        expectScreen(pilot.terminal, line: 1, is: " › [ ] Red alert done")
    }

    @Test func aNoteKeepsThePastedLinesAndTabsButNoEscapeSequence() async {
        let pilot = await editing()
        pilot.terminal.press(.tab)
        pilot.terminal.paste("\u{1B}[32mok\u{1B}[0m\r\n\tindented\u{0}")
        expectScreen(pilot.terminal, line: 5, is: " ok")
        expectScreen(pilot.terminal, line: 6, is: " ␉indented", "the tab stays, drawn as its picture")
        expectScreen(pilot.terminal, !pilot.terminal.contains("␛") && !pilot.terminal.contains("␀"))
    }

    @Test func aPasteThatWouldTakeTheTitlePastItsLimitIsNotAddedAndTheEditorSaysSo() async {
        let pilot = await editing()
        pilot.terminal.paste(String(repeating: "x", count: 1_000))
        expectScreen(pilot.terminal, line: 2, is: " Buy milk", "nothing of the paste was added")
        expectScreen(pilot.terminal, line: 22, is: " A title holds at most 1,000 characters: that was not added.")
        pilot.terminal.press(.backspace)
        expectScreen(pilot.terminal, pilot.lines[22].trimmingCharacters(in: .whitespaces).isEmpty, "the message goes with the next change")
    }

    @Test func typingPastTheTitleLimitIsRefusedAKeyAtATime() async {
        let full = String(repeating: "y", count: 1_000)
        let pilot = await editing(title: full)
        pilot.terminal.type("z")
        expectScreen(pilot.terminal, line: 22, is: " A title holds at most 1,000 characters: that was not added.")
        pilot.terminal.press(.control("s"))
        expectScreen(pilot.terminal, pilot.lines[1].hasPrefix(" › [ ] yyyy"), "the title saved as it was")
    }

    @Test func aNoteStopsAtItsLimitToo() async {
        let pilot = await editing(note: String(repeating: "n", count: 99_999))
        pilot.terminal.press(.tab)
        pilot.terminal.press(.modified(.end, .control))
        pilot.terminal.type("1")
        expectScreen(pilot.terminal, pilot.lines[22].trimmingCharacters(in: .whitespaces).isEmpty, "the last character fits")
        pilot.terminal.type("2")
        expectScreen(pilot.terminal, line: 22, is: " A note holds at most 100,000 characters: that was not added.")
    }

    @Test func aTitleAlreadyOverTheLimitCanBeShortenedButNotSavedAsItIs() async {
        let pilot = await editing(title: String(repeating: "w", count: 1_005))
        pilot.terminal.press(.control("s"))
        expectScreen(pilot.terminal, line: 22, is: " A title holds at most 1,000 characters: shorten it to save.")
        for _ in 0..<5 { pilot.terminal.press(.backspace) }
        pilot.terminal.press(.control("s"))
        expectScreen(pilot.terminal, pilot.lines[1].hasPrefix(" › [ ] wwww"), "saved once short enough")
    }
}
