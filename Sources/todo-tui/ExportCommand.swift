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
            JSON keeps everything. todo.txt keeps titles and done marks only; a title that \
            starts like a todo.txt marker ("x ", "(A) " or a date) is written after the \
            todo's dates, so that it reads back as the same title.

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
