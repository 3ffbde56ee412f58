import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// A list longer than a window is read a window at a time: the first rows at login, the
/// next page as the selection nears an edge, and searches, filters and sorts from the
/// store, with the counts the store keeps.
@MainActor
@Suite struct LongListFlowTests {
    static let count = 500

    /// Ada's 500 todos, "Todo 1" to "Todo 500"; every third done; three with a note about
    /// a zebra: more than a window holds, so her list is paged.
    private func pilot(store: (any TodoStore)? = nil) async -> AppPilot {
        let pilot = AppPilot(store: store ?? InMemoryTodoStore(["Ada": Self.todos()]))
        await pilot.logIn("Ada")
        return pilot
    }

    static func todos() -> [Todo] {
        var todos = SampleTodos.make((1...count).map { "Todo \($0)" })
        for index in todos.indices where index % 3 == 2 { todos[index].isDone = true }
        for index in [40, 260, 480] { todos[index].note = "about a Zebra" }
        return todos
    }

    /// Presses `key` until `text` is on screen: each press may need a page read first.
    /// Presses `key` until the screen shows `text`. The deadline is a minute, as for
    /// ``moveDown(to:in:sourceLocation:)``: a move at the last row held waits for the next
    /// page, and on a busy machine (the server tests beside it) 260 moves took over 20 s.
    private func press(_ key: KeyEvent, until text: String, in pilot: AppPilot, sourceLocation: SourceLocation = #_sourceLocation) async {
        _ = await eventually(within: .seconds(60)) {
            if pilot.terminal.contains(text) { return true }
            pilot.terminal.press(key)
            return false
        }
        expectScreen(pilot.terminal, contains: text, sourceLocation: sourceLocation)
    }

    /// Moves the selection one todo at a time until it is on `place`, each move seen
    /// before the next: a key held down may run past it, and a move at the last row held
    /// does nothing until the page past it has come.
    private func moveDown(to place: Int, in pilot: AppPilot, sourceLocation: SourceLocation = #_sourceLocation) async {
        func shownPlace() -> Int? {
            pilot.lines[22].split(separator: "/").first.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        }
        // No pause between moves: each waits for its own frame.
        _ = await eventually(within: .seconds(60), pollingEvery: .zero) {
            guard let current = shownPlace(), current != place else { return true }
            pilot.terminal.press(current < place ? .down : .up)
            _ = await pilot.terminal.waitUntil(timeout: .seconds(1)) { _ in shownPlace() != current }
            return false
        }
        expectScreen(pilot.terminal, shownPlace() == place, sourceLocation: sourceLocation)
    }

    /// Opens the search, types `text`, and waits for the header to say `count`.
    private func find(_ text: String, until count: String, in pilot: AppPilot, sourceLocation: SourceLocation = #_sourceLocation) async {
        pilot.terminal.press(.character("/"))
        pilot.terminal.type(text)
        await pilot.waitFor(count, sourceLocation: sourceLocation)
    }

    @Test func anUndoSelectsTheTodoItChangedEvenOneNoLongerHeld() async {
        let pilot = await pilot()
        await moveDown(to: 5, in: pilot)
        pilot.terminal.press(.character(" "))
        for place in 6...8 {
            pilot.terminal.press(.down)
            await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("\(place)/500") }
        }
        pilot.terminal.press(.character("u"))
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("5/500") }
        expectScreen(pilot.terminal, contains: "› [ ] Todo 5")

        // Marked done again, then far away: the end of the list holds no Todo 5.
        pilot.terminal.press(.control("r"))
        pilot.terminal.press(.end)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("500/500") }
        pilot.terminal.press(.character("u"))
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("5/500") }
        expectScreen(pilot.terminal, contains: "› [ ] Todo 5", "read again around it")
    }

    @Test func theFirstRowsAreShownWithTheWholeListsCount() async {
        let pilot = await pilot()
        expectScreen(pilot.terminal, pilot.lines[1].contains("Todo 1"))
        expectScreen(pilot.terminal, pilot.lines[22].hasSuffix("1/500"))
    }

    @Test func movingPastTheRowsHeldReadsTheNextPages() async {
        let pilot = await pilot()
        await press(.down, until: "260/500", in: pilot)
        expectScreen(pilot.terminal, contains: "› [ ] Todo 260")
        await press(.up, until: "240/500", in: pilot)
    }

    @Test func endAndHomeJumpToTheEndsOfTheWholeList() async {
        let pilot = await pilot()
        pilot.terminal.press(.end)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("500/500") }
        expectScreen(pilot.terminal, contains: "› [ ] Todo 500")
        await press(.up, until: "290/500", in: pilot)
        pilot.terminal.press(.home)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("1/500") }
        expectScreen(pilot.terminal, pilot.lines[1].contains("› [ ] Todo 1"))
    }

    @Test func scrollingUpPastTheRowsHeldKeepsTheSelectionOnTheTopRow() async {
        let pilot = await pilot()
        pilot.terminal.press(.end)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("500/500") }
        for _ in 0..<20 { pilot.terminal.press(.up) }
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("480/500") }
        expectScreen(pilot.terminal, pilot.lines[1].contains("Todo 480") && pilot.lines[1].contains("›"))
        // The window holds the last 200 todos: about 150 ups in, as a key held down
        // repeats, the page before them arrives, above the rows on screen.
        for _ in 0..<160 {
            pilot.terminal.press(.up)
            try? await Task.sleep(for: .milliseconds(2))
            let selectedLine = pilot.lines.firstIndex { $0.contains("›") }
            expectScreen(pilot.terminal, selectedLine == 1)
            if selectedLine != 1 { break }
        }
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("320/500") }
        expectScreen(pilot.terminal, pilot.lines[1].contains("› [ ] Todo 320"))
    }

    @Test func aWindowReadAroundATodoFarIntoTheListShowsItsPlaceOnceCounted() async {
        let pilot = await pilot()
        await moveDown(to: 261, in: pilot)
        await find("zebra", until: "3 of 500 match", in: pilot)
        // The whole list again, read around Todo 261, far from either end.
        pilot.terminal.press(.escape)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("261/500") }
        expectScreen(pilot.terminal, contains: "› [x] Todo 261")
        pilot.terminal.press(.down)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("262/500") }
    }

    @Test func clearingASearchKeepsTheTodoItLeftSelectedThoughTheSearchChoseIt() async {
        let pilot = await pilot()
        await moveDown(to: 300, in: pilot)
        await find("zebra", until: "3 of 500 match", in: pilot)
        // Todo 300 does not match: the row it was on, the last, is selected.
        expectScreen(pilot.terminal, pilot.lines[3].contains("› [ ] Todo 481"))
        pilot.terminal.press(.enter, .escape)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("481/500") }
        expectScreen(pilot.terminal, contains: "› [ ] Todo 481")
    }

    @Test func aSearchClearedAfterAFilterComesBackToTheTodoSelectedInTheSearch() async {
        let pilot = await pilot()
        await find("zebra", until: "3 of 500 match", in: pilot)
        pilot.terminal.press(.enter, .down)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("2/3") }
        pilot.terminal.press(.escape)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("261/500") && !pilot.lines[0].contains("reading") }
        // Open only: Todo 261 is done, so the list moves to another todo while the
        // open ones are read.
        pilot.terminal.press(.character("f"))
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("/334") && !pilot.lines[0].contains("reading") }
        await find("zebra", until: "2 of 500 match", in: pilot)
        pilot.terminal.press(.enter, .down)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("2/2") }
        expectScreen(pilot.terminal, contains: "› [ ] Todo 481")
        pilot.terminal.press(.escape)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("/334") && !pilot.lines[0].contains("reading") }
        expectScreen(pilot.terminal, contains: "› [ ] Todo 481")
    }

    @Test func aFilterThatShowsNothingLeftComesBackToTheTodoSelectedBefore() async {
        let open = SampleTodos.make((1...Self.count).map { "Todo \($0)" })
        let pilot = await pilot(store: InMemoryTodoStore(["Ada": open]))
        await moveDown(to: 300, in: pilot)
        // Open, then done, which shows none, then all again.
        pilot.terminal.press(.character("f"))
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("300/500") && !pilot.lines[0].contains("reading") }
        pilot.terminal.press(.character("f"))
        await pilot.waitFor("No todos to show here")
        pilot.terminal.press(.character("f"))
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("300/500") }
        expectScreen(pilot.terminal, contains: "› [ ] Todo 300")
    }

    @Test func aSearchThatFindsNothingClearedComesBackToTheTodoSelectedBefore() async {
        let pilot = await pilot()
        await moveDown(to: 300, in: pilot)
        await find("qqq", until: "0 of 500 match", in: pilot)
        pilot.terminal.press(.escape)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("300/500") }
        expectScreen(pilot.terminal, contains: "› [x] Todo 300")
    }

    @Test func afterDeletingASearchIsClearedBackToTheTodoSelectedNext() async {
        let pilot = await pilot()
        await moveDown(to: 300, in: pilot)
        pilot.terminal.press(.character("d"))
        pilot.terminal.press(.character("y"))
        await pilot.waitFor("Deleted 'Todo 300'")
        expectScreen(pilot.terminal, contains: "› [ ] Todo 301")
        // Both words, anywhere: Todo 30, 130, 230, 301 to 309, 330 and 430.
        await find("todo 30", until: "14 of 499 match", in: pilot)
        pilot.terminal.press(.escape)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("300/499") }
        expectScreen(pilot.terminal, contains: "› [ ] Todo 301")
    }

    @Test func aTodoAddedToALongListIsShownInItsPlaceAfterTheLast() async {
        let pilot = await pilot()
        await pilot.add("Brand new thing")
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("501/501") }
        let selectedLine = pilot.lines.firstIndex { $0.contains("› [ ] Brand new thing") }
        expectScreen(pilot.terminal, selectedLine.map { pilot.lines[$0 - 1].contains("Todo 500") } == true)
        pilot.terminal.press(.up)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("500/501") }
    }

    @Test func aTodoEditedOutOfTheSearchLeavesItsRowsAndTheCount() async {
        let pilot = await pilot()
        await find("zebra", until: "3 of 500 match", in: pilot)
        pilot.terminal.press(.enter)
        await pilot.open()
        pilot.terminal.press(.tab)
        pilot.terminal.press(.control("u"), .control("k"))
        pilot.terminal.type("about a horse")
        pilot.terminal.press(.control("s"))
        await pilot.waitFor("Saved 'Todo 41'")
        expectScreen(pilot.terminal, doesNotContain: "Todo 41 ")
        expectScreen(pilot.terminal, pilot.lines[1].contains("› [x] Todo 261"))
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("1/2") }
        // Undone, the edit brings the words back, and the todo with them.
        pilot.terminal.press(.character("u"))
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("1/3") && pilot.terminal.contains("› [ ] Todo 41") }
        // And redone, it leaves again.
        pilot.terminal.press(.control("r"))
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("/2") && !pilot.terminal.contains("Todo 41 ") }
    }

    @Test func aTodoAddedDuringASearchItDoesNotMatchIsNotShownInIt() async {
        let pilot = await pilot()
        await find("zebra", until: "3 of 500 match", in: pilot)
        pilot.terminal.press(.enter)
        await pilot.add("A horse")
        await pilot.waitFor("Added 'A horse'")
        expectScreen(pilot.terminal, doesNotContain: "A horse ")
        expectScreen(pilot.terminal, pilot.lines[1].contains("Todo 41") && pilot.lines[3].contains("Todo 481"))
    }

    @Test func aSearchIsAnsweredByTheStoreNotesIncludedAndCounted() async {
        let pilot = await pilot()
        await find("zebra", until: "3 of 500 match", in: pilot)
        expectScreen(pilot.terminal, pilot.lines[1].contains("Todo 41"))
        expectScreen(pilot.terminal, pilot.lines[2].contains("Todo 261"))
        expectScreen(pilot.terminal, pilot.lines[3].contains("Todo 481"))
        pilot.terminal.press(.escape)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("41/500") }
        expectScreen(pilot.terminal, contains: "› [ ] Todo 41", "the selection stays on its todo")
    }

    @Test(arguments: [false, true])
    func aSearchAfterEndKeepsTheLastTodoSelectedWhenItMatches(onSQLite: Bool) async throws {
        let directory = try TemporaryDirectory()
        var store: any TodoStore = InMemoryTodoStore(["Ada": Self.todos()])
        if onSQLite {
            let sqlite = try SQLiteTodoStore(location: directory.location)
            try await sqlite.save(Self.todos(), for: "Ada")
            store = sqlite
        }
        let pilot = await pilot(store: store)
        // The selection was on Todo 3 before End: the search is read around Todo 500.
        pilot.terminal.press(.down, .down)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("3/500") }
        pilot.terminal.press(.end)
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("500/500") }
        pilot.terminal.press(.character("/"))
        for character in "todo" {
            pilot.terminal.press(.character(character))
            await pilot.waitUntil { _ in !pilot.lines[0].contains("reading") }
        }
        await pilot.waitFor("500 of 500 match")
        expectScreen(pilot.terminal, contains: "› [ ] Todo 500")
    }

    @Test func aFilterReadsTheTodosItShowsAndTheirCount() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("f"))
        expectScreen(pilot.terminal, pilot.lines[0].contains("Ada · open · reading…"), "until the store answers")
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("1/334") }
        expectScreen(pilot.terminal, pilot.lines[0].contains("Ada · open") && !pilot.lines[0].contains("reading"))
        expectScreen(pilot.terminal, pilot.lines[3].contains("Todo 4"), "Todo 3 is done")
    }

    @Test func aToggleInAFilteredWindowLeavesItAndTheCountFollows() async {
        let pilot = await pilot()
        pilot.terminal.press(.character("f"))
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("1/334") }
        pilot.terminal.press(.character(" "))
        await pilot.waitUntil { _ in pilot.lines[22].hasSuffix("1/333") }
        expectScreen(pilot.terminal, pilot.lines[1].contains("Todo 2"))
    }

    @Test func theSQLiteStorePagesAndSearchesALongListIgnoringCaseAndDiacritics() async throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteTodoStore(location: directory.location)
        var todos = Self.todos()
        todos[100].title = "Café 東京"
        try await store.save(todos, for: "Ada")
        let pilot = await pilot(store: store)
        expectScreen(pilot.terminal, pilot.lines[22].hasSuffix("1/500"))
        await find("CAFE", until: "1 of 500 match", in: pilot)
        expectScreen(pilot.terminal, pilot.lines[1].contains("Café 東京"))
        pilot.terminal.press(.control("u"))
        pilot.terminal.type("東京")
        await pilot.waitFor("1 of 500 match")
        pilot.terminal.press(.control("u"))
        pilot.terminal.type("zebra")
        await pilot.waitFor("3 of 500 match")
        // Every word, in any order: in the title, or one in the title and one in the note.
        pilot.terminal.press(.control("u"))
        pilot.terminal.type("東京 cafe")
        await pilot.waitFor("1 of 500 match")
        expectScreen(pilot.terminal, pilot.lines[1].contains("Café 東京"))
        pilot.terminal.press(.control("u"))
        pilot.terminal.type("zebra 481")
        await pilot.waitUntil { _ in pilot.lines[1].contains("Todo 481") }
        expectScreen(pilot.terminal, pilot.lines[0].contains("1 of 500 match"))
    }
}
