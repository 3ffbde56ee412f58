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
            (B) medium, (C) low), due dates (due:2026-11-27) and notes (note:, one word in \
            which \\s is a space, \\n a line break and \\\\ a backslash); creation and \
            completion days are written only where a title needs them. A title that starts \
            like a todo.txt marker ("x ", "(A) " or a date) is written after the todo's \
            dates, and a word of it that looks like one of those tags gets a second colon \
            (due::2026-01-01), so that it reads back as the same title.

            \(ReadingCommand.discussion)

            \(GlobalOptionsHelp.discussion(for: "export"))
            """
    )

    @ParentCommand var root: TodoTUICommand
    @OptionGroup var user: UserOption

    @Option(help: "The format to write.")
    var format: TodoFileFormat = .json

    func run() async throws {
        let logger = try root.startLogging()
        let todos = try await root.existingTodos(of: user.user, logger: logger)
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
