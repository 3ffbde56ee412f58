import Foundation
import Synchronization
import TodoAppFuzzing
@testable import TodoApp

/// One client of a chaos run, in a process of its own: a ``SyncedTodoStore`` on a data
/// directory of its own, through a link the harness cuts, making random changes to the
/// shared list at random moments until told to stop. Each change is written to its journal
/// (and to the disk) before it is made, under the id it will be sent with.
///
/// It answers the harness on standard input and output, a line each way: `ready` once the
/// list is open; `stop` (it ends its changes, then says `stopped`), `report` (its copy and
/// how many changes wait, as JSON) and `quit` (it writes down its last news, says `bye` and
/// ends). The end of its input, the harness gone, ends it at once.
final class ChaosClient: @unchecked Sendable {
    struct Settings {
        var index: Int
        var conninfo: String
        var list: String
        var dataDirectory: URL
        var journal: URL
        var seed: UInt64
        var meanPause: Duration
    }

    private let settings: Settings
    private let journal: JournalWriter
    private let store: SyncedTodoStore
    /// The id the next change is to be made under, handed to the store as it makes it.
    private let nextID = NextChangeID()
    private let stopping = Atomic<Bool>(false)
    private let output = NSLock()
    /// The latest news written down, by its number in the copy.
    private let newsSeen = Mutex<Int64>(0)

    init(_ settings: Settings) throws {
        self.settings = settings
        journal = try JournalWriter(appendingTo: settings.journal)
        store = SyncedTodoStore(
            conninfo: settings.conninfo, environment: [:], dataLocation: DataLocation(directory: settings.dataDirectory),
            logger: SQLiteTodoStore.silentLogger, newChangeID: nextID.take
        )
    }

    func run() async throws -> Never {
        let earlier = (try? JournalReader.read(settings.journal)) ?? []
        try journal.write(JournalEntry(kind: .start, client: settings.index, at: Date().timeIntervalSinceReferenceDate))
        // A list copied here opens from the copy while the server is away; the first start
        // needs the server, which the harness gives it.
        while (try? await store.todos(for: settings.list)) == nil {
            try await Task.sleep(for: .milliseconds(200))
        }
        say("ready")
        let starts = earlier.count { $0.kind == .start }
        let madeBefore = earlier.count { $0.kind == .change }
        let changing = Task { [self] in
            // Another stream each start, so that a client started again does not make the
            // same choices again.
            var random = SplitMix64(seed: settings.seed &+ UInt64(settings.index) &* 0x1_0000 &+ UInt64(starts))
            var maker = RandomChange(client: settings.index, made: madeBefore)
            var deleted: [Todo] = []
            while !stopping.load(ordering: .relaxed) {
                let pause = Double.random(in: 0..<1, using: &random)
                try? await Task.sleep(for: settings.meanPause * (-log(1 - pause)))
                guard !stopping.load(ordering: .relaxed), let todos = try? await store.todos(for: settings.list) else { continue }
                for change in maker.next(in: todos, deleted: &deleted, using: &random) { await make(change) }
                await writeDownNews()
            }
        }
        listenForCommands(until: changing)
        while true { try await Task.sleep(for: .seconds(3600)) }
    }

    /// Writes `change` down, then makes it as the interface would, then writes down whether
    /// it was made.
    private func make(_ change: ListChange) async {
        let id = UUID()
        do {
            try journal.write(.change(id, change, client: settings.index))
        } catch {
            fail("could not write to the journal: \(error)")
        }
        nextID.give(id)
        let made: Bool?
        let list = settings.list
        do {
            switch change {
            case .save(let todo):
                try await store.save(todo, for: list)
                made = true
            case .update(let todoID, let changes, _):
                made = try await store.update(id: todoID, with: changes, for: list)
            case .delete(let todoID):
                try await store.delete(id: todoID, for: list)
                made = true
            }
        } catch {
            FileHandle.standardError.write(Data("client \(settings.index): \(change) failed: \(error)\n".utf8))
            made = nil
        }
        // A call that never reached the copy leaves its id unasked for.
        _ = nextID.take()
        try? journal.write(JournalEntry(kind: .made, client: settings.index, at: Date().timeIntervalSinceReferenceDate, id: id, made: made))
    }

    /// Writes down the news the copy told of this client's own changes since the last look:
    /// a todo deleted while it was changed here, notes merged, a change refused.
    private func writeDownNews() async {
        guard let name = try? ServerListName(settings.list), let copied = await store.copies.copiedList(named: name),
              let copy = try? store.copies.interfaceCopy(of: copied.list.id),
              let (latest, news) = try? await copy.news(in: copied, after: newsSeen.withLock { $0 })
        else { return }
        newsSeen.withLock { $0 = max($0, latest) }
        for told in news {
            var entry = JournalEntry(kind: .news, client: settings.index, at: Date().timeIntervalSinceReferenceDate, todo: told.todoID, actor: told.actor)
            switch told.kind {
            case .deletedWhileChangedHere(let yours):
                entry.news = "deleted-yours"
                entry.values = StoredValues(yours)
            case .notesMerged: entry.news = "notes-merged"
            case .refused(let reason): entry.news = "refused: \(reason)"
            case .added, .changed, .deleted: continue
            }
            try? journal.write(entry)
        }
    }

    // MARK: - The harness's commands

    private func listenForCommands(until changing: Task<Void, Never>) {
        let thread = Thread { [self] in
            while let line = readLine() {
                let command = line.trimmingCharacters(in: .whitespaces)
                Task {
                    switch command {
                    case "stop":
                        stopping.store(true, ordering: .relaxed)
                        await changing.value
                        say("stopped")
                    case "report":
                        say(await report())
                    case "quit":
                        await writeDownNews()
                        say("bye")
                        exit(0)
                    default:
                        say("unknown command: \(command)")
                    }
                }
            }
            exit(0)
        }
        thread.start()
    }

    /// The copy as it is, and how the list stands with the server, as one line of JSON.
    private func report() async -> String {
        let todos = (try? await store.todos(for: settings.list)) ?? []
        let report = ClientReport(
            unsent: await store.copies.unsentCount(), isAway: store.sync.all.contains { $0.status.isAway },
            todos: todos.map(StoredValues.init)
        )
        return String(decoding: (try? JSONEncoder().encode(report)) ?? Data(), as: UTF8.self)
    }

    private func say(_ line: String) {
        output.withLock { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("client \(settings.index): \(message)\n".utf8))
        exit(2)
    }
}

/// What a client says of its copy when asked.
struct ClientReport: Codable {
    var unsent: Int
    var isAway: Bool
    var todos: [StoredValues]
}

/// The id a client's next change is to be made under, from when it is written down until
/// the store asks for it: a new one if the store asks unexpectedly.
private final class NextChangeID: Sendable {
    private let id = Mutex<UUID?>(nil)

    func give(_ given: UUID) {
        id.withLock { $0 = given }
    }

    @Sendable func take() -> UUID {
        id.withLock { $0.take() } ?? UUID()
    }
}
