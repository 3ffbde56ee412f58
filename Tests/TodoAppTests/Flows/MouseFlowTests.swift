import Foundation
import TerminalTesting
import Testing
import WorkflowUI
@testable import TodoApp

/// The mouse, as a person with one would use it: a click selects a todo, a double-click
/// opens it, the wheel moves through the list and scrolls the detail pane, a click on a
/// footer hint or an alert's action does what its key does.
@MainActor
@Suite struct MouseFlowTests {
    private func pilot(width: Int = 80, height: Int = 24, note: String = "", usesMouse: Bool = true) async -> AppPilot {
        var todos = SampleTodos.make(["Buy milk", "Call Grace", "Walk the dog"])
        todos[0].note = note
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": todos]), width: width, height: height, usesMouse: usesMouse)
        await pilot.logIn("Ada")
        return pilot
    }

    /// Where `text` is on the screen: its first column and row.
    private func place(of text: String, in pilot: AppPilot, sourceLocation: SourceLocation = #_sourceLocation) throws -> Point {
        let row = try #require(pilot.lines.firstIndex { $0.contains(text) }, "\(text) is on screen", sourceLocation: sourceLocation)
        let line = pilot.lines[row]
        let column = line.distance(from: line.startIndex, to: line.range(of: text)!.lowerBound)
        return Point(column: column, row: row)
    }

    /// The title the editor opened with, once it is open.
    private func editedTitle(_ pilot: AppPilot) async -> String? {
        await pilot.waitFor("^S Save")
        return ["Buy milk", "Call Grace", "Walk the dog"].first { pilot.terminal.contains($0) }
    }

    @Test func clickingATodoSelectsIt() async throws {
        let pilot = await pilot()
        pilot.terminal.click(at: try place(of: "Walk the dog", in: pilot))
        await pilot.open()
        #expect(await editedTitle(pilot) == "Walk the dog")
    }

    @Test func doubleClickingATodoOpensItInTheEditor() async throws {
        let pilot = await pilot()
        pilot.terminal.doubleClick(at: try place(of: "Call Grace", in: pilot))
        #expect(await editedTitle(pilot) == "Call Grace")
    }

    @Test func aClickBelowTheLastTodoSelectsNothingElse() async throws {
        let pilot = await pilot()
        let last = try place(of: "Walk the dog", in: pilot)
        pilot.terminal.click(at: Point(column: last.column, row: last.row + 3))
        await pilot.open()
        #expect(await editedTitle(pilot) == "Buy milk")
    }

    @Test func theWheelMovesTheSelectionThroughTheList() async throws {
        let pilot = await pilot()
        let list = try place(of: "Buy milk", in: pilot)
        pilot.terminal.scroll(.down, at: list)
        pilot.terminal.scroll(.down, at: list)
        pilot.terminal.scroll(.up, at: list)
        await pilot.open()
        #expect(await editedTitle(pilot) == "Call Grace")
    }

    @Test func theWheelScrollsTheDetailPanesNote() async throws {
        let note = (1...60).map { "line \($0)" }.joined(separator: "\n")
        let pilot = await pilot(width: 120, height: 30, note: note)
        await pilot.waitFor("line 1")
        let firstLine = try place(of: "line 1", in: pilot)
        pilot.terminal.scroll(.down, at: firstLine)
        pilot.terminal.scroll(.down, at: firstLine)
        expectScreen(pilot.terminal, pilot.terminal.contains("↑ 2 more lines"), "two lines scrolled out of sight")
    }

    @Test func clickingAFooterHintRunsItsCommand() async throws {
        let pilot = await pilot()
        let footer = pilot.lines.count - 1
        let line = pilot.lines[footer]
        let hint = try #require(line.range(of: "d delete"), "the footer offers d delete: \(line)")
        pilot.terminal.click(at: Point(column: line.distance(from: line.startIndex, to: hint.lowerBound) + 4, row: footer))
        await pilot.waitFor("y Delete")
    }

    @Test func theHelpSaysWhatTheMouseDoesWithTheMouseOn() async throws {
        let pilot = await pilot(height: 40)
        pilot.terminal.press(.character("?"))
        await pilot.waitFor("close this help")
        for (key, label) in [("click", "select the todo clicked"), ("double-click", "edit the todo clicked"), ("wheel", "move through the list")] {
            expectScreen(pilot.terminal, pilot.lines.contains { $0.contains(key) && $0.contains(label) }, "the help says \(key): \(label)")
        }
        expectScreen(pilot.terminal, pilot.terminal.contains("a key in the footer or a header button"))
    }

    @Test func theDetailPanesHelpSaysTheWheelScrollsTheNote() async throws {
        let pilot = await pilot(height: 40, note: "A note")
        pilot.terminal.press(.tab)
        await pilot.waitFor("A note")
        pilot.terminal.press(.character("?"))
        await pilot.waitFor("close this help")
        expectScreen(pilot.terminal, pilot.lines.contains { $0.contains("wheel") && $0.contains("scroll the note") })
        expectScreen(pilot.terminal, doesNotContain: "move through the list", "the list is not on screen")
    }

    /// The detail pane beside the list has no keys, but the wheel scrolls it all the same.
    @Test func theWideLayoutsHelpSaysTheWheelScrollsTheDetailPaneBesideTheList() async throws {
        let pilot = await pilot(width: 200, height: 50, note: "A note")
        await pilot.waitFor("A note")
        pilot.terminal.press(.character("?"))
        await pilot.waitFor("close this help")
        // The help's rows, between its frame's sides, trimmed.
        let help = pilot.lines.compactMap { line -> String? in
            guard let first = line.firstIndex(of: "│"), let last = line.lastIndex(of: "│"), first < last else { return nil }
            return line[line.index(after: first)..<last].trimmingCharacters(in: .whitespaces)
        }
        let mouse = [
            "click         select the todo clicked",
            "double-click  edit the todo clicked",
            "wheel         move through the list",
            "wheel         scroll the note in the detail pane",
            "click         a key in the footer or a header button: does what the key does",
            "? Esc q       close this help",
        ]
        let start = help.firstIndex(of: mouse[0]) ?? help.count
        expectScreen(pilot.terminal, Array(help[start...].prefix(mouse.count)) == mouse, "after the keys, what the mouse does")
    }

    @Test func theHelpSaysNothingOfTheMouseWithTheMouseOff() async throws {
        let pilot = await pilot(height: 40, usesMouse: false)
        pilot.terminal.press(.character("?"))
        await pilot.waitFor("close this help")
        expectScreen(pilot.terminal, !pilot.terminal.contains("click") && !pilot.terminal.contains("wheel"))
    }

    @Test func clickingTheHeaderBarsNewButtonOpensTheEditor() async throws {
        let pilot = await pilot()
        let new = try place(of: "n New", in: pilot)
        #expect(new.row == 0)
        pilot.terminal.click(at: Point(column: new.column + 2, row: 0))
        await pilot.waitFor("What needs doing?")
    }

    @Test func clickingTheHeaderBarsLogOutButtonLogsOut() async throws {
        let pilot = await pilot()
        let logOut = try place(of: "Esc Log out", in: pilot)
        pilot.terminal.click(at: Point(column: logOut.column + 5, row: 0))
        await pilot.waitFor("What's your name")
    }

    @Test func clickingAnAlertsActionAnswersIt() async throws {
        let pilot = await pilot()
        pilot.terminal.press(.character("d"))
        await pilot.waitFor("y Delete")
        let action = try place(of: "y Delete", in: pilot)
        pilot.terminal.click(at: Point(column: action.column + 3, row: action.row))
        await pilot.waitFor("Deleted 'Buy milk'")
        await pilot.finishWrites()
        #expect(try await pilot.store.todos(for: "Ada").map(\.title) == ["Call Grace", "Walk the dog"])
    }

    @Test func aClickBesideAnAlertsActionsReachesNothingUnderIt() async throws {
        let pilot = await pilot()
        pilot.terminal.press(.character("d"))
        await pilot.waitFor("y Delete")
        pilot.terminal.doubleClick(at: Point(column: 0, row: 1))
        expectScreen(pilot.terminal, pilot.terminal.contains("y Delete"), "the question is still asked")
        #expect(!pilot.terminal.contains("^S Save"))
    }
}
