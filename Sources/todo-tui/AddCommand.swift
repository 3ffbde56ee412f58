import ArgumentParser
import Foundation
import TodoApp

/// `todo-tui add --user NAME TITLE [--note NOTE] [--priority P] [--due DATE]`: adds a
/// todo at the end of the list and prints its id, so a script can refer to it later.
/// The title follows ``TodoTitle``'s rule, as in the editor: one line, trimmed, not
/// blank.
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a todo at the end of a user's list and print its id.",
        discussion: """
            The title is one line, as in the editor: line breaks and tabs become spaces, \
            control characters are left out, whitespace around it is dropped, and a blank \
            title is refused, as is one of more than 1,000 characters. A note keeps its \
            lines and tabs, leaves out other control characters, and holds at most 100,000 \
            characters.

            \(GlobalOptionsHelp.discussion(for: "add"))
            """
    )

    @ParentCommand var root: TodoTUICommand
    @OptionGroup var user: UserOption

    @Argument(help: "The todo's title; line breaks and tabs become spaces.")
    var title: String

    @Option(help: ArgumentHelp("A note to keep with the todo.", valueName: "NOTE"))
    var note: String = ""

    // Optional rather than defaulting to .none: ArgumentParser would show the default
    // as the priority's raw value, 0.
    @Option(help: "How much it matters; none unless given.")
    var priority: TodoPriority?

    @Option(help: DueDateArgument.help(clearing: false))
    var due: String?

    func validate() throws {
        do {
            _ = try TodoTitle(title)
            _ = try TodoNote(note)
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
        let title = try TodoTitle(title)
        let note = try TodoNote(note)
        let dueDate = try due.flatMap { try DueDateArgument.day($0) }
        let settings = try effectiveSettings()
        let user = try settings.listUser
        let logger = try root.startLogging()
        let store = try await root.openedStore(logger: logger, settings: settings)
        let position = try await store.nextPosition(for: user)
        let todo = Todo(title: title.text, note: note.text, position: position, priority: priority ?? .none, dueDate: dueDate)
        try await store.save(todo, for: user)
        logger.info("Added a todo", metadata: ["id": "\(todo.id)"])
        print(todo.id.uuidString)
        await root.sendKeptChanges(of: store)
    }
}
