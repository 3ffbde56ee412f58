import ArgumentParser
import Foundation
import TodoApp

/// `todo-tui import --user NAME FILE`: adds the todos in FILE to the end of a
/// user's list and says how many it added and how many were there already.
///
/// FILE is JSON as `export` writes it, or todo.txt lines: JSON if its name ends
/// in `.json` or its first non-blank character is `[` or `{`, unless `--format`
/// says. JSON that does not parse is refused with the line and column where it
/// breaks. Every entry is checked first (titles as `add` checks them) and all are
/// saved in one transaction, so a file with a bad entry, or a failed import,
/// changes nothing. Which todos are new, and their ids, is the store's rule (see
/// `SQLiteTodoStore.importTodos`), told to the user in the discussion below.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the todos in a JSON or todo.txt file to the end of a user's list.",
        discussion: """
            Todos are added in the file's order, keeping their titles, notes, done marks \
            and dates. A file with one bad entry imports nothing, and the error says which.

            Importing the same JSON file again adds nothing: a todo keeps its id from the \
            file, and one whose id is in the list already is skipped. When another user \
            has a todo with that id, the todo gets a new id, and the list remembers the \
            one in the file so that it is skipped next time too. todo.txt has no ids: its \
            todos are added every time.

            A todo.txt line is read as the format has it: x, the day it was finished and \
            the day it was created; or a priority (A) to (Z) ((A) high, (B) medium, (C) to \
            (Z) low) and the day it was created; due:YYYY-MM-DD, note: and, after x, pri:A \
            as export writes them. +project, @context and other key:value tags stay in the \
            title. A day a line does not give is the day of the import.

            Titles and notes follow the rules of add: no control characters, a title of at \
            most 1,000 characters and a note of at most 100,000. A todo.txt line of more \
            than 4 MiB is refused as soon as it is read.

            \(GlobalOptionsHelp.discussion(for: "import"))
            """
    )

    @ParentCommand var root: TodoTUICommand
    @OptionGroup var user: UserOption

    @Argument(help: ArgumentHelp("The file to read; - reads standard input.", valueName: "FILE"))
    var file: String

    @Option(help: "The file's format; by default JSON if its name ends in .json or it starts with [ or {, else todo.txt.")
    var format: TodoFileFormat?

    func run() async throws {
        let settings = try effectiveSettings()
        let logger = try root.startLogging()
        let contents = try readFile()
        let todos = try checkedTodos(in: contents)
        let store = try await root.openedStore(logger: logger, settings: settings)
        let result = try await store.importTodos(todos, for: settings.listUser)
        logger.info("Imported todos", metadata: [
            "added": "\(result.added)", "alreadyThere": "\(result.alreadyThere)", "file": "\(file)",
        ])
        print(Self.summary(of: result))
        await root.sendKeptChanges(of: store)
    }

    /// "Imported 3 todos." or "Imported 0 todos; 205 were already there."
    private static func summary(of result: TodoImportResult) -> String {
        let imported = "Imported \(result.added) \(result.added == 1 ? "todo" : "todos")"
        switch result.alreadyThere {
        case 0: return imported + "."
        case 1: return imported + "; 1 was already there."
        case let count: return imported + "; \(count) were already there."
        }
    }

    private var source: String { file == "-" ? "standard input" : file }

    /// The most `import` reads: an export of a million todos with notes is a few hundred
    /// megabytes. A file that goes on past it (a device, a file in /proc) is refused rather
    /// than read until memory runs out.
    static let largestFile = 1 << 30

    private func readFile() throws -> Data {
        var lines = TodoTxtLineCheck(format: format, fileName: file == "-" ? nil : file)
        if file == "-" {
            return try Self.readContents(of: STDIN_FILENO, named: source, checking: &lines)
        }
        // Opened by hand for errno: Foundation reports a directory as "error 256".
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandFailure("Could not read \(file): \(Self.reason(errno)).")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw CommandFailure("Could not read \(file): it is a directory. Give the path of a file.")
        }
        return try Self.readContents(of: descriptor, named: source, checking: &lines)
    }

    /// Everything `descriptor` holds, read until its end, unless it turns out not to be a
    /// text file: a NUL byte, which neither format has, ends the read at once, so a binary
    /// file or an endless one of zeros (/dev/zero, /proc/self/pagemap) is refused without
    /// being read through. So does a todo.txt line longer than any todo's, as `lines` finds.
    static func readContents(
        of descriptor: Int32, named source: String, upTo limit: Int = largestFile, checking lines: inout TodoTxtLineCheck
    ) throws -> Data {
        var contents = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CommandFailure("Could not read \(source): \(Self.reason(errno)).")
            }
            if count == 0 { return contents }
            if chunk[..<count].contains(0) {
                throw CommandFailure("\(source) is not a text file: import reads UTF-8 JSON, as export writes it, or todo.txt lines.")
            }
            do {
                try lines.read(chunk[..<count])
            } catch {
                throw CommandFailure("Nothing was imported from \(source): line \(error.number) has \(TodoFile.longLine).")
            }
            guard contents.count + count <= limit else {
                let size = limit.formatted(.byteCount(style: .binary))
                throw CommandFailure("\(source) is larger than \(size), more than an export of a million todos: it was not imported.")
            }
            contents.append(contentsOf: chunk[..<count])
        }
    }

    /// Everything `descriptor` holds, as ``readContents(of:named:upTo:checking:)`` reads
    /// it, whatever its lines.
    static func readContents(of descriptor: Int32, named source: String, upTo limit: Int = largestFile) throws -> Data {
        var anyLines = TodoTxtLineCheck(format: .json, fileName: nil)
        return try readContents(of: descriptor, named: source, upTo: limit, checking: &anyLines)
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "there is no such file"
        case EACCES: "permission denied"
        default: String(cString: strerror(code))
        }
    }

    /// Every todo in the file, checked, or a failure saying what is wrong where.
    private func checkedTodos(in contents: Data) throws -> [Todo] {
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
