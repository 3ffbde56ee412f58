import ArgumentParser
import Foundation
import TodoApp

/// `todo-tui export --user NAME [--format json|todotxt]`: writes a user's list to
/// standard output in a form `import` reads back. Like `list`, it only reads.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write a user's todos to standard output as JSON or todo.txt.",
        discussion: """
            JSON keeps everything. todo.txt keeps titles, done marks, priorities ((A) high, \
            (B) medium, (C) low; pri:A and so on for a done todo), due dates \
            (due:2026-11-27), notes (note:, one word in which \\s is a space, \\n a line \
            break and \\\\ a backslash), and days: x, the day a todo was done and the day it \
            was created; the day it was created for an open one. A word of a title that \
            looks like one of those tags gets a backslash before its colon \
            (due\\:2026-01-01), which other todo.txt tools leave alone and import takes off. \
            Neither format holds a control character.

            \(ReadingCommand.discussion)

            \(GlobalOptionsHelp.discussion(for: "export"))
            """
    )

    @ParentCommand var root: TodoTUICommand
    @OptionGroup var user: UserOption

    @Option(help: "The format to write.")
    var format: TodoFileFormat = .json

    func run() async throws {
        let settings = try effectiveSettings()
        let logger = try root.startLogging()
        let todos = try await root.existingTodos(settings: settings, logger: logger)
        var output = StandardOutput()
        switch format {
        case .json:
            TodoJSON.write(todos) { output.write($0) }
            output.write("\n")
        case .todotxt:
            output.write(TodoTxt.format(todos))
        }
        output.flush()
        logger.info("Exported todos", metadata: ["count": "\(todos.count)", "format": "\(format.rawValue)"])
    }
}
