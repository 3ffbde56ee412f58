import Foundation
import Testing
import WorkflowUI
@testable import TodoApp
@testable import TodoAppFuzzing

/// The fuzzer's checks find what they are there to find, and only that: a run that
/// passes means something only if a broken screen or a lost change would fail it.
@MainActor
struct FuzzCheckTests {
    // MARK: The screen

    private func terminal(showing cells: [Cell], width: Int = 4, cursor: Point? = nil) -> InMemoryTerminal {
        let terminal = InMemoryTerminal(size: Size(width: width, height: 1), root: TerminalView())
        terminal.apply(FrameUpdate(isFullRedraw: false, runs: [CellRun(row: 0, column: 0, cells: cells)], cursor: cursor))
        return terminal
    }

    @Test func aScreenOfWholePrintableGlyphsPasses() {
        let cells = [Cell(content: "a"), Cell(content: "日"), .continuation(.plain), Cell(content: "e\u{301}")]
        #expect(FrameCheck.problem(with: terminal(showing: cells)) == nil)
    }

    @Test func aControlCharacterOrAnEscapeInACellFails() {
        #expect(FrameCheck.problem(with: terminal(showing: [Cell(content: "\u{1B}")]))?.contains("control character") == true)
        #expect(FrameCheck.problem(with: terminal(showing: [Cell(content: "\u{9B}")]))?.contains("control character") == true)
        #expect(FrameCheck.problem(with: terminal(showing: [Cell(content: "\u{202E}x")]))?.contains("control character") == true)
    }

    @Test func halfAWideGlyphOrOneStickingOutFails() {
        #expect(FrameCheck.problem(with: terminal(showing: [.continuation(.plain)]))?.contains("right half of no wide glyph") == true)
        #expect(FrameCheck.problem(with: terminal(showing: [Cell(content: "日"), Cell(content: "x")]))?.contains("covers the right half") == true)
        let edge = [Cell(content: "a"), Cell(content: "b"), Cell(content: "c"), Cell(content: "日")]
        #expect(FrameCheck.problem(with: terminal(showing: edge))?.contains("sticks out") == true)
    }

    @Test func aCellOfTwoGlyphsOrACursorOffTheScreenFails() {
        #expect(FrameCheck.problem(with: terminal(showing: [Cell(content: "ab")]))?.contains("2 glyphs") == true)
        #expect(FrameCheck.problem(with: terminal(showing: [Cell(content: "a")], cursor: Point(column: 4, row: 0)))?.contains("cursor") == true)
    }

    // MARK: The store against the app

    private let todo = TodoSummary(id: UUID(), title: "Buy milk", isDone: false, position: 1)

    private func disagreements(model: [TodoSummary], stored: [TodoSummary], shownByStore: [TodoSummary]? = nil, manual: Bool = true) -> [String] {
        ModelCheck.disagreements(model: model, stored: stored, shownByStore: shownByStore ?? stored, isInPositionOrder: manual, user: "Ada")
    }

    @Test func aTodoTheStoreLacksOrHasDifferentlyFails() {
        var done = todo
        done.isDone = true
        #expect(disagreements(model: [todo], stored: []).first?.contains("not in the store") == true)
        #expect(disagreements(model: [], stored: [todo]).first?.contains("does not show") == true)
        #expect(disagreements(model: [todo], stored: [done]).first?.contains("the store todo") == true)
        #expect(disagreements(model: [todo], stored: [todo]).isEmpty)
    }

    @Test func aWindowMayLeaveOutWhatItsViewDoesNotShowOrWhatLiesPastItsEdges() {
        var other = todo
        other.id = UUID()
        #expect(disagreements(model: [todo], stored: [todo, other], shownByStore: [todo]).isEmpty, "a view without the other")
        #expect(ModelCheck.disagreements(model: [todo], stored: [todo, other], shownByStore: nil, isInPositionOrder: true, user: "Ada").isEmpty,
                "a window that does not reach both ends")
        #expect(disagreements(model: [todo], stored: [todo, other], shownByStore: [todo, other]).first?.contains("does not show") == true)
    }

    @Test func aListOutOfPositionOrderFailsInTheUsersOwnOrderOnly() {
        var later = todo
        later.id = UUID()
        later.position = 0
        #expect(disagreements(model: [todo, later], stored: [todo, later]).first?.contains("position order") == true)
        #expect(disagreements(model: [todo, later], stored: [todo, later], manual: false).isEmpty, "sorted by something else")
    }

    @Test func aChangeTheAppDidNotMakeShowsInTheListAndOnScreen() async throws {
        let session = try await FuzzSession()
        for event in [FuzzEvent.keys("Ada".map { .character($0) } + [.enter])] {
            #expect(await session.apply(event, checksModel: true) == nil)
        }
        let first = try #require(FuzzSession.startingTodos.first)
        try await session.app.store.update(id: first.id, with: TodoChanges(title: "Changed behind its back", updatedAt: Date()), for: "Ada")
        let outcome = await ModelCheck.check(session.app)
        #expect(outcome.problems.contains { $0.contains("the store todo") && $0.contains("Changed behind its back") })
        #expect(outcome.problems.contains { $0.contains("screen row") && $0.contains("Buy oat milk") })
        await session.close()
    }
}
