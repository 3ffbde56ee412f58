import ArgumentParser
import Foundation
import Logging
import TodoApp

/// `todo-tui`: with no subcommand, the interactive interface; with one, a
/// scripting command on the same database.
///
/// Global options go before the subcommand's name, as in
/// `todo-tui --data-dir DIR list --user Ada`; subcommands read them through
/// `@ParentCommand`.
@main
struct TodoTUICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo-tui",
        abstract: "A todo list for each person who logs in, in the terminal.",
        discussion: """
            Without a subcommand, starts the interactive interface. The subcommands \
            script the same lists. Todos are kept in $XDG_DATA_HOME/todo-tui/todos.sqlite \
            (by default ~/.local/share/todo-tui/todos.sqlite) unless --data-dir says otherwise.
            """,
        version: TodoTUIVersion.current,
        subcommands: [AddCommand.self, ListCommand.self, ImportCommand.self, ExportCommand.self]
    )

    @Option(help: ArgumentHelp("Keep the todo database in DIR/todos.sqlite.", valueName: "DIR"))
    var dataDir: String?

    @Option(help: ArgumentHelp(
        "Append a log to FILE. Defaults to $TODO_TUI_LOG; without either, nothing is logged.",
        valueName: "FILE"
    ))
    var logFile: String?

    @Flag(help: "Show the running workflow tree (types, keys and states) while the interface runs.")
    var debugTree = false

    mutating func run() async throws {
        let logger = try startLogging()
        let store = try openStore(logger: logger)
        let options = InteractiveOptions(debugTree: debugTree, logger: logger)
        let status = await runInteractive(store: store, options: options)
        if status != 0 {
            throw ExitCode(status)
        }
    }

    /// Sends the process's logging to the log file asked for, or nowhere: never
    /// to the terminal, which belongs to the interface. Call once, before any
    /// `Logger` is made.
    func startLogging(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Logger {
        let path = logFile ?? environment["TODO_TUI_LOG"].flatMap { $0.isEmpty ? nil : $0 }
        let file = try path.map { path in
            do {
                return try LogFile(appendingTo: path)
            } catch {
                throw CommandFailure("Could not open the log file \(path): \(error). Give --log-file a writable path.")
            }
        }
        LoggingSystem.bootstrap { label in
            guard let file else { return SwiftLogNoOpLogHandler() }
            return FileLogHandler(label: label, file: file)
        }
        return Logger(label: "todo-tui")
    }

    /// Opens the database chosen by `--data-dir` (or the standard location).
    /// Errors are `TodoStoreError`s, which ArgumentParser prints as
    /// "Error: <what happened and what to do>" before exiting with status 1.
    func openStore(logger: Logger) throws -> SQLiteTodoStore {
        let location = DataLocation.resolve(dataDirectory: dataDir)
        var storeLogger = logger
        storeLogger[metadataKey: "component"] = "store"
        return try SQLiteTodoStore(location: location, logger: storeLogger)
    }
}
