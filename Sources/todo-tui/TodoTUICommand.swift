import ArgumentParser
import Foundation
import Logging
import TodoApp
import WorkflowUI

/// `todo-tui`: with no subcommand, the interactive interface; with one, a
/// scripting command on the same database.
///
/// Global options go before the subcommand's name, as in
/// `todo-tui --data-dir DIR list --user Ada`; subcommands read them through
/// `@ParentCommand`. ``TodoTUIMain`` hands it every command line that
/// ``DirectInvocation`` does not read itself.
struct TodoTUICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo-tui",
        abstract: "A todo list for each person who logs in, in the terminal.",
        // Without a subcommand is how the interface starts, so the usage shows both
        // ways; the generated one would make <subcommand> look required.
        usage: """
            todo-tui [--data-dir <DIR>] [--server <CONNINFO>] [--log-file <FILE>] [--debug-tree] [--mouse] [--user <NAME>]
            todo-tui [--data-dir <DIR>] [--server <CONNINFO>] [--log-file <FILE>] <subcommand> [<options>]
            """,
        discussion: """
            Without a subcommand, starts the interactive interface, at the name prompt, or \
            in NAME's list with --user NAME (or $TODO_TUI_USER). The subcommands \
            script the same lists. Todos are kept in $XDG_DATA_HOME/todo-tui/todos.sqlite \
            (by default ~/.local/share/todo-tui/todos.sqlite) unless --data-dir says otherwise. \
            With --server (or $TODO_TUI_SERVER) they are kept on a PostgreSQL server instead, \
            where a name is a list's, lists can be shared (share, unshare, lists), and setup \
            makes the server ready once; each list opened is copied under the data directory \
            (servers/), so that it opens and changes with the server away.
            """,
        version: TodoTUIVersion.current,
        subcommands: [
            AddCommand.self, ListCommand.self, DoneCommand.self, UndoneCommand.self, EditCommand.self,
            RemoveCommand.self, ImportCommand.self, ExportCommand.self,
            ListsCommand.self, ShareCommand.self, UnshareCommand.self, SetupCommand.self, ConfigCommand.self,
        ]
    )

    @Option(help: ArgumentHelp("Keep the todo database in DIR/todos.sqlite.", valueName: "DIR"))
    var dataDir: String?

    @Option(help: ArgumentHelp(
        "Keep lists on the PostgreSQL server CONNINFO names (a libpq connection string or URI; empty for libpq's defaults and PG* variables); defaults to $TODO_TUI_SERVER.",
        valueName: "CONNINFO"
    ))
    var server: String?

    @Option(help: ArgumentHelp(
        "Append a log to FILE. Defaults to $TODO_TUI_LOG (warned about and skipped if it cannot be opened); without either, nothing is logged.",
        valueName: "FILE"
    ))
    var logFile: String?

    @Option(help: ArgumentHelp(
        "Read the settings from FILE; defaults to $TODO_TUI_CONFIG, else $XDG_CONFIG_HOME/todo-tui/config.toml (see todo-tui config).",
        valueName: "FILE"
    ))
    var config: String?

    @Flag(help: "Show the running workflow tree (types, keys and states) while the interface runs.")
    var debugTree = false

    @Flag(help: "Take the mouse: click a todo to select it, double-click to edit it, the wheel to scroll, click a key in the footer to run it.")
    var mouse = false

    /// The interface opens this user's list at once; subcommands get it as theirs.
    @OptionGroup var user: UserOption

    /// The words ArgumentParser reads as a subcommand's name: each subcommand's, and `help`.
    static let commandNames: Set<String> = [
        "add", "list", "done", "undone", "edit", "rm", "import", "export", "lists", "share", "unshare", "setup", "config", "help",
    ]

    static let serverVariable = "TODO_TUI_SERVER"

    mutating func run() async throws {
        // Read once: each read copies every variable into a new dictionary.
        let environment = ProcessInfo.processInfo.environment
        // Before anything else, and so before the screen is taken: a mistake in the file
        // stops the start with its line and column.
        let settings = try effectiveSettings(environment: environment)
        let logger = try startLogging(environment: environment)
        // The welcome screen needs no todos: it is drawn while the database opens.
        let store: any ScriptableTodoStore
        do {
            store = try openStore(logger: logger, server: settings.server?.value, inBackground: true, environment: environment)
        } catch {
            let location = DataLocation.resolve(dataDirectory: dataDir, environment: environment)
            throw ReadOnlyInterfaceRefusal.replacing(error, at: location, dataDirOption: dataDir)
        }
        let options = InteractiveOptions(
            debugTree: debugTree, mouse: settings.mouse.value, logger: logger, startingUser: settings.user?.value,
            keyBindings: settings.keyBindings, showsFooter: settings.footer.value, theme: settings.resolvedTheme, todoStyles: settings.resolvedTodoStyles,
            dueDateFormat: settings.dueDateFormat.value, wideLayoutColumns: settings.wideLayoutColumns.value
        )
        let status = await runInteractive(store: store, options: options, environment: environment)
        // Opening is over by now, unless the user quit at once; if it failed, this says
        // so, even to a user who never logged in to see it. A server the interface
        // could not reach was said on its screen.
        if store is SQLiteTodoStore { try await store.waitUntilOpen() }
        if let synced = store as? SyncedTodoStore { await synced.sendWaitingChanges(within: .seconds(2)) }
        if status != 0 {
            throw ExitCode(status)
        }
    }

    /// The settings the interface and every subcommand, `config` included, run with: the
    /// config file's (see ``ConfigLocation``), under the environment's and the options'
    /// (see ``EffectiveSettings/load(_:environment:)``). A mistake in the file is a
    /// `CommandFailure` that names its line and column.
    ///
    /// - Parameter userOption: a subcommand's `--user`, when it has one; else this
    ///   command's.
    func effectiveSettings(
        userOption: UserOption? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> EffectiveSettings {
        try EffectiveSettings.load(settingOptions(userOption: userOption), environment: environment)
    }

    /// What this command line says about the settings; `userOption` is a subcommand's
    /// `--user`, which wins over this command's.
    func settingOptions(userOption: UserOption? = nil) -> SettingOptions {
        SettingOptions(config: config, user: userOption?.given ?? user.given, server: server, dataDirGiven: dataDir != nil, mouse: mouse)
    }

    /// Sends the process's logging to the log file asked for, or nowhere: never
    /// to the terminal, which belongs to the interface. Call once, before any
    /// `Logger` is made.
    ///
    /// A `--log-file` that cannot be opened is an error. One from `TODO_TUI_LOG`,
    /// set once for every command, must not stop them all: it is warned about on
    /// standard error, and the command runs without a log.
    func startLogging(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Logger {
        let file: LogFile?
        if let logFile {
            do {
                file = try LogFile(appendingTo: logFile)
            } catch {
                throw CommandFailure("Could not open the log file \(logFile): \(error). Give --log-file a writable path.")
            }
        } else if let path = environment["TODO_TUI_LOG"], !path.isEmpty {
            do {
                file = try LogFile(appendingTo: path)
            } catch {
                StandardError.writeLine("todo-tui: not logging: could not open \(path), the log file TODO_TUI_LOG names: \(error).")
                file = nil
            }
        } else {
            file = nil
        }
        LoggingSystem.bootstrap { label in
            guard let file else { return SwiftLogNoOpLogHandler() }
            return FileLogHandler(label: label, file: file)
        }
        return Logger(label: "todo-tui")
    }

    /// Opens the server's store when `server` (the effective settings' connection string)
    /// names one, else the database chosen by `--data-dir` (or the standard location),
    /// creating it unless `mustExist`: commands that only read create nothing.
    /// Errors are `TodoStoreError`s, which ArgumentParser prints as
    /// "Error: <what happened and what to do>" before exiting with status 1.
    ///
    /// `inBackground`: return once the file is checked, and open it for writing in the
    /// background (see ``SQLiteTodoStore/openingInBackground(location:logger:willUpgrade:)``).
    ///
    /// `forReading`: for a command that only reads, which writes nothing there and also
    /// reads a database it may not write, such as a backup (see
    /// ``SQLiteTodoStore/openingForReading(location:logger:willUpgradeCopy:)``).
    func openStore(
        logger: Logger, server: String?, mustExist: Bool = false, inBackground: Bool = false, forReading: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> any ScriptableTodoStore {
        if let conninfo = server {
            var serverLogger = logger
            serverLogger[metadataKey: "component"] = "server"
            return SyncedTodoStore(
                conninfo: conninfo, environment: environment,
                dataLocation: DataLocation.resolve(dataDirectory: dataDir, environment: environment), logger: serverLogger
            )
        }
        return try openSQLiteStore(
            logger: logger, mustExist: mustExist, inBackground: inBackground, forReading: forReading, environment: environment
        )
    }

    /// Opens the SQLite database, as ``openStore(logger:server:mustExist:inBackground:forReading:environment:)``
    /// does without a server.
    func openSQLiteStore(
        logger: Logger, mustExist: Bool, inBackground: Bool, forReading: Bool, environment: [String: String]
    ) throws -> SQLiteTodoStore {
        let location = DataLocation.resolve(dataDirectory: dataDir, environment: environment)
        var storeLogger = logger
        storeLogger[metadataKey: "component"] = "store"
        let willUpgrade = { (path: String) in
            // Before the interface takes the screen, so this is seen while it lasts.
            FileHandle.standardError.write(
                Data("todo-tui: upgrading \(path) for this version, once; a long list takes a few seconds…\n".utf8)
            )
        }
        if forReading {
            return try SQLiteTodoStore.openingForReading(location: location, logger: storeLogger) { path in
                StandardError.writeLine("todo-tui: \(path) was written by an older todo-tui: reading an upgraded copy "
                    + "of it, and leaving it as it is; a long list takes a few seconds…")
            }
        }
        if inBackground {
            return try SQLiteTodoStore.openingInBackground(location: location, logger: storeLogger, willUpgrade: willUpgrade)
        }
        return try SQLiteTodoStore(location: location, mustExist: mustExist, logger: storeLogger, willUpgrade: willUpgrade)
    }

    /// The store a subcommand works on, open. On a server, the lists are this machine's
    /// copies: a list opened before works with the server away.
    func openedStore(
        logger: Logger, settings: EffectiveSettings, mustExist: Bool = false, forReading: Bool = false
    ) async throws -> any ScriptableTodoStore {
        let store = try openStore(logger: logger, server: settings.server?.value, mustExist: mustExist, forReading: forReading)
        if store is SyncedTodoStore { try await store.waitUntilOpen() }
        return store
    }

    /// The store of this machine's copies of the server's lists, kept where `--data-dir`
    /// says: for a server-only subcommand, which sends what waits too.
    func syncedStore(logger: Logger, settings: EffectiveSettings) -> SyncedTodoStore? {
        settings.server.map(\.value).map { SyncedTodoStore(conninfo: $0, dataLocation: DataLocation.resolve(dataDirectory: dataDir), logger: logger) }
    }

    /// Before a subcommand on a server ends: sends what waits for the server (this command's
    /// change and any an earlier run kept), for up to five seconds, and says so if some must
    /// wait for the next run.
    func sendKeptChanges(of store: (any TodoStore)?) async {
        guard let synced = store as? SyncedTodoStore else { return }
        let left = await synced.sendWaitingChanges(within: .seconds(5))
        guard left > 0 else { return }
        let changes = left == 1 ? "1 change" : "\(left) changes"
        StandardError.writeLine("todo-tui: the server \(synced.serverName) cannot be reached now: \(changes) kept on this machine, "
            + "sent when todo-tui next runs with the server there.")
    }

    /// The server store a server-only subcommand (`setup`, `share`, `unshare`, `lists`)
    /// works on; refused without a server.
    func serverStore(logger: Logger, settings: EffectiveSettings, command: String) throws -> ServerTodoStore {
        guard let conninfo = settings.server?.value else {
            throw ValidationError(
                "\(command) works on a server: give --server CONNINFO, set \(Self.serverVariable), or set server in the config file."
            )
        }
        return ServerTodoStore(conninfo: conninfo, logger: logger)
    }

    /// Reads the settings' user's list for a command that only reads: the database must
    /// exist, and a name it has never seen is told on standard error (the list is empty).
    func existingTodos(settings: EffectiveSettings, logger: Logger) async throws -> [Todo] {
        let user = try settings.listUser
        let store = try await openedStore(logger: logger, settings: settings, forReading: true)
        guard try await store.knownName(for: user) != nil else {
            let name = TerminalText.sanitized(user.trimmingWhitespace())
            StandardError.writeLine("todo-tui: \(name) has no todos yet.")
            return []
        }
        let todos = try await store.todos(for: user)
        await sendKeptChanges(of: store)
        return todos
    }
}
