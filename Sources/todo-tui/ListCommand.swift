import ArgumentParser
import Foundation
import TodoApp
import WorkflowUI

/// `todo-tui list --user NAME [--json]`: prints a user's todos in list order,
/// one `[ ] title` or `[x] title` line each, or as the JSON `export` writes.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print a user's todos in order, as text or JSON."
    )

    @ParentCommand var root: TodoTUICommand
    @OptionGroup var user: UserOption

    @Flag(help: "Print a JSON array of objects with id, title, note, done, position, createdAt and updatedAt.")
    var json = false

    func run() async throws {
        let logger = try root.startLogging()
        let store = try root.openStore(logger: logger)
        let todos = try await store.todos(for: user.user)
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
