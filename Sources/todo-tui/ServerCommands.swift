import ArgumentParser
import Foundation
import TodoApp
import WorkflowUI

/// `todo-tui --server C setup`: creates or upgrades the todo-tui schema on the server.
struct SetupCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "setup",
        abstract: "Make a PostgreSQL server ready for todo-tui's lists, or upgrade it.",
        discussion: """
            Creates the schema todo_tui (tables, row-level security, functions) in the \
            database --server names, or upgrades an older one, and says what it did; running \
            it again changes nothing. It needs a role that may create a schema in that \
            database, and the extensions pg_trgm and unaccent (which such a role may add). \
            Every role that may connect to the database may then keep lists there, and sees \
            only its own and those shared with it: adding a person is one line for an \
            administrator, CREATE ROLE grace LOGIN PASSWORD '…';

            \(GlobalOptionsHelp.serverDiscussion(for: "setup"))
            """
    )

    @ParentCommand var root: TodoTUICommand

    func run() async throws {
        let settings = try root.effectiveSettings()
        let logger = try root.startLogging()
        let store = try root.serverStore(logger: logger, settings: settings, command: "setup")
        print(try await store.setUp())
        await root.sendKeptChanges(of: root.syncedStore(logger: logger, settings: settings))
    }
}

/// `todo-tui --server C lists [--json]`: the lists the role may open.
struct ListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lists",
        abstract: "Print the lists you may open on the server: name, owner, your access, open todos.",
        discussion: """
            Another's list is named with its owner after a middle dot (Groceries · ada), as \
            --user and the name prompt take it. Access is owner, write or read.

            \(GlobalOptionsHelp.serverDiscussion(for: "lists"))
            """
    )

    @ParentCommand var root: TodoTUICommand

    @Flag(help: "Print a JSON array of objects with name, owner, access and openTodos.")
    var json = false

    func run() async throws {
        let settings = try root.effectiveSettings()
        let logger = try root.startLogging()
        _ = try root.serverStore(logger: logger, settings: settings, command: "lists")
        guard let store = root.syncedStore(logger: logger, settings: settings) else { return }
        await root.sendKeptChanges(of: store)
        let (lists, fromCopies) = try await store.listInfos()
        if fromCopies {
            StandardError.writeLine("todo-tui: the server \(store.serverName) cannot be reached now: these are the lists copied on "
                + "this machine, as last seen.")
        }
        var output = StandardOutput()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            output.write(String(decoding: try encoder.encode(lists), as: UTF8.self) + "\n")
        } else {
            for list in lists {
                let name = TerminalText.sanitized(list.name)
                output.write("\(name)\t\(TerminalText.sanitized(list.owner))\t\(list.access)\t\(list.openTodos) open\n")
            }
        }
        output.flush()
    }
}

/// `todo-tui --server C share LIST --with ROLE [--read-only]`.
struct ShareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Share one of your lists with another role, to change or only to read.",
        discussion: """
            The role sees the list as LIST · you, in their lists at once, and at their name \
            prompt the next time it is shown. Sharing again with --read-only or without \
            changes which. The server enforces it: a role sees no list not shared with it, \
            whatever client it uses (superusers and the role that ran setup see every list).

            \(GlobalOptionsHelp.serverDiscussion(for: "share"))
            """
    )

    @ParentCommand var root: TodoTUICommand

    @Argument(help: "The name of your list.")
    var list: String

    @Option(name: .customLong("with"), help: ArgumentHelp("The PostgreSQL role to share it with.", valueName: "ROLE"))
    var role: String

    @Flag(help: "Let them read it but not change it.")
    var readOnly = false

    func run() async throws {
        let settings = try root.effectiveSettings()
        let logger = try root.startLogging()
        let store = try root.serverStore(logger: logger, settings: settings, command: "share")
        try await store.share(list, with: role, readOnly: readOnly)
        let name = TerminalText.sanitized(list.trimmingCharacters(in: .whitespaces))
        print("Shared \(name) with \(TerminalText.sanitized(role)) \(readOnly ? "to read only" : "to read and change").")
        await root.sendKeptChanges(of: root.syncedStore(logger: logger, settings: settings))
    }
}

/// `todo-tui --server C unshare LIST --with ROLE`.
struct UnshareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unshare",
        abstract: "Stop sharing one of your lists with a role.",
        discussion: GlobalOptionsHelp.serverDiscussion(for: "unshare")
    )

    @ParentCommand var root: TodoTUICommand

    @Argument(help: "The name of your list.")
    var list: String

    @Option(name: .customLong("with"), help: ArgumentHelp("The PostgreSQL role to stop sharing it with.", valueName: "ROLE"))
    var role: String

    func run() async throws {
        let settings = try root.effectiveSettings()
        let logger = try root.startLogging()
        let store = try root.serverStore(logger: logger, settings: settings, command: "unshare")
        let name = TerminalText.sanitized(list.trimmingCharacters(in: .whitespaces))
        if try await store.unshare(list, with: role) {
            print("\(name) is no longer shared with \(TerminalText.sanitized(role)).")
        } else {
            StandardError.writeLine("todo-tui: \(name) was not shared with \(TerminalText.sanitized(role)); nothing changed.")
        }
        await root.sendKeptChanges(of: root.syncedStore(logger: logger, settings: settings))
    }
}
