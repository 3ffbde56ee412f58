import TerminalTesting
import Testing
import WorkflowUI
@testable import TicTacToeApp

/// `TICTACTOE_THEME` names one of the framework's themes and `TICTACTOE_STYLES` changes
/// its styles by name, through `StyleChange` and `NamedStyles.applying`; the board, the
/// header and the footer draw with the result.
@MainActor
@Suite struct StyleSettingTests {
    @Test func theBoardHeaderAndFooterDrawWithTheNamedThemeAndTheChangedStyles() throws {
        let settings = try TicTacToeSettings(environment: [
            "TICTACTOE_THEME": "light", "TICTACTOE_STYLES": "selection=fg:yellow,bold key=bg:#303030",
        ])
        let pilot = GamePilot(theme: settings.theme)
        pilot.start()
        // At 80x24 the grid's top left is column 34, row 7; the cursor starts on 5.
        let terminal = pilot.terminal
        expectScreen(terminal, terminal.style(atColumn: 39, row: 9) == Style(foreground: .yellow, background: .indexed(253), attributes: .bold))
        #expect(terminal.style(atColumn: 35, row: 7) == Theme.light.muted, "a free square, in the light theme's muted")
        #expect(terminal.style(atColumn: 50, row: 0).background == Theme.light.bar.background, "the header bar")
        #expect(terminal.lines[23].hasPrefix("1-9 mark"))
        #expect(terminal.style(atColumn: 0, row: 23) == Style(foreground: .blue, background: .rgb(red: 0x30, green: 0x30, blue: 0x30), attributes: .bold))
    }

    @Test func withoutSettingsTheGameDrawsWithTheStandardTheme() throws {
        let settings = try TicTacToeSettings(environment: [:])
        #expect(settings.theme == .standard)
        #expect(settings.keyBindings == KeyBindings())
    }

    @Test func aWinningRowIsDrawnInTheKeyStyleAsChanged() throws {
        let theme = try TicTacToeStyles.theme(.standard, changedBy: "key=fg:#ff8700,underline")
        let pilot = GamePilot(theme: theme)
        pilot.start()
        pilot.mark(1, 4, 2, 5, 3)
        expectScreen(pilot.terminal, contains: "Ada wins!")
        // The top row, 1 and 2 (3 is under the cursor), above the alert.
        let winning = Style(foreground: .rgb(red: 0xFF, green: 0x87, blue: 0), attributes: [.bold, .underline])
        #expect(pilot.terminal.style(atColumn: 35, row: 7) == winning)
        #expect(pilot.terminal.style(atColumn: 39, row: 7) == winning)
    }

    // MARK: Refused before the game starts

    @Test func aColourThatIsNoneIsRefusedNamingTheVariableTheEntryAndWhatIsAccepted() {
        let error = #expect(throws: SettingError.self) {
            try TicTacToeSettings(environment: ["TICTACTOE_STYLES": "key=bold selection=fg:yelow"])
        }
        #expect(error?.variable == "TICTACTOE_STYLES")
        #expect(error?.description.hasPrefix("TICTACTOE_STYLES: in \"selection=fg:yelow\": \"yelow\" (for fg) is not a colour; a colour is a name (default, black,") == true, "\(String(describing: error))")
        #expect(error?.description.hasSuffix("a number from 0 to 255, or \"#rrggbb\".") == true)
    }

    @Test func aStyleThatIsNoneIsRefusedWithTheStylesThereAre() {
        #expect(throws: SettingError(
            variable: "TICTACTOE_STYLES", problem: "\"board\" is not a style; the styles are bar, key, selection, muted, error, prompt."
        )) {
            try TicTacToeSettings(environment: ["TICTACTOE_STYLES": "board=fg:red"])
        }
    }

    @Test func aThemeThatIsNoneIsRefusedWithTheThemesThereAre() {
        #expect(throws: SettingError(
            variable: "TICTACTOE_THEME", problem: "\"dark\" is not a theme; the themes are standard, light, high-contrast, monochrome."
        )) {
            try TicTacToeSettings(environment: ["TICTACTOE_THEME": "dark", "TICTACTOE_STYLES": "key=bold"])
        }
    }

    @Test func anEntryWithoutEqualsOrAPartThatIsNoneIsRefused() {
        #expect(throws: StyleSettingError.notAnEntry("selection")) { try TicTacToeStyles.theme(.standard, changedBy: "selection") }
        #expect(throws: StyleSettingError.refused(.unknownPart("blink"), entry: "key=blink")) {
            try TicTacToeStyles.theme(.standard, changedBy: "key=blink")
        }
    }

    @Test func keysAreReadAndRefusedThroughTheSameSettings() throws {
        let settings = try TicTacToeSettings(environment: ["TICTACTOE_KEYS": "mark=x"])
        #expect(settings.keyBindings[TicTacToeKeys.Mark.self] == [.character("x")])
        #expect(throws: SettingError.self) { try TicTacToeSettings(environment: ["TICTACTOE_KEYS": "jump=j"]) }
    }
}
