import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

@MainActor
@Suite struct WelcomeViewTests {
    @Test func at80x24TheFormIsCentredWithTheKeysInTheFooter() {
        let pilot = AppPilot()
        let lines = pilot.lines
        #expect(lines.count == 24)
        expectScreen(pilot.terminal, lines[5] == String(repeating: " ", count: 36) + "todo-tui")
        #expect(lines[7] == String(repeating: " ", count: 15) + "What's your name?")
        #expect(lines[8] == String(repeating: " ", count: 15) + "your name")
        #expect(lines[23] == "Enter log in  Esc quit  ^C quit")
        #expect(pilot.terminal.cursor == Point(column: 15, row: 8), "the cursor waits in the name field")
    }

    @Test func onAServerThePromptAsksForAListAndTheListIsTitledWithItsName() async {
        let pilot = AppPilot(store: InMemoryTodoStore(["Groceries · ada": SampleTodos.make(["Milk"])], namesLists: true))
        expectScreen(pilot.terminal, line: 7, is: String(repeating: " ", count: 15) + "Which list?")
        #expect(pilot.lines[8] == String(repeating: " ", count: 15) + "a list's name")
        await pilot.logIn("Groceries · ada")
        expectScreen(pilot.terminal, pilot.lines[0].contains(" Groceries · ada ") && !pilot.lines[0].contains("Welcome"))
    }

    @Test func at40x12TheFormStillFits() {
        let pilot = AppPilot(width: 40, height: 12)
        expectScreen(pilot.terminal, line: 1, is: String(repeating: " ", count: 16) + "todo-tui")
        #expect(pilot.lines[3] == " What's your name?")
        #expect(pilot.lines[4] == " your name")
        #expect(pilot.lines[11] == "Enter log in  Esc quit  ^C quit")
    }

    @Test func at20x6TheFooterKeepsTheKeyThatLogsInBeforeQuit() {
        let pilot = AppPilot(width: 20, height: 6)
        expectScreen(pilot.terminal, line: 5, is: "Enter log in")
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
        expectScreen(pilot.terminal, contains: "Type a name to log in")
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
        expectScreen(pilot.terminal, line: 23, is: "Enter log in  Esc clear  ^C quit")
        pilot.terminal.press(.escape)
        #expect(!pilot.didQuit)
        expectScreen(pilot.terminal, line: 8, is: String(repeating: " ", count: 15) + "your name")
        #expect(pilot.lines[23] == "Enter log in  Esc quit  ^C quit")
        pilot.terminal.press(.escape)
        #expect(pilot.didQuit)
    }

    // MARK: The names that have lists

    private func pilotWithLists(_ names: [String], width: Int = 80, height: Int = 24) async -> AppPilot {
        let store = InMemoryTodoStore(Dictionary(uniqueKeysWithValues: names.map { ($0, SampleTodos.make(["x"])) }))
        let pilot = AppPilot(store: store, width: width, height: height)
        // The names are read by a worker: the first, or its start, shows once they are.
        await pilot.waitFor(String(names.min { $0.lowercased() < $1.lowercased() }!.prefix(8)))
        return pilot
    }

    @Test func at80x24TheNamesThatStartAsTheOneTypedAreBelowItAndTabCompletesTheFirst() async {
        let pilot = await pilotWithLists(["Ada", "Adèle", "Grace"])
        expectScreen(pilot.terminal, line: 9, is: String(repeating: " ", count: 15) + "Ada  Adèle  Grace")
        pilot.terminal.type("ad")
        expectScreen(pilot.terminal, line: 9, is: String(repeating: " ", count: 15) + "Ada  Adèle")
        #expect(pilot.lines[23] == "Enter log in  Tab complete  Esc clear  ^C quit")
        pilot.terminal.press(.tab)
        expectScreen(pilot.terminal, line: 8, is: String(repeating: " ", count: 15) + "Ada")
        #expect(pilot.terminal.cursor == Point(column: 18, row: 8))
        #expect(pilot.lines[23] == "Enter log in  Esc clear  ^C quit", "nothing left to complete")
        pilot.terminal.press(.enter)
        await pilot.waitFor("Welcome, Ada")
    }

    @Test func at40x12TheNamesAndTheCompletingKeyStillShow() async {
        let pilot = await pilotWithLists(["Grace Hopper", "Grace Kelly", "Gregory", "Greta", "Grete"], width: 40, height: 12)
        pilot.terminal.type("gr")
        expectScreen(pilot.terminal, line: 4, is: " gr")
        expectScreen(pilot.terminal, line: 5, is: " Grace Hopper  Grace Kelly  Gregory  +2")
        expectScreen(pilot.terminal, pilot.lines[11].contains("Tab complete"))
        pilot.terminal.press(.tab)
        #expect(pilot.lines[4] == " Grace Hopper")
    }

    @Test func aNameTooWideForTheRowIsCut() async {
        let pilot = await pilotWithLists(["Alexandrina Victoria of Kent", "Alexandra"], width: 20, height: 12)
        expectScreen(pilot.terminal, line: 5, is: " Alexandra  +1")
        pilot.terminal.type("alexandri")
        expectScreen(pilot.terminal, line: 5, is: " Alexandrina Victo…")
    }

    @Test func rightAtTheEndOfTheNameCompletesAndElsewhereMovesTheCursor() async {
        let pilot = await pilotWithLists(["Grace"])
        pilot.terminal.type("gr")
        pilot.terminal.press(.left)
        pilot.terminal.press(.right)
        #expect(pilot.lines[8] == String(repeating: " ", count: 15) + "gr", "→ inside the name moves the cursor")
        pilot.terminal.press(.right)
        expectScreen(pilot.terminal, line: 8, is: String(repeating: " ", count: 15) + "Grace")
    }

    @Test func controlCQuits() {
        let pilot = AppPilot()
        pilot.terminal.press(.control("c"))
        #expect(pilot.didQuit)
    }
}
