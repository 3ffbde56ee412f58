import Foundation
import WorkflowUI
@testable import TodoApp

/// One app on one store for a whole run, and the checks after each event: the part a
/// generated run and a replay of given events share.
@MainActor
final class FuzzSession {
    let app: FuzzedApp
    private let directory: URL
    /// The terminal and update count last checked: a screen that received no update
    /// since is not scanned again.
    private var lastChecked: (terminal: ObjectIdentifier, updates: Int, size: Size)?
    /// What the store checks covered.
    private(set) var modelChecks = 0
    private(set) var todosCompared = 0
    private(set) var rowsCompared = 0

    /// A session on a new store in a new temporary directory, with a list for Ada
    /// already in it (so the first login has something to show), on an 80x24 terminal,
    /// the mouse on or off. The app sees the store through `seenThrough`: for a test of
    /// the fuzzer, a store that fails.
    init(usesMouse: Bool = false, seenThrough: (UnwatchedStore) -> any TodoStore = { $0 }) async throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-fuzz-\(UUID().uuidString)", isDirectory: true)
        let store = UnwatchedStore(base: try SQLiteTodoStore(location: DataLocation(directory: directory)))
        try await store.save(Self.startingTodos, for: "Ada")
        app = FuzzedApp(store: seenThrough(store), size: Size(width: 80, height: 24), usesMouse: usesMouse)
    }

    /// Stops the app, writes what it has not, and removes the store.
    func close() async {
        await app.hosting.host.stop()
        await app.writer.drain()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Delivers `event`, lets the app finish what it started, and checks the screen and,
    /// when the app quits or `checksModel` says, the store against the app. Returns the
    /// first problem seen.
    func apply(_ event: FuzzEvent, checksModel: Bool) async -> String? {
        let updatesBefore = isOffTheScreen(event) ? app.terminal.updatesApplied : nil
        app.deliver(event)
        if let problem = checkFrame() { return problem }
        if let hang = await app.settle() { return hang }
        if let problem = checkFrame() { return problem }
        if let updatesBefore, app.terminal.updatesApplied != updatesBefore {
            return "mouse reports off the screen changed what it shows: they land on no view"
        }
        if app.didQuit {
            if let problem = await checkModel() { return problem }
            await app.restart()
            return checkFrame()
        }
        return checksModel ? await checkModel() : nil
    }

    /// Whether `event` is mouse reports that all land off the screen, as a terminal may
    /// send them made just before the window shrank.
    private func isOffTheScreen(_ event: FuzzEvent) -> Bool {
        guard case .mouse(let events) = event else { return false }
        let screen = Rect(size: app.terminal.size)
        return events.allSatisfy { !screen.contains($0.position) }
    }

    /// The screen checks of `FrameCheck`, on a screen that changed since the last.
    func checkFrame() -> String? {
        let terminal = app.terminal
        let mark = (terminal: ObjectIdentifier(terminal), updates: terminal.updatesApplied, size: terminal.size)
        if let lastChecked, lastChecked.terminal == mark.terminal, lastChecked.updates == mark.updates { return nil }
        let sizeChanged = lastChecked.map { $0.terminal != mark.terminal || $0.size != mark.size } ?? true
        lastChecked = mark
        return FrameCheck.problem(with: terminal, sizeChanged: sizeChanged)
    }

    /// The store against the app's list and the screen (see `ModelCheck`).
    func checkModel() async -> String? {
        let outcome = await ModelCheck.check(app)
        modelChecks += 1
        todosCompared += outcome.todosCompared
        rowsCompared += outcome.rowsCompared
        return outcome.problems.isEmpty ? nil : outcome.problems.joined(separator: "\n")
    }

    /// Todos of every kind a list shows: done and open, each priority, due dates past,
    /// today and later, notes, and titles that are long, wide, joined, invisible in
    /// part, or that would drive a terminal if written raw.
    static var startingTodos: [Todo] {
        let titles = [
            "Buy oat milk", "Pay rent", "日本語のタイトル、とても長いのでどこかで切れるはずです", "👨‍👩‍👧 family call 🇯🇵",
            "e\u{301}te\u{301} cafe\u{301}", "\u{1B}[31mred\u{1B}[0m and \u{9B}2J", "\u{202E}desrever\u{202C} text",
            "zero\u{200B}width\u{200D}joiners", String(repeating: "long title ", count: 30), "tab\there",
            "한국어 제목", "ｆｕｌｌｗｉｄｔｈ", "x", "[x] looks done", "   spaces around   ", "कि हिन्दी",
        ]
        let created = Date(timeIntervalSince1970: 1_790_000_000)
        return titles.enumerated().map { index, title in
            Todo(
                id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index + 1))!,
                title: title,
                note: index % 3 == 0 ? "A note\nwith lines \u{1B}[2J and 日本語 " + String(repeating: "word ", count: index * 5) : "",
                isDone: index % 4 == 1,
                position: index + 1,
                priority: TodoPriority(rawValue: index % 4) ?? .none,
                dueDate: index % 5 == 0 ? nil : TodoDay(daysSince1970: TodoDay(FuzzedApp.now).daysSince1970 + index - 6),
                createdAt: created
            )
        }
    }
}
