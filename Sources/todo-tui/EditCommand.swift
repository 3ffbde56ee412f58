import ArgumentParser
import Foundation
import TodoApp

/// `todo-tui edit --user NAME ID [--title T] [--note N] [--priority P] [--due DATE]`:
/// changes the fields given and leaves the others as they are.
struct EditCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a todo's title, note, priority or due date.",
        discussion: """
            Prints nothing. Only the fields given change; at least one must be. The title \
            and the note follow the same rules as in add: a title is one line, trimmed, not \
            blank and at most 1,000 characters; neither keeps control characters but a \
            note's line breaks and tabs. --note '' removes the note, --priority none the \
            priority, and --due '' the due date.

            \(TodoIDArgument.discussion)

            \(GlobalOptionsHelp.discussion(for: "edit"))
            """
    )

    @ParentCommand var root: TodoTUICommand
    @OptionGroup var user: UserOption

    @Argument(help: TodoIDArgument.help, transform: TodoIDArgument.init(parsing:))
    var id: TodoIDArgument

    @Option(help: ArgumentHelp("A new title; line breaks and tabs become spaces.", valueName: "TITLE"))
    var title: String?

    @Option(help: ArgumentHelp("A new note; '' removes the note.", valueName: "NOTE"))
    var note: String?

    @Option(help: "A new priority.")
    var priority: TodoPriority?

    @Option(help: DueDateArgument.help(clearing: true))
    var due: String?

    func validate() throws {
        guard title != nil || note != nil || priority != nil || due != nil else {
            throw ValidationError("Give at least one of --title, --note, --priority and --due.")
        }
        do {
            _ = try title.map { try TodoTitle($0) }
            _ = try note.map { try TodoNote($0) }
        } catch let problem as TodoTitle.Problem {
            throw ValidationError(problem.message)
        } catch let problem as TodoNote.Problem {
            throw ValidationError(problem.message)
        }
        if let due {
            _ = try DueDateArgument.day(due)
        }
    }

    func run() async throws {
        let changes = TodoChanges(
            title: try title.map { try TodoTitle($0).text },
            note: try note.map { try TodoNote($0).text },
            priority: priority,
            dueDate: try due.map { try DueDateArgument.day($0) },
            updatedAt: Date()
        )
        let settings = try effectiveSettings()
        let logger = try root.startLogging()
        let chosen = try await ChosenTodo.find(id, settings: settings, root: root, logger: logger)
        try await chosen.update(changes)
        logger.info("Edited a todo", metadata: ["id": "\(chosen.todo.id)"])
    }
}
