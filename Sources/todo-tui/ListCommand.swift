import ArgumentParser
import Foundation
import TodoApp
import WorkflowUI

/// `todo-tui list --user NAME [--json]`: prints a user's todos in list order,
/// one `[ ] title` or `[x] title` line each, or as the JSON `export` writes.
///
/// It only reads: where there is no database it says so and fails, creating
/// nothing; for a name with no todos yet it says so on standard error and
/// prints an empty list, with exit status 0.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print a user's todos in order, as text or JSON.",
        discussion: """
            \(ReadingCommand.discussion)

            \(GlobalOptionsHelp.discussion(for: "list"))
            """
    )

    @ParentCommand var root: TodoTUICommand
    @OptionGroup var user: UserOption

    @Flag(help: "Print a JSON array of objects with id, title, note, done, priority, due, position, createdAt and updatedAt.")
    var json = false

    func run() async throws {
        let logger = try root.startLogging()
        let todos = try await root.existingTodos(of: user.user, logger: logger)
        var output = StandardOutput()
        if json {
            TodoJSON.write(todos) { output.write($0) }
            output.write("\n")
        } else {
            for todo in todos {
                output.write("\(todo.isDone ? "[x]" : "[ ]") \(TerminalText.sanitized(todo.title))\n")
            }
        }
        output.flush()
    }
}
