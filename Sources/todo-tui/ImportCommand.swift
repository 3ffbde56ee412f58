import ArgumentParser
import Foundation
import TodoApp

/// `todo-tui import --user NAME FILE`: appends the todos in FILE to a user's
/// list and says how many there were.
///
/// FILE is JSON as `export` writes it, or todo.txt lines; which one is told from
/// the contents unless `--format` says. Imported todos are added, never merged:
/// each gets a new id and a place at the end of the list, in the file's order,
/// and keeps its title, note, done mark and (from JSON) its dates. Every entry is
/// checked first (titles as `add` checks them) and all are saved in one
/// transaction, so a file with a bad entry, or a failed import, changes nothing.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the todos in a JSON or todo.txt file to the end of a user's list."
    )

    @ParentCommand var root: TodoTUICommand
    @OptionGroup var user: UserOption

    @Argument(help: ArgumentHelp("The file to read; - reads standard input.", valueName: "FILE"))
    var file: String

    @Option(help: "The file's format; by default, JSON if it parses as JSON, else todo.txt.")
    var format: TodoFileFormat?

    func run() async throws {
        let logger = try root.startLogging()
        let contents = try readFile()
        let parsed = try todos(in: contents)
        let store = try root.openStore(logger: logger)
        let start = try await store.nextPosition(for: user.user)
        let added = parsed.enumerated().map { offset, todo in
            Todo(
                title: todo.title, note: todo.note, isDone: todo.isDone, position: start + offset,
                createdAt: todo.createdAt, updatedAt: todo.updatedAt
            )
        }
        try await store.save(added, for: user.user)
        logger.info("Imported todos", metadata: ["count": "\(added.count)", "file": "\(file)"])
        print("Imported \(added.count) \(added.count == 1 ? "todo" : "todos").")
    }

    private func readFile() throws -> Data {
        if file == "-" {
            return FileHandle.standardInput.readDataToEndOfFile()
        }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: file))
        } catch CocoaError.fileReadNoSuchFile {
            throw CommandFailure("Could not read \(file): there is no such file.")
        } catch CocoaError.fileReadNoPermission {
            throw CommandFailure("Could not read \(file): permission denied.")
        } catch {
            throw CommandFailure("Could not read \(file): \((error as NSError).localizedDescription)")
        }
    }

    private func todos(in contents: Data) throws -> [Todo] {
        // Both formats are UTF-8; saying so first beats a complaint about the wrong one.
        guard String(validating: contents, as: UTF8.self) != nil else {
            throw CommandFailure("\(file) is not UTF-8 text: import reads UTF-8 JSON, as export writes it, or todo.txt lines.")
        }
        let format = format ?? (TodoJSON.isJSON(contents) ? .json : .todotxt)
        do {
            return try TodoFile.todos(in: contents, format: format)
        } catch {
            throw CommandFailure("Nothing was imported from \(file): \(error).")
        }
    }
}
