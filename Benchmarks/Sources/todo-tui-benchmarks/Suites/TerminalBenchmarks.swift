import Foundation
import TodoApp
import WorkflowUI

/// Issue 3: the terminal UI layer.
@MainActor
enum TerminalBenchmarks {
    static func run() async throws -> [Measurement] {
        [await keystrokeIntoTheInMemoryTerminal(), await toggleIntoTheInMemoryTerminal()]
            + (await filterKeystrokesIntoTheInMemoryTerminal(count: 100_000, iterations: 300))
            + (await filterKeystrokesIntoTheInMemoryTerminal(count: 1_000_000, iterations: 60))
            + (try await bytesForOneRowOfSelection())
    }

    /// Space on a todo (toggle done) in a list of 100,000: the change, the queued write
    /// and the frame. Reported, with no target of its own, beside the move above.
    static func toggleIntoTheInMemoryTerminal() async -> Measurement {
        let terminal = await listOfAHundredThousandTodos()
        return measure("ui: Space (toggle) end to end, 200x50, 100,000-item list", iterations: 200, unit: .milliseconds, target: nil) {
            terminal.press(.character(" "))
        }
    }

    /// One keystroke through the whole pipeline into the in-memory terminal: the key is
    /// dispatched, the action applied, the tree rendered, the views updated and drawn
    /// into a 200x50 frame, and the frame diffed against the last one.
    static func keystrokeIntoTheInMemoryTerminal() async -> Measurement {
        let terminal = await listOfAHundredThousandTodos()
        var down = true
        return measure(
            "ui: one keystroke end to end, 200x50, 100,000-item list (in memory)",
            iterations: 2_000, unit: .milliseconds, target: 1
        ) {
            terminal.press(down ? .down : .up)
            down.toggle()
        }
    }

    /// A key typed into the search line with `count` todos: the list narrowed to the
    /// titles and notes that match, sorted, and drawn. The search is opened first (which
    /// reads the notes and folds every title once, reported on its own line), then
    /// "week 9" is typed and erased again and again: every keystroke scans the list.
    static func filterKeystrokesIntoTheInMemoryTerminal(count: Int, iterations: Int) async -> [Measurement] {
        let terminal = await list(of: count)
        let clock = ContinuousClock()
        let opening = clock.measure {
            terminal.press(.character("/"))
            terminal.type("w")
        }
        // The notes arrive from a worker; the first search after them folds them in.
        try? await Task.sleep(for: .milliseconds(500 + count / 500))
        terminal.press(.backspace)
        let typed = Array("week 9")
        var position = 0
        var erasing = false
        let formatted = count.formatted(.number)
        let keystroke = measure(
            "ui: one keystroke in the search line, 200x50, \(formatted)-item list", iterations: iterations, warmup: min(10, iterations / 10),
            unit: .milliseconds, target: 10
        ) {
            if erasing {
                terminal.press(.backspace)
                position -= 1
                if position == 0 { erasing = false }
            } else {
                terminal.press(.character(typed[position]))
                position += 1
                if position == typed.count { erasing = true }
            }
        }
        let open = Measurement(
            name: "ui: opening the search (folding \(formatted) titles), 200x50", samples: [TimeUnit.milliseconds.value(of: opening)],
            unit: "ms", statistic: .median, target: nil
        )
        return [keystroke, open]
    }

    /// The app on a 200x50 in-memory terminal, logged in and showing 100,000 todos.
    private static func listOfAHundredThousandTodos() async -> InMemoryTerminal {
        await list(of: 100_000)
    }

    /// The app on a 200x50 in-memory terminal, logged in and showing `count` todos.
    private static func list(of count: Int) async -> InMemoryTerminal {
        let store = InMemoryTodoStore(["Bench": BenchmarkData.todos(count: count)])
        let app = WorkflowHostingView(workflow: RootWorkflow(store: store, writer: TodoWriter(store: store)))
        let terminal = InMemoryTerminal(size: Size(width: 200, height: 50), root: app)
        terminal.type("Bench")
        terminal.press(.enter)
        guard await terminal.waitUntil(timeout: .seconds(120), { $0.contains("1/\(count)") }) else {
            fatalError("The list never appeared:\n\(terminal)")
        }
        return terminal
    }

    /// Bytes that reach the real terminal (through curses) when the selection moves one
    /// row in a list without scrolling, at 80x24 and 200x50, and while nothing happens.
    /// The selected title is highlighted, so a move rewrites two titles.
    static func bytesForOneRowOfSelection() async throws -> [Measurement] {
        let (narrow, idle) = try await selectionBytes(width: 80, height: 24)
        let (wide, _) = try await selectionBytes(width: 200, height: 50)
        return [
            Measurement(name: "ui: bytes written when the selection moves one row, 80x24", samples: narrow, unit: "bytes", statistic: .maximum, target: 200),
            Measurement(name: "ui: bytes written when the selection moves one row, 200x50", samples: wide, unit: "bytes", statistic: .maximum, target: 400),
            Measurement(name: "ui: bytes written in one idle second", samples: [idle], unit: "bytes", statistic: .maximum, target: 1),
        ]
    }

    private static func selectionBytes(width: Int, height: Int) async throws -> (moves: [Double], idle: Double) {
        let store = InMemoryTodoStore(["Bench": BenchmarkData.todos(count: 1_000)])
        let app = try CursesAppUnderTest(store: store, width: width, height: height)
        let (moves, idle) = await app.drive { pty -> ([Double], Double) in
            _ = pty.drain()
            pty.type("Bench\r")
            guard pty.read(until: "1/1000") else { fatalError("The list never appeared") }
            _ = pty.drain()
            var moves: [Double] = []
            for index in 0..<200 {
                pty.type(index % 2 == 0 ? "j" : "k")
                moves.append(Double(pty.drain(quiet: 30).count))
            }
            let idle = Double(pty.drain(quiet: 1_000).count)
            return (moves, idle)
        }
        await app.stop()
        return (moves, idle)
    }
}
