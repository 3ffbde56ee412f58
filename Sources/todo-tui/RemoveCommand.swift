import ArgumentParser
import Foundation
import TodoApp

/// `todo-tui rm --user NAME ID`: deletes a todo, without asking.
struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Delete a todo.",
        discussion: """
            Prints nothing and does not ask first: the todo, its note and its dates are gone \
            (export first to keep a copy).

            \(TodoIDArgument.discussion)

            \(GlobalOptionsHelp.discussion(for: "rm"))
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
        try await chosen.delete()
        logger.info("Deleted a todo", metadata: ["id": "\(chosen.todo.id)"])
    }
}
