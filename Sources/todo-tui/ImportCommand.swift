import ArgumentParser
import Foundation
import TodoApp

/// `todo-tui import --user NAME FILE`: appends the todos in FILE to a user's
/// list and says how many there were.
///
/// FILE is JSON as `export` writes it, or todo.txt lines; which one is told from
/// the contents unless `--format` says. Imported todos are added, never merged:
/// each gets a new id and a place at the end of the list, in the file's order,
/// and keeps its title, note, done mark and (from JSON) its dates. All of them
/// are saved in one transaction, so a failed import leaves the list as it was.
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
        switch format ?? (TodoJSON.isJSON(contents) ? .json : .todotxt) {
        case .json:
            do {
                return try TodoJSON.decode(contents)
            } catch let error as DecodingError {
                throw CommandFailure("\(file) is not a JSON array of todos as export writes: \(Self.explain(error)).")
            }
        case .todotxt:
            let text = String(decoding: contents, as: UTF8.self)
            let now = Date()
            return TodoTxt.parse(text).map { line in
                Todo(title: line.title, isDone: line.isDone, position: 0, createdAt: now)
            }
        }
    }

    /// Where in the file the JSON went wrong and how, in a few words.
    private static func explain(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            let steps = path.map { $0.intValue.map { "todo \($0 + 1)" } ?? "\"\($0.stringValue)\"" }
            return steps.isEmpty ? "the top level" : steps.joined(separator: ", ")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)) has no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let detail = context.debugDescription
            return "at \(place(context.codingPath)): \(detail.hasSuffix(".") ? String(detail.dropLast()) : detail)"
        @unknown default:
            return "\(error)"
        }
    }
}
