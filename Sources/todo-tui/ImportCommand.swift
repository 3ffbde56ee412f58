import ArgumentParser
import Foundation
import TodoApp

/// `todo-tui import --user NAME FILE`: appends the todos in FILE to a user's
/// list and says how many there were.
///
/// FILE is JSON as `export` writes it, or todo.txt lines: JSON if its name ends
/// in `.json` or its first non-blank character is `[` or `{`, unless `--format`
/// says. JSON that does not parse is refused with the line and column where it
/// breaks. Imported todos are added, never merged:
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

    @Option(help: "The file's format; by default JSON if its name ends in .json or it starts with [ or {, else todo.txt.")
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

    private var source: String { file == "-" ? "standard input" : file }

    private func readFile() throws -> Data {
        if file == "-" {
            return FileHandle.standardInput.readDataToEndOfFile()
        }
        // Opened by hand for errno: Foundation reports a directory as "error 256".
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandFailure("Could not read \(file): \(Self.reason(errno)).")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw CommandFailure("Could not read \(file): it is a directory. Give the path of a file.")
        }
        do {
            return try handle.readToEnd() ?? Data()
        } catch {
            throw CommandFailure("Could not read \(file): \((error as NSError).localizedFailureReason ?? "\(error)").")
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "there is no such file"
        case EACCES: "permission denied"
        default: String(cString: strerror(code))
        }
    }

    private func todos(in contents: Data) throws -> [Todo] {
        // Both formats are UTF-8; saying so first beats a complaint about the wrong one.
        guard String(validating: contents, as: UTF8.self) != nil else {
            throw CommandFailure("\(source) is not UTF-8 text: import reads UTF-8 JSON, as export writes it, or todo.txt lines.")
        }
        let detected = TodoFileFormat.detect(fileName: file == "-" ? nil : file, contents: contents)
        do {
            return try TodoFile.todos(in: contents, format: format ?? detected)
        } catch {
            // Only its first character made it JSON, and a todo.txt line may start with "[".
            let guessed = format == nil && detected == .json && !file.lowercased().hasSuffix(".json")
            let hint = if case .brokenJSON = error, guessed { " If it is todo.txt, add --format todotxt." } else { "" }
            throw CommandFailure("Nothing was imported from \(source): \(error).\(hint)")
        }
    }
}
