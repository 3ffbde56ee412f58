import Logging
import Synchronization
import Testing
import WorkflowUI
@testable import WorkflowTerminal

/// `TerminalApp.run` logs two commands of one view on one key as an error, so that a
/// release build, which carries on, leaves a line in the log.
@Suite struct KeyConflictLogTests {
    @Test func aKeyConflictIsLoggedAsAnErrorNamingTheViewTheKeyAndBothCommands() async {
        let lines = LoggedLines()
        let logger = Logger(label: "test") { _ in LineCollector(lines: lines) }
        let conflict = KeyConflict(view: "ProcessListView", key: .character("k"), commands: ["kill", "keep"])

        await TerminalApp.report(conflict, to: logger, stopping: false)

        #expect(lines.all == [
            "error: Key conflict: ProcessListView gives k to two of its commands, \"kill\" and \"keep\", so k runs only "
                + "\"kill\". Give one of them another key, or list it in the other's yieldingKeys if that one should give it up.",
        ])
    }
}

/// The lines a logger was given, as "level: message".
private final class LoggedLines: Sendable {
    private let lines = Mutex<[String]>([])

    var all: [String] { lines.withLock { $0 } }

    func append(_ line: String) { lines.withLock { $0.append(line) } }
}

private struct LineCollector: LogHandler {
    let lines: LoggedLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.append("\(event.level): \(event.message)")
    }
}
