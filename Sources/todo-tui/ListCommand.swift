import ArgumentParser
import Foundation
import TodoApp

/// `todo-tui list --user NAME [--open | --done] [--search TEXT] [--ids] [--json]`:
/// prints a user's todos in list order, one line each as ``TodoListLine`` describes, or
/// as the JSON `export` writes.
///
/// It only reads: where there is no database it says so and fails, creating
/// nothing; for a name with no todos yet it says so on standard error and
/// prints an empty list, with exit status 0.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print a user's todos in order, as text or JSON.",
        discussion: """
            Each line is the done mark, [ ] or [x]; the priority, !!! high, !! medium or ! \
            low, and a space, if it has one; the title; and (due YYYY-MM-DD) if it has a due \
            date: [ ] !!! Pay rent (due 2026-11-27). With --ids each line starts with the \
            first 8 characters of the todo's id, which done, undone, rm and edit take. \
            --json prints every field as export does.

            --search matches the title and the note, ignoring case, accents and full-width \
            forms, anywhere in a word: cafe finds Café, 牛乳 finds 買う牛乳.

            \(ReadingCommand.discussion)

            \(GlobalOptionsHelp.discussion(for: "list"))
            """
    )

    @ParentCommand var root: TodoTUICommand
    @OptionGroup var user: UserOption

    @Flag(help: "Only the todos not done; not with --done.")
    var open = false

    @Flag(help: "Only the todos done; not with --open.")
    var done = false

    @Option(help: ArgumentHelp("Only the todos whose title or note contains TEXT.", valueName: "TEXT"))
    var search: String?

    @Flag(help: "Start each line with the first 8 characters of the todo's id.")
    var ids = false

    @Flag(help: "Print a JSON array of objects with id, title, note, done, priority, due, position, createdAt, updatedAt and completedAt.")
    var json = false

    func validate() throws {
        if open && done {
            throw ValidationError("--open and --done cannot be given together; give neither to list every todo.")
        }
    }

    private var filter: TodoFilter {
        open ? .open : done ? .done : .all
    }

    func run() async throws {
        let settings = try effectiveSettings()
        let logger = try root.startLogging()
        let search = TodoSearch(search ?? "")
        let todos = try await root.existingTodos(settings: settings, logger: logger).filter { todo in
            filter.includes(isDone: todo.isDone) && search.matches(title: todo.title, note: todo.note)
        }
        var output = StandardOutput()
        if json {
            TodoJSON.write(todos) { output.write($0) }
            output.write("\n")
        } else {
            for todo in todos {
                output.write(TodoListLine.text(for: todo, showingID: ids) + "\n")
            }
        }
        output.flush()
    }
}
