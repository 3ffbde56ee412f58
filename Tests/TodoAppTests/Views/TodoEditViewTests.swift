import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

@MainActor
@Suite struct TodoEditViewTests {
    private func editing(width: Int = 80, height: Int = 24, note: String = "") async -> AppPilot {
        var todos = SampleTodos.make(["Buy milk"])
        todos[0].note = note
        let store = InMemoryTodoStore(["Ada": todos])
        let pilot = AppPilot(store: store, width: width, height: height)
        await pilot.logIn("Ada")
        await pilot.open()
        return pilot
    }

    @Test func at80x24TheEditorShowsTitleAndNoteUnderItsHeader() async {
        let pilot = await editing()
        let lines = pilot.lines
        expectScreen(pilot.terminal, lines[0] == " Esc Back                             Edit                              ^S Save")
        #expect(lines[1] == " Title")
        #expect(lines[2] == " Buy milk")
        #expect(lines[4] == " Note")
        #expect(lines[5] == " Notes (optional)")
        #expect(lines[23] == "Tab/Enter to note  ^G help  ^P priority  ^D due  ^E editor  Esc back  ^C quit")
        #expect(pilot.terminal.cursor == Point(column: 9, row: 2), "the title has focus, cursor at its end")
    }

    @Test func at40x12TheEditorStillFits() async {
        let pilot = await editing(width: 40, height: 12)
        expectScreen(pilot.terminal, line: 0, is: " Esc Back         Edit          ^S Save")
        #expect(pilot.lines[2] == " Buy milk")
        #expect(pilot.lines[11] == "Tab/Enter to note  ^G help  ^C quit")
    }

    @Test func tabMovesToTheNoteWhereEnterStartsANewLine() async {
        let pilot = await editing()
        pilot.terminal.press(.tab)
        pilot.terminal.type("two litres")
        pilot.terminal.press(.enter)
        pilot.terminal.type("oat")
        expectScreen(pilot.terminal, line: 5, is: " two litres")
        #expect(pilot.lines[6] == " oat")
        pilot.terminal.press(.backTab)
        #expect(pilot.terminal.cursor?.row == 2, "Shift-Tab goes back to the title")
    }

    @Test func controlSSavesAndTheListShowsTheChange() async {
        let pilot = await editing()
        pilot.terminal.type(" and eggs")
        pilot.terminal.press(.control("s"))
        expectScreen(pilot.terminal, line: 1, is: " › [ ] Buy milk and eggs")
    }

    @Test func anEmptyTitleIsRefusedWithAMessage() async {
        let pilot = await editing()
        pilot.terminal.press(.control("u"))
        pilot.terminal.press(.control("s"))
        expectScreen(pilot.terminal, line: 22, is: " A todo needs a title.")
        #expect(pilot.lines[0].contains("Edit"), "still editing")
    }

    @Test func escWithChangesAsksInAnAlertBeforeDiscarding() async {
        let pilot = await editing()
        pilot.terminal.type("!")
        pilot.terminal.press(.escape)
        expectScreen(pilot.terminal, contains: "│ Discard changes?")
        #expect(pilot.lines[23] == "y Discard  n Keep editing")
        #expect(pilot.lines[0].trimmingCharacters(in: .whitespaces) == "Edit", "the header offers no keys while asking")
        pilot.terminal.press(.character("n"))
        #expect(pilot.lines[2] == " Buy milk!", "n keeps the edit")
        pilot.terminal.press(.escape)
        pilot.terminal.press(.character("y"))
        expectScreen(pilot.terminal, line: 1, is: " › [ ] Buy milk")
    }

    @Test func ctrlSWhileTheDiscardQuestionIsUpDoesNothing() async {
        let pilot = await editing()
        pilot.terminal.type("!")
        pilot.terminal.press(.escape)
        pilot.terminal.press(.control("s"))
        expectScreen(pilot.terminal, contains: "Discard changes?", "the question stays up")
        await pilot.finishWrites()
        #expect(try! await pilot.store.todos(for: "Ada").map(\.title) == ["Buy milk"], "nothing was saved")
        pilot.terminal.press(.escape)
        #expect(pilot.lines[2] == " Buy milk!", "Esc went back to editing")
    }

    @Test func ctrlCWithUnsavedChangesAsksAndYQuits() async {
        let pilot = await editing()
        pilot.terminal.type("!")
        pilot.terminal.press(.control("c"))
        #expect(!pilot.didQuit)
        expectScreen(pilot.terminal, contains: "Quit without saving?")
        pilot.terminal.press(.character("n"))
        #expect(pilot.lines[2] == " Buy milk!")
        pilot.terminal.press(.control("c"))
        pilot.terminal.press(.character("y"))
        #expect(pilot.didQuit)
    }

    @Test func aSecondCtrlCQuitsWithoutSaving() async {
        let pilot = await editing()
        pilot.terminal.type("!")
        pilot.terminal.press(.control("c"))
        pilot.terminal.press(.control("c"))
        #expect(pilot.didQuit)
    }

    @Test func ctrlCWithoutChangesQuitsAtOnce() async {
        let pilot = await editing()
        pilot.terminal.press(.control("c"))
        #expect(pilot.didQuit)
    }

    @Test func theEditorsHelpListsItsKeysAndTheFieldsEditingKeys() async {
        let pilot = await editing(height: 50)
        pilot.terminal.press(.control("g"))
        let help = pilot.terminal.text
        for entry in ["Tab S-Tab Enter ↓", "go to the note", "^G F1", "Esc", "back to the list", "^S", "save and go back",
                      "Home End ^A", "^K", "^U", "^W", "^← ^→ M-b M-f", "move by a word", "^E", "edit the note in $VISUAL or $EDITOR"] {
            expectScreen(pilot.terminal, help.contains(entry), "\(entry) is missing from the help")
        }
        pilot.terminal.press(.escape)
        pilot.terminal.press(.tab, .control("g"))
        expectScreen(pilot.terminal, contains: "move a page up or down", "in the note, the note's keys")
        #expect(pilot.terminal.contains("on the first line, back to the title"))
    }

    @Test func escWithoutChangesGoesStraightBack() async {
        let pilot = await editing()
        pilot.terminal.press(.escape)
        expectScreen(pilot.terminal, pilot.lines[0].contains("Welcome, Ada"))
    }

    @Test func aPasteAsLongAsATitleMayBeIsOneEditAndStaysOnOneLine() async {
        let pilot = await editing()
        let paste = String(repeating: "0123456789", count: 100)
        pilot.terminal.press(.control("u"))
        pilot.terminal.paste(paste)
        expectScreen(pilot.terminal, line: 2, is: " …" + String(paste.suffix(76)), "the field scrolls to the cursor")
        pilot.terminal.press(.control("s"))
        #expect(pilot.lines[1].hasPrefix(" › [ ] 0123456789"))
        #expect(pilot.lines[1].hasSuffix("…"))
    }

    // MARK: Moving around

    @Test func downInTheTitleMovesToTheNoteAndUpOnTheNotesFirstLineBackToTheTitle() async {
        let pilot = await editing(note: "first\nsecond")
        pilot.terminal.press(.down)
        expectScreen(pilot.terminal, pilot.terminal.cursor == Point(column: 1, row: 5))
        pilot.terminal.press(.down)
        #expect(pilot.terminal.cursor?.row == 6, "↓ inside the note moves a line")
        pilot.terminal.press(.up)
        pilot.terminal.press(.up)
        #expect(pilot.terminal.cursor?.row == 2, "↑ on the note's first line goes to the title")
    }

    @Test func ctrlLeftInTheTitleMovesByAWord() async {
        let pilot = await editing()
        pilot.terminal.press(.modified(.left, .control))
        expectScreen(pilot.terminal, pilot.terminal.cursor == Point(column: 5, row: 2))
    }

    @Test func aLongNoteOpensAtItsStartWithAMarkerForTheLinesBelow() async {
        let note = (1...40).map { "line \($0)" }.joined(separator: "\n")
        let pilot = await editing(note: note)
        expectScreen(pilot.terminal, line: 5, is: " line 1")
        #expect(pilot.lines[20] == " line 16")
        #expect(pilot.lines[21].hasSuffix("↓ 24 more lines"))
        #expect(!pilot.lines[4].contains("↑"))

        pilot.terminal.press(.tab)
        pilot.terminal.press(.modified(.end, .control))
        expectScreen(pilot.terminal, line: 20, is: " line 40")
        #expect(pilot.lines[4].hasSuffix("↑ 24 more lines"))
        #expect(!pilot.lines[21].contains("↓"))
    }
}
