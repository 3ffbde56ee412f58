import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

@MainActor
@Suite struct TodoListViewTests {
    private func pilot(width: Int = 80, height: Int = 24, todos titles: [String]) async -> AppPilot {
        let store = InMemoryTodoStore(["Ada": SampleTodos.make(titles)])
        let pilot = AppPilot(store: store, width: width, height: height)
        await pilot.logIn("Ada")
        return pilot
    }

    @Test func at80x24TheHeaderTheRowsAndTheFooterAreAllThere() async {
        let pilot = await pilot(todos: ["Buy milk", "Call Grace"])
        let lines = pilot.lines
        expectScreen(pilot.terminal, lines[0] == " Esc Log out                      Welcome, Ada                            n New")
        #expect(lines[1] == " › [ ] Buy milk")
        #expect(lines[2] == "   [ ] Call Grace")
        #expect(lines[22] == String(repeating: " ", count: 76) + "1/2")
        #expect(lines[23] == "↑↓ move  Enter edit  Space done      d delete  / find  ? help  ^C quit")
    }

    @Test func at60ColumnsTheFooterGivesUpTheKeysTheHeaderShowsFirst() async {
        let pilot = await pilot(width: 60, height: 20, todos: ["Buy milk"])
        expectScreen(pilot.terminal, line: 19, is: "↑↓ move  Enter edit  Space done      ? help  ^C quit")
        #expect(pilot.lines[0].hasPrefix(" Esc Log out"), "the header still shows Esc")
    }

    @Test func at40x12TheHeaderAndFooterShrinkGracefully() async {
        let pilot = await pilot(width: 40, height: 12, todos: ["Buy milk", "Call Grace"])
        let lines = pilot.lines
        expectScreen(pilot.terminal, lines[0] == " Esc Log out  Welcome, Ada        n New")
        #expect(lines[1] == " › [ ] Buy milk")
        #expect(lines[11] == "↑↓ move  Enter edit  ? help  ^C quit", "help and quit stay longest")
    }

    @Test func anEmptyListSaysHowToAddTheFirstTodo() async {
        let pilot = await pilot(todos: [])
        expectScreen(pilot.terminal, line: 1, is: " No todos yet. Press n to add your first one.")
        #expect(pilot.lines[23] == "/ find  f show  s sort  u undo  ^R redo  ? help  Esc log out  n new  ^C quit", "only keys that do something are offered")
    }

    @Test func anEmptyListNamesTheKeysTheUserGaveItsCommands() async {
        let pilot = await pilot(todos: [])
        var environment = pilot.app.environment
        environment.keyBindings[TodoKeys.New.self] = [.character("a")]
        pilot.app.update(environment: environment)
        pilot.terminal.press()
        expectScreen(pilot.terminal, line: 1, is: " No todos yet. Press a to add your first one.")

        environment.keyBindings[TodoKeys.New.self] = []
        pilot.app.update(environment: environment)
        pilot.terminal.press()
        expectScreen(pilot.terminal, line: 1, is: " No todos yet.")
    }

    @Test func aMovesLetterGivenToAnotherCommandRunsItAndTheArrowStillMoves() async {
        let pilot = await pilot(todos: ["Buy milk", "Call Grace"])
        var environment = pilot.app.environment
        environment.keyBindings[TodoKeys.Toggle.self] = [.character("j")]
        pilot.app.update(environment: environment)

        pilot.terminal.press(.character("j"))
        await pilot.waitUntil { $0.contains(" › [x] Buy milk") }
        pilot.terminal.press(.down)
        expectScreen(pilot.terminal, pilot.lines[2] == " › [ ] Call Grace")
        expectScreen(pilot.terminal, pilot.lines[23].hasPrefix("↑↓ move  Enter edit  j done"))
    }

    @Test func theLineUnderTheListNamesTheUsersUndoAndRedoKeys() async {
        let pilot = await pilot(todos: ["Buy milk"])
        var environment = pilot.app.environment
        environment.keyBindings[TodoKeys.Undo.self] = [.character("z")]
        environment.keyBindings[TodoKeys.Redo.self] = [.character("Z")]
        pilot.app.update(environment: environment)

        pilot.terminal.press(.character("p"))
        await pilot.waitUntil { $0.contains("'Buy milk': high priority · z undo") }
        pilot.terminal.press(.character("z"))
        await pilot.waitUntil { $0.contains("Undid: 'Buy milk': high priority · Z redo") }
    }

    @Test func onANarrowTerminalTheEmptyListsSentenceWrapsInsteadOfBeingCut() async {
        let pilot = await pilot(width: 36, height: 12, todos: [])
        expectScreen(pilot.terminal, Array(pilot.lines[1...3]) == [" No todos yet. Press n to add your", " first one.", ""])
    }

    @Test func theSelectedRowIsMarkedInTheGutterAndDoneTodosAreDimmed() async {
        let pilot = await pilot(todos: ["Buy milk", "Call Grace"])
        pilot.terminal.press(.character(" "))
        #expect(pilot.lines[1] == " › [x] Buy milk")
        #expect(pilot.terminal.style(atColumn: 1, row: 1).attributes.contains(.reverse), "a bar in the gutter marks the selection")
        pilot.terminal.press(.character("j"))
        #expect(pilot.lines[2] == " › [ ] Call Grace")
        #expect(pilot.terminal.style(atColumn: 3, row: 1).attributes.contains(.dim), "done todos are dimmed")
        #expect(pilot.terminal.style(atColumn: 7, row: 1).attributes.contains(.dim))
        #expect(!pilot.terminal.style(atColumn: 1, row: 1).attributes.contains(.reverse))
    }

    @Test func theSelectedTitleIsHighlightedUpToItsEndAndTheMarkerStaysWithoutColour() async {
        let pilot = await pilot(todos: ["Buy milk", "Call Grace"])
        let row1 = (0..<20).map { pilot.terminal.style(atColumn: $0, row: 1).attributes.contains(.reverse) }
        expectScreen(pilot.terminal, row1 == Array(repeating: true, count: 15) + Array(repeating: false, count: 5))
        #expect(!pilot.terminal.style(atColumn: 8, row: 2).attributes.contains(.reverse))
        var monochrome = pilot.app.environment
        monochrome.theme = .monochrome
        pilot.app.update(environment: monochrome)
        #expect(pilot.lines[1] == " › [ ] Buy milk", "the marker shows the selection without colour")
        #expect(pilot.terminal.style(atColumn: 8, row: 1).attributes.contains(.reverse))
    }

    @Test func pageDownFromTheTopScrollsAWholePageAndTheSelectionKeepsItsRow() async {
        let pilot = await pilot(height: 8, todos: (1...20).map { "Todo \($0)" })
        pilot.terminal.press(.pageDown)
        // Five rows of todos: the view shows todos 6 to 10, the selection on the first row.
        expectScreen(pilot.terminal, Array(pilot.lines[1...5]) == [" › [ ] Todo 6", "   [ ] Todo 7", "   [ ] Todo 8", "   [ ] Todo 9", "   [ ] Todo 10"])
        pilot.terminal.press(.down, .down, .pageDown)
        expectScreen(pilot.terminal, line: 3, is: " › [ ] Todo 13")
        #expect(pilot.lines[1] == "   [ ] Todo 11")
        pilot.terminal.press(.pageUp)
        expectScreen(pilot.terminal, line: 3, is: " › [ ] Todo 8")
    }

    @Test func theFooterSaysSpaceMarksADoneTodoNotDoneWithoutMovingTheOtherHints() async {
        let pilot = await pilot(todos: ["Buy milk", "Call Grace"])
        expectScreen(pilot.terminal, pilot.lines[23].contains("Space done      d delete"))
        pilot.terminal.press(.character(" "))
        expectScreen(pilot.terminal, pilot.lines[23].contains("Space not done  d delete"))
        pilot.terminal.press(.down)
        #expect(pilot.lines[23].contains("Space done      d delete"))
    }

    @Test func aNarrowHelpFooterKeepsTheWayToCloseIt() async {
        let pilot = await pilot(width: 40, height: 8, todos: ["Buy milk"])
        // The frame takes the whole screen below 20x6; here a frame is drawn.
        pilot.terminal.press(.character("?"))
        expectScreen(pilot.terminal, line: 7, is: "↑↓ scroll  ?/Esc/q close help")
        pilot.terminal.resize(to: Size(width: 24, height: 8))
        expectScreen(pilot.terminal, line: 7, is: "?/Esc/q close help")
    }

    @Test func everyMovementKeyMovesTheSelection() async {
        let pilot = await pilot(height: 8, todos: (1...20).map { "Todo \($0)" })
        let selected = { pilot.lines.first { $0.hasPrefix(" ›") } ?? "" }
        pilot.terminal.press(.down)
        #expect(selected() == " › [ ] Todo 2")
        pilot.terminal.press(.character("j"))
        #expect(selected() == " › [ ] Todo 3")
        pilot.terminal.press(.character("k"))
        pilot.terminal.press(.up)
        #expect(selected() == " › [ ] Todo 1")
        pilot.terminal.press(.pageDown)
        expectScreen(pilot.terminal, selected() == " › [ ] Todo 6", "a page is the rows on screen")
        pilot.terminal.press(.pageUp)
        #expect(selected() == " › [ ] Todo 1")
        pilot.terminal.press(.end)
        #expect(selected() == " › [ ] Todo 20")
        pilot.terminal.press(.home)
        #expect(selected() == " › [ ] Todo 1")
        pilot.terminal.press(.character("G"))
        #expect(selected() == " › [ ] Todo 20")
        pilot.terminal.press(.character("g"))
        #expect(selected() == " › [ ] Todo 1")
    }

    @Test func deleteAsksInAnAlertWithTheTitleAndYDeletes() async {
        let pilot = await pilot(todos: ["Buy milk", "Call Grace"])
        pilot.terminal.press(.character("d"))
        expectScreen(pilot.terminal, contains: "│ Delete 'Buy milk'?")
        #expect(pilot.terminal.contains("y Delete   n Keep"))
        #expect(pilot.lines[23] == "y Delete  n Keep", "while asking, only the answers are offered")
        #expect(pilot.lines[0].trimmingCharacters(in: .whitespaces) == "Welcome, Ada", "the header offers no keys that do nothing now")
        pilot.terminal.press(.character("y"))
        expectScreen(pilot.terminal, line: 1, is: " › [ ] Call Grace")
        #expect(pilot.lines[2] == "")
        #expect(pilot.lines[22].hasPrefix(" Deleted 'Buy milk' · u undo"), "the status says how to take it back")
    }

    @Test func nOrEscKeepsTheTodoAndOtherKeysDoNothing() async {
        let pilot = await pilot(todos: ["Buy milk"])
        for keep in [KeyEvent.character("n"), .escape] {
            pilot.terminal.press(.delete)
            pilot.terminal.press(.character("x"), .control("s"), .character("j"))
            expectScreen(pilot.terminal, contains: "Delete 'Buy milk'?", "other keys leave the question up")
            pilot.terminal.press(keep)
            expectScreen(pilot.terminal, doesNotContain: "Delete 'Buy milk'?")
            #expect(pilot.lines[1] == " › [ ] Buy milk")
        }
        #expect(pilot.terminal.contains("Welcome, Ada"), "Esc answered the question and did not log out")
    }

    /// The help modal's rows, between its frame's sides, trailing blanks trimmed.
    private func helpRows(_ pilot: AppPilot) -> [String] {
        pilot.lines.compactMap { line -> String? in
            guard let first = line.firstIndex(of: "│"), let last = line.lastIndex(of: "│"), first < last else { return nil }
            let inside = line[line.index(after: first)..<last]
            return String(inside.reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test func questionMarkShowsTheKeysInAModalAndEscClosesIt() async {
        let pilot = await pilot(todos: ["Buy milk"])
        pilot.terminal.press(.character("?"))
        expectScreen(pilot.terminal, helpRows(pilot).first == "  Keys")
        #expect(pilot.terminal.contains("delete the selected todo (asks first)"))
        pilot.terminal.press(.escape)
        #expect(pilot.lines[1] == " › [ ] Buy milk")
        #expect(!pilot.terminal.contains("│"))
    }

    @Test func theHelpListsEveryKeyOfTheListAndOfTheScreensAroundIt() async {
        let pilot = await pilot(width: 80, height: 40, todos: ["Buy milk"])
        pilot.terminal.press(.character("?"))
        expectScreen(pilot.terminal, Array(helpRows(pilot).prefix(28)) == [
            "  Keys",
            "   ↑ k      move up",
            "   ↓ j      move down",
            "   PgUp     page up",
            "   PgDn     page down",
            "   Home g   first todo",
            "   End G    last todo",
            "   Enter e  edit the selected todo",
            "   Space    mark the selected todo done or not done",
            "   d Del    delete the selected todo (asks first)",
            "   p        priority: none, high, medium, low",
            "   D        set the due date: today, tomorrow, yesterday, a weekday",
            "            (fri), next week, +3d, +2w, +1m, a month and day (dec 1) or",
            "            2026-12-01",
            "   Tab      read the selected todo in full, its note scrolled with the",
            "            arrows",
            "   S-↑ K    move the todo up (in your own order)",
            "   S-↓ J    move the todo down (in your own order)",
            "   /        find todos by their title or note",
            "   f        show all, open or done todos",
            "   s        sort: your order, by due date, by priority",
            "   u        undo the last change",
            "   ^R       redo what was undone",
            "   ? F1     show every key",
            "   Esc      log out, back to the name prompt",
            "   n        add a todo",
            "   ^C       quit",
            "   ? Esc q  close this help",
        ])
        #expect(pilot.lines[39] == "?/Esc/q close help")
        #expect(pilot.lines[0].trimmingCharacters(in: .whitespaces) == "Welcome, Ada")
        let keyColumn = pilot.lines[4].firstIndex(of: "↑").map { pilot.lines[4].distance(from: pilot.lines[4].startIndex, to: $0) } ?? 0
        #expect(pilot.terminal.style(atColumn: keyColumn, row: 4) == Theme.standard.key, "keys are in the theme's key style")
    }

    @Test func aHelpTallerThanTheScreenScrollsWithTheMovementKeys() async {
        let pilot = await pilot(width: 40, height: 14, todos: ["Buy milk"])
        pilot.terminal.press(.character("?"))
        expectScreen(pilot.terminal, helpRows(pilot)[1] == "   ↑ k      move up")
        #expect(!pilot.terminal.contains("^C       quit"))
        #expect(pilot.lines[13] == "↑↓ scroll  ?/Esc/q close help")

        pilot.terminal.press(.end)
        expectScreen(pilot.terminal, helpRows(pilot).last == "   ? Esc q  close this help", "the last entry is on the last row")
        #expect(pilot.terminal.contains("^C       quit"))
        pilot.terminal.press(.character("j"))
        #expect(helpRows(pilot).last == "   ? Esc q  close this help", "it stops at the end")

        // Closing and opening again starts from the top.
        pilot.terminal.press(.character("q"))
        pilot.terminal.press(.character("?"))
        expectScreen(pilot.terminal, helpRows(pilot)[1] == "   ↑ k      move up")
    }

    @Test func aHelpThatFitsOffersNoScrolling() async {
        let pilot = await pilot(width: 80, height: 40, todos: ["Buy milk"])
        pilot.terminal.press(.character("?"))
        pilot.terminal.press(.character("j"))
        expectScreen(pilot.terminal, helpRows(pilot)[1] == "   ↑ k      move up")
        #expect(pilot.lines[39] == "?/Esc/q close help")
    }

    @Test func theHelpFollowsTheKeyBindings() async {
        var bindings = KeyBindings.standard
        bindings.moveUp = [.up, .character("w")]
        bindings.quit = [.control("q")]
        let pilot = await pilot(width: 80, height: 40, todos: ["Buy milk"])
        var environment = pilot.app.environment
        environment.keyBindings = bindings
        pilot.app.update(environment: environment)
        pilot.terminal.press(.character("?"))
        expectScreen(pilot.terminal, helpRows(pilot)[1] == "   ↑ w      move up")
        #expect(helpRows(pilot).contains("   ^Q       quit"))
    }

    @Test func onAnEmptyListTheHelpOffersOnlyTheKeysThatDoSomething() async {
        let pilot = await pilot(todos: [])
        pilot.terminal.press(.character("?"))
        expectScreen(pilot.terminal, Array(helpRows(pilot).prefix(12)) == [
            "  Keys",
            "   /        find todos by their title or note",
            "   f        show all, open or done todos",
            "   s        sort: your order, by due date, by priority",
            "   u        undo the last change",
            "   ^R       redo what was undone",
            "   ? F1     show every key",
            "   Esc      log out, back to the name prompt",
            "   n        add a todo",
            "   ^C       quit",
            "   ? Esc q  close this help",
            "",
        ])
    }

    @Test func theHelpClosesWithQuestionMarkEscOrQAndIgnoresOtherKeys() async {
        let pilot = await pilot(todos: ["Buy milk"])
        for close in [KeyEvent.character("?"), .escape, .character("q")] {
            pilot.terminal.press(.character("?"))
            pilot.terminal.press(.character("n"), .character("d"), .enter, .character(" "))
            expectScreen(pilot.terminal, helpRows(pilot).first == "  Keys", "keys other than the closing ones do nothing")
            pilot.terminal.press(close)
            expectScreen(pilot.terminal, line: 1, is: " › [ ] Buy milk", "\(close) closes the help")
        }
        #expect(pilot.terminal.contains("Welcome, Ada"), "Esc closed the help and did not log out")
    }

    @Test func ctrlCQuitsFromTheHelp() async {
        let pilot = await pilot(todos: ["Buy milk"])
        pilot.terminal.press(.character("?"))
        pilot.terminal.press(.control("c"))
        #expect(pilot.didQuit)
    }

    @Test func longTitlesAreCutWithAnEllipsisAndWideTitlesLineUp() async {
        let long = String(repeating: "long ", count: 30)
        let pilot = await pilot(width: 40, height: 12, todos: [long, "日本語のタイトル 🎉"])
        expectScreen(pilot.terminal, line: 1, is: " › [ ] long long long long long long l…", "a column stays free at the right")
        #expect(pilot.lines[2] == "   [ ] 日本語のタイトル 🎉")
    }

    @Test func controlCharactersInATitleAreShownNotObeyed() async {
        let pilot = await pilot(todos: ["red\u{1B}[31mtext\u{7}"])
        expectScreen(pilot.terminal, line: 1, is: " › [ ] red␛[31mtext␇")
    }

    @Test func escLogsOutToAnEmptyWelcomeForm() async {
        let pilot = await pilot(todos: ["Buy milk"])
        pilot.terminal.press(.escape)
        #expect(pilot.terminal.contains("What's your name?"))
        #expect(pilot.lines[8] == String(repeating: " ", count: 15) + "your name", "the name field is empty again")
    }
}

@MainActor
@Suite struct WideListFooterTests {
    @Test func at200ColumnsTheFooterOffersEveryKeyOfTheList() async {
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk"])]), width: 200, height: 30)
        await pilot.logIn("Ada")
        expectScreen(pilot.terminal, line: 29, is: "↑↓ move  Enter edit  Space done      d delete  p priority  D due  Tab read  K/J move todo  / find  f show  s sort  u undo  ^R redo  ? help  Esc log out  n new  ^C quit")
    }
}
