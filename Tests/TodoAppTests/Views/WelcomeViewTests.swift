import Testing
import WorkflowUI
@testable import TodoApp

@MainActor
@Suite struct WelcomeViewTests {
    @Test func at80x24TheFormIsCentredWithTheKeysInTheFooter() {
        let pilot = AppPilot()
        let lines = pilot.lines
        #expect(lines.count == 24)
        #expect(lines[5] == String(repeating: " ", count: 36) + "todo-tui", "\(pilot.terminal)")
        #expect(lines[7] == String(repeating: " ", count: 15) + "What's your name?")
        #expect(lines[8] == String(repeating: " ", count: 15) + "your name")
        #expect(lines[23] == "Enter log in  Esc quit  ^C quit")
        #expect(pilot.terminal.cursor == Point(column: 15, row: 8), "the cursor waits in the name field")
    }

    @Test func at40x12TheFormStillFits() {
        let pilot = AppPilot(width: 40, height: 12)
        #expect(pilot.lines[1] == String(repeating: " ", count: 16) + "todo-tui", "\(pilot.terminal)")
        #expect(pilot.lines[3] == " What's your name?")
        #expect(pilot.lines[4] == " your name")
        #expect(pilot.lines[11] == "Enter log in  Esc quit  ^C quit")
    }

    @Test func at20x6TheFooterKeepsTheKeyThatLogsInBeforeQuit() {
        let pilot = AppPilot(width: 20, height: 6)
        #expect(pilot.lines[5] == "Enter log in", "\(pilot.terminal)")
    }

    @Test func typingShowsTheNameInTheField() {
        let pilot = AppPilot()
        pilot.terminal.type("Ada 日本")
        #expect(pilot.lines[8] == String(repeating: " ", count: 15) + "Ada 日本")
        #expect(pilot.terminal.cursor == Point(column: 15 + 8, row: 8), "wide glyphs move the cursor two columns")
    }

    @Test func enterWithNoNameSaysWhyAndStaysHere() {
        let pilot = AppPilot()
        pilot.terminal.type("   ")
        pilot.terminal.press(.enter)
        #expect(pilot.terminal.contains("Type a name to log in"), "\(pilot.terminal)")
        #expect(pilot.terminal.contains("What's your name?"))
    }

    @Test func escQuits() {
        let pilot = AppPilot()
        pilot.terminal.press(.escape)
        #expect(pilot.didQuit)
    }

    @Test func escWithANameTypedClearsItAndTheNextEscQuits() {
        let pilot = AppPilot()
        pilot.terminal.type("Ad")
        #expect(pilot.lines[23] == "Enter log in  Esc clear  ^C quit", "\(pilot.terminal)")
        pilot.terminal.press(.escape)
        #expect(!pilot.didQuit)
        #expect(pilot.lines[8] == String(repeating: " ", count: 15) + "your name", "\(pilot.terminal)")
        #expect(pilot.lines[23] == "Enter log in  Esc quit  ^C quit")
        pilot.terminal.press(.escape)
        #expect(pilot.didQuit)
    }

    @Test func controlCQuits() {
        let pilot = AppPilot()
        pilot.terminal.press(.control("c"))
        #expect(pilot.didQuit)
    }
}
