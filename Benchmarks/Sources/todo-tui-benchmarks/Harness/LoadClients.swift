import Foundation
import Glibc
import PostgresClient
import TodoApp

/// A todo as the load's clients and the server show it, for comparing them.
struct LoadRow: Equatable, Sendable {
    var id: UUID
    var title: String
    var isDone: Bool
}

/// What a store client holds of the list: its first and last rows, and its count.
struct LoadView: Equatable, Sendable {
    static let edgeRows = 60

    var first: [LoadRow]
    var last: [LoadRow]
    var count: Int

    /// The server's whole list, seen as a client sees it.
    init(whole rows: [LoadRow]) {
        first = Array(rows.prefix(Self.edgeRows))
        last = Array(rows.suffix(Self.edgeRows))
        count = rows.count
    }

    init(first: [LoadRow], last: [LoadRow], count: Int) {
        (self.first, self.last, self.count) = (first, last, count)
    }
}

/// A client of the load that the benchmark plays with the app's own store, as another
/// machine would run it: a ``SyncedTodoStore`` with a data directory of its own (so a copy
/// of the list of its own, made when it first opens it), whose view of the list
/// (``LoadView``) is read from that copy each time the store says the list changed
/// (``ListChangeWatch``, the interface's own watch), and through which it makes its share
/// of the changes, into its copy and outbox, as a user's keys would.
final class StoreLoadClient: @unchecked Sendable {
    let store: SyncedTodoStore
    /// The list's name as this client's role opens it.
    let list: String
    let sightings = SightingLog()
    private let home: TemporaryHome
    private let lock = NSLock()
    private var latest: LoadView?
    private var readCount = 0
    private var reading: Task<Void, Never>?

    /// Where the store clients keep their copies: in memory (a tmpfs) unless
    /// `--load-copies-on-disk` is given. They stand for other machines, each with a disk of
    /// its own; on this machine's one disk, beside the server's, each commit's sync of 42
    /// copies would be the server's and the interfaces' wait too.
    static func copiesDirectory(onDisk: Bool) -> URL {
        let memory = URL(fileURLWithPath: "/dev/shm")
        var isDirectory: ObjCBool = false
        guard !onDisk, FileManager.default.fileExists(atPath: memory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return FileManager.default.temporaryDirectory
        }
        return memory
    }

    init(server: BenchmarkServer, role: String, list: String, copiesIn directory: URL) throws {
        home = try TemporaryHome(in: directory)
        store = SyncedTodoStore(conninfo: server.conninfo(role: role), environment: [:], dataLocation: DataLocation(directory: home.url))
        self.list = list
    }

    /// Opens the list, which copies it the first time, and returns once the copy holds
    /// the whole of the server's list as it was then (a read of the whole list waits for it).
    func open() async throws {
        _ = try await store.nextPosition(for: list)
    }

    /// Reads the view once now, then each time the list changes, until ``stop()``.
    func start() {
        reading = Task { [self] in
            // Watching from before the first read, so that no change falls between the two.
            guard var watch = try? await ListChangeWatch(store: store, list: list) else { fatalError("A synced store cannot be watched") }
            repeat {
                if let view = try? await read() {
                    sightings.note((view.first + view.last).map(\.title), at: .now)
                    lock.withLock {
                        latest = view
                        readCount += 1
                    }
                }
            } while await watch.next() != nil
        }
    }

    var view: LoadView? { lock.withLock { latest } }

    /// How many times the view was read.
    var reads: Int { lock.withLock { readCount } }

    /// Stops reading; the store sends on and follows the list until it is dropped.
    func stop() async {
        reading?.cancel()
        await reading?.value
    }

    /// Removes the client's data directory, copy and all.
    func removeData() {
        home.remove()
    }

    private func read() async throws -> LoadView {
        let query = TodoQuery(user: list)
        let first = try await store.page(of: query, after: nil, limit: LoadView.edgeRows)
        let last = try await store.page(of: query, before: nil, limit: LoadView.edgeRows)
        let count = try await store.count(of: query)
        let rows = { (summaries: [TodoSummary]) in summaries.map { LoadRow(id: $0.id, title: $0.title, isDone: $0.isDone) } }
        return LoadView(first: rows(first), last: rows(last), count: count)
    }
}

/// A client of the load that is the real todo-tui, on a pseudo-terminal of its own that a
/// thread reads as a terminal would, noting when each change's title is first on screen.
final class InterfaceLoadClient: @unchecked Sendable {
    static let width = 80
    static let height = 50
    /// The list's rows on screen: all but the header, the bottom line and the keys.
    static let listRows = height - 3

    let program: SpawnedProgram
    let sightings = SightingLog()
    private let reader: ScreenReader
    private let lock = NSLock()
    private var latest: TerminalScreen
    private var screens = 0
    private var offlineScreens = 0
    private var stopped = false
    private var thread: Thread?
    private let ended = DispatchSemaphore(value: 0)

    init(binary: String, server: BenchmarkServer, role: String, list: String) {
        program = SpawnedProgram(
            executable: binary, arguments: ["--server", server.conninfo(role: role), "--user", list], width: Self.width, height: Self.height
        )
        reader = ScreenReader(program.terminal, width: Self.width, height: Self.height)
        latest = reader.screen
    }

    /// Waits for the list to be drawn, `count` todos long.
    func waitForTheList(count: Int) -> Bool {
        reader.read(untilShowing: "1/\(count)", timeout: 120) != nil
    }

    /// Reads the terminal on a thread of its own until ``stop()``.
    func start() {
        let thread = Thread { [self] in
            while !lock.withLock({ stopped }) {
                guard let at = reader.firstBytes(timeout: 100) else { continue }
                let screen = reader.screen
                sightings.note(screen.lines, at: at)
                let offline = screen.line(0).contains("offline")
                lock.withLock {
                    latest = screen
                    screens += 1
                    if offline { offlineScreens += 1 }
                }
            }
            ended.signal()
        }
        thread.name = "load interface"
        self.thread = thread
        thread.start()
    }

    var screen: TerminalScreen { lock.withLock { latest } }

    /// How many screens it drew while read, and how many of them said "offline" in the
    /// header (a server slow to answer is said to be away).
    var screensDrawn: (all: Int, offline: Int) { lock.withLock { (screens, offlineScreens) } }

    /// Stops reading, and the program, which takes its home with it. Safe to call again.
    func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        if thread != nil { ended.wait() }
        program.quit()
    }

    /// Whether the screen shows `rows`, the server's list: its first rows with their
    /// titles and done marks, and its count in the position.
    static func shows(_ rows: [LoadRow], on screen: TerminalScreen) -> Bool {
        guard screen.lines[height - 2].hasSuffix("/\(rows.count)") else { return false }
        return rows.prefix(listRows).enumerated().allSatisfy { index, row in
            let line = screen.line(index + 1)
            return line.contains(row.isDone ? "[x] " : "[ ] ") && line.contains(row.title)
        }
    }
}
