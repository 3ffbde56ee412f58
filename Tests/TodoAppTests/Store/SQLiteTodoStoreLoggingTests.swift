import Logging
import Synchronization
import Testing
@testable import TodoApp

/// What the store writes to the log: failures, but not the reads the app cancelled
/// because it no longer wanted them (a page for a view already left).
struct SQLiteTodoStoreLoggingTests {
    /// Keeps every message logged at error level or above.
    private final class RecordedErrors: Sendable {
        let messages = Mutex<[String]>([])

        var logger: Logger {
            Logger(label: "test") { _ in RecordingHandler(errors: self) }
        }
    }

    private struct RecordingHandler: LogHandler {
        let errors: RecordedErrors
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            guard event.level >= .error else { return }
            errors.messages.withLock { $0.append("\(event.message)") }
        }
    }

    @Test func aReadCancelledByTheAppIsNotLoggedAsAnError() async throws {
        let directory = try TemporaryDirectory()
        let errors = RecordedErrors()
        let store = try SQLiteTodoStore(location: directory.location, logger: errors.logger)
        try await store.save(Todo(title: "Buy milk", position: 0), for: "Ada")

        let read = Task {
            // Cancelled before it reads, as a worker replaced by a newer one is.
            withUnsafeCurrentTask { $0?.cancel() }
            return try await store.todos(for: "Ada")
        }
        await #expect(throws: (any Error).self) { try await read.value }
        #expect(errors.messages.withLock { $0 }.isEmpty)
    }

    @Test func aReadThatFailsIsLogged() async throws {
        let directory = try TemporaryDirectory()
        let errors = RecordedErrors()
        let store = try SQLiteTodoStore(location: directory.location, logger: errors.logger)
        try await store.save(Todo(title: "Buy milk", position: 0), for: "Ada")
        await #expect(throws: (any Error).self) {
            try await store.read("read a table that is not there") { db in
                try db.execute(sql: "SELECT * FROM no_such_table")
            }
        }
        #expect(errors.messages.withLock { $0 }.count == 1)
    }
}
