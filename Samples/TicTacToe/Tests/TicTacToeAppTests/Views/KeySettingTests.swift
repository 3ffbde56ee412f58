import TerminalTesting
import Testing
import WorkflowUI
@testable import TicTacToeApp

/// `TICTACTOE_KEYS` gives the board's commands other keys by name, through the
/// framework's `KeyBindings(keysByName:bindings:usedTogether:whileTyping:)`; the footer
/// and the board follow them.
@MainActor
@Suite struct KeySettingTests {
    @Test func vimKeysMoveTheCursorAndXMarksAndTheFooterSaysSo() throws {
        let bindings = try TicTacToeKeys.bindings(setting: "mark=x cursor_left=h cursor_down=j cursor_up=k cursor_right=l")
        let pilot = GamePilot(keyBindings: bindings)
        pilot.start()
        expectScreen(pilot.terminal, pilot.lines[23].hasPrefix("1-9 mark  hkjl move  x mark"))
        pilot.terminal.type("kh")
        pilot.terminal.type("x")
        #expect(pilot.boardRows.first == "X │ 2 │ 3", "k then h moved from the centre to the top left")
        pilot.terminal.type("l")
        pilot.terminal.press(.enter)
        #expect(pilot.boardRows.first == "X │ 2 │ 3", "Enter no longer marks")
        #expect(pilot.terminal.contains("Grace's turn (O)"))
    }

    @Test func aNameOrAKeyThatIsNoneAndAnEntryWithoutEqualsAreRefused() {
        #expect(throws: KeyBindingsError.unknownCommand("jump", known: TicTacToeKeys.board.map { $0.name })) {
            try TicTacToeKeys.bindings(setting: "jump=j")
        }
        #expect(throws: KeyBindingsError.notAKey("Ctrl-", command: "mark")) {
            try TicTacToeKeys.bindings(setting: "mark=Ctrl-")
        }
        #expect(throws: KeySettingError(entry: "mark")) { try TicTacToeKeys.bindings(setting: "mark") }
    }

    @Test func twoCommandsOnOneKeyAreRefused() {
        #expect(throws: KeyBindingsError.sharedKey("x", commands: ["mark", "cursor_left"])) {
            try TicTacToeKeys.bindings(setting: "mark=x cursor_left=x")
        }
    }

    @Test func anEmptySettingKeepsEveryDefault() throws {
        #expect(try TicTacToeKeys.bindings(setting: "") == KeyBindings())
    }
}
