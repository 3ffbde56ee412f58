import Testing
import WorkflowUI
@testable import TodoApp
@testable import TodoAppFuzzing

/// With the mouse on, a run clicks, double-clicks and turns the wheel anywhere, off the
/// screen too, and the fuzzed app gets those events as a terminal would give them; with
/// it off, a seed makes the events it always made.
@MainActor
struct MouseFuzzEventTests {
    private static let size = Size(width: 80, height: 24)

    private func events(seed: UInt64, usesMouse: Bool, count: Int = 2_000) -> [FuzzEvent] {
        var generator = FuzzEventGenerator(seed: seed, usesMouse: usesMouse)
        return (0..<count).map { _ in generator.next(on: .list, size: Self.size) }
    }

    private func mouseEvents(_ events: [FuzzEvent]) -> [MouseEvent] {
        events.flatMap { event -> [MouseEvent] in
            if case .mouse(let mouse) = event { mouse } else { [] }
        }
    }

    @Test func withTheMouseOnARunClicksDoubleClicksAndTurnsTheWheelAnywhere() {
        let mouse = mouseEvents(events(seed: 7, usesMouse: true))
        let kinds = Set(mouse.map(\.kind))
        for kind in [MouseEvent.Kind.press(.left), .release(.left), .doubleClick(.left), .wheelUp, .wheelDown] {
            #expect(kinds.contains(kind), "\(kind)")
        }
        #expect(kinds.contains { if case .drag = $0 { true } else { false } }, "stray reports")
        let screen = Rect(size: Self.size)
        #expect(mouse.contains { $0.position.row == 0 }, "on the header's buttons")
        #expect(mouse.contains { $0.position.row == Self.size.height - 1 }, "on the footer's hints")
        #expect(mouse.contains { !screen.contains($0.position) }, "off the screen")
    }

    @Test func withTheMouseOffNoEventIsTheMousesAndTheSameSeedMakesTheSameEvents() {
        #expect(mouseEvents(events(seed: 7, usesMouse: false)).isEmpty)
        #expect(events(seed: 7, usesMouse: true) == events(seed: 7, usesMouse: true))
    }

    @Test func oddSeedsFuzzTheMouseAndAReproductionSaysSoWhereTheSeedDoesNot() {
        #expect(FuzzRun(seed: 7, events: 1).usesMouse)
        #expect(!FuzzRun(seed: 42, events: 1).usesMouse)
        #expect(FuzzRun(seed: 7, events: 1).reproducingOptions == "--seed 7")
        #expect(FuzzRun(seed: 42, events: 1, usesMouse: true).reproducingOptions == "--seed 42 --mouse")
    }

    @Test func aMouseEventIsWrittenAsSwiftThatMakesItAgain() {
        let event = FuzzEvent.mouse([
            MouseEvent(.doubleClick(.left), at: Point(column: 3, row: 4)),
            MouseEvent(.wheelUp, at: Point(column: -1, row: 0), modifiers: [.shift, .control]),
        ])
        #expect(event.description == ".mouse([MouseEvent(.doubleClick(.left), at: Point(column: 3, row: 4)), "
            + "MouseEvent(.wheelUp, at: Point(column: -1, row: 0), modifiers: [.shift, .control])])")
    }

    @Test func aDoubleClickOnATodoOpensItInTheFuzzedApp() async throws {
        let session = try await FuzzSession(usesMouse: true)
        #expect(await session.apply(.keys("Ada".map { .character($0) } + [.enter]), checksModel: false) == nil)
        #expect(session.app.screen == .list)
        let row = try #require(session.app.terminal.lines.firstIndex { $0.contains("Pay rent") })
        let doubleClick: [MouseEvent.Kind] = [.press(.left), .release(.left), .doubleClick(.left), .release(.left)]
        #expect(await session.apply(.mouse(doubleClick.map { MouseEvent($0, at: Point(column: 8, row: row)) }), checksModel: true) == nil)
        #expect(session.app.screen == .editor, "\(session.app.terminal)")
        await session.close()
    }

    @Test func theHelpOfAFuzzedAppWithTheMouseOnSaysWhatTheMouseDoes() async throws {
        let session = try await FuzzSession(usesMouse: true)
        #expect(await session.apply(.keys("Ada".map { .character($0) } + [.enter]), checksModel: false) == nil)
        #expect(await session.apply(.resize(width: 80, height: 50), checksModel: false) == nil)
        #expect(await session.apply(.keys([.character("?")]), checksModel: false) == nil)
        #expect(session.app.terminal.contains("double-click"), "\(session.app.terminal)")
        await session.close()
    }
}
