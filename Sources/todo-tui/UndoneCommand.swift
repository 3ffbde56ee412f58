import ArgumentParser
import Foundation
import TodoApp

/// `todo-tui undone --user NAME ID`: marks a todo not done. A todo not done stays as it is.
struct UndoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undone",
        abstract: "Mark a todo not done.",
        discussion: """
            Prints nothing. A todo that is not done is left as it is.

            \(TodoIDArgument.discussion)

            \(GlobalOptionsHelp.discussion(for: "undone"))
            """
    )

    @ParentCommand var root: TodoTUICommand
    @OptionGroup var user: UserOption

    @Argument(help: TodoIDArgument.help, transform: TodoIDArgument.init(parsing:))
    var id: TodoIDArgument

    func run() async throws {
        let settings = try effectiveSettings()
        let logger = try root.startLogging()
        let chosen = try await ChosenTodo.find(id, settings: settings, root: root, logger: logger)
        guard try await chosen.mark(done: false) else { return }
        logger.info("Marked a todo not done", metadata: ["id": "\(chosen.todo.id)"])
    }
}
