import ArgumentParser
import Foundation
import TodoApp

/// `todo-tui done --user NAME ID`: marks a todo done. A todo already done stays as it is.
struct DoneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "done",
        abstract: "Mark a todo done.",
        discussion: """
            Prints nothing. A todo that is done already is left as it is.

            \(TodoIDArgument.discussion)

            \(GlobalOptionsHelp.discussion(for: "done"))
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
        guard try await chosen.mark(done: true) else { return }
        logger.info("Marked a todo done", metadata: ["id": "\(chosen.todo.id)"])
    }
}
