import Foundation
import TodoApp
import WorkflowUI

/// Issue 3: the terminal UI layer.
@MainActor
enum TerminalBenchmarks {
    static func run() async throws -> [Measurement] {
        [await keystrokeIntoTheInMemoryTerminal(), await toggleIntoTheInMemoryTerminal()]
            + (await keystrokesIntoTheLongestTitleAndNote())
            + (try await filterKeystrokesIntoTheInMemoryTerminal(count: 100_000, iterations: 120))
            + (try await filterKeystrokesIntoTheInMemoryTerminal(count: 1_000_000, iterations: 60))
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

    /// A key typed into the search line with `count` todos in the SQLite store, as the
    /// app keeps them: from the key to the first page of what matches drawn. "week 9"
    /// is typed and erased again and again. A list this long is searched by the store
    /// (see `ListWindow`); while it reads, the header says "reading…".
    static func filterKeystrokesIntoTheInMemoryTerminal(count: Int, iterations: Int) async throws -> [Measurement] {
        let data = try await BenchmarkData.dataDirectory(user: "Bench", count: count)
        defer { try? FileManager.default.removeItem(at: data) }
        let store = try SQLiteTodoStore(location: DataLocation(directory: data))
        let terminal = await list(of: count, in: store)
        let clock = ContinuousClock()
        let opening = clock.measure { terminal.press(.character("/")) }
        let typed = Array("week 9")
        var position = 0
        var erasing = false
        var samples: [Double] = []
        for index in 0..<(iterations + 10) {
            let start = clock.now
            if erasing {
                terminal.press(.backspace)
                position -= 1
                if position == 0 { erasing = false }
            } else {
                terminal.press(.character(typed[position]))
                position += 1
                if position == typed.count { erasing = true }
            }
            guard await terminal.waitUntil(timeout: .seconds(30), { !$0.lines[0].contains("reading…") }) else {
                fatalError("The search never drew its results:\n\(terminal)")
            }
            if index >= 10 { samples.append(TimeUnit.milliseconds.value(of: clock.now - start)) }
        }
        let formatted = count.formatted(.number)
        return [
            Measurement(
                name: "ui: one keystroke in the search line to its results drawn, 200x50, \(formatted) todos in SQLite",
                samples: samples, unit: "ms", statistic: .median, target: 10
            ),
            Measurement(
                name: "ui: opening the search, 200x50, \(formatted) todos in SQLite", samples: [TimeUnit.milliseconds.value(of: opening)],
                unit: "ms", statistic: .median, target: nil
            ),
        ]
    }

    /// A character typed at the end of a title and of a note as long as they may be
    /// (`TodoTitle.maximumLength`, `TodoNote.maximumLength` in lines of 70), then erased,
    /// in the editor at 200x50: how the editor keeps up at its limits. Reported, with no
    /// target of its own.
    static func keystrokesIntoTheLongestTitleAndNote() async -> [Measurement] {
        let line = String(repeating: "x", count: 69) + "\n"
        let note = String(String(repeating: line, count: TodoNote.maximumLength / 70 + 1).prefix(TodoNote.maximumLength - 1))
        let title = String(repeating: "t", count: TodoTitle.maximumLength - 1)
        let store = InMemoryTodoStore(["Bench": [Todo(title: title, note: note, position: 0)]])
        let terminal = await list(of: 1, in: store)
        terminal.press(.enter)
        guard await terminal.waitUntil(timeout: .seconds(30), { $0.lines[0].contains("Edit") }) else {
            fatalError("The editor never opened:\n\(terminal)")
        }
        var typing = true
        let key = {
            terminal.press(typing ? .character("y") : .backspace)
            typing.toggle()
        }
        let inTitle = measure("ui: a key at the end of a 1,000-character title, 200x50", iterations: 200, unit: .milliseconds, target: nil, key)
        terminal.press(.tab, .modified(.end, .control))
        let inNote = measure("ui: a key at the end of a 100,000-character note, 200x50", iterations: 200, unit: .milliseconds, target: nil, key)
        return [inTitle, inNote]
    }

    /// The app on a 200x50 in-memory terminal, logged in and showing 100,000 todos.
    private static func listOfAHundredThousandTodos() async -> InMemoryTerminal {
        await list(of: 100_000)
    }

    /// The app on a 200x50 in-memory terminal, logged in and showing `count` todos.
    private static func list(of count: Int) async -> InMemoryTerminal {
        await list(of: count, in: InMemoryTodoStore(["Bench": BenchmarkData.todos(count: count)]))
    }

    /// The app on a 200x50 in-memory terminal, logged in as Bench and showing `count` todos of `store`.
    private static func list(of count: Int, in store: any TodoStore) async -> InMemoryTerminal {
        let app = WorkflowHostingView(workflow: RootWorkflow(store: store, writer: TodoWriter(store: store)))
        let terminal = InMemoryTerminal(size: Size(width: 200, height: 50), root: app)
        // Each frame drawn once, as on a real terminal.
        terminal.checksEveryFrame = false
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
