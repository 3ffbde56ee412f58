import Foundation
import WorkflowUI
@testable import TodoApp

/// What must hold once the app is idle with a list loaded: the store and the app agree
/// on every todo the app holds, the app holds every todo its view shows when its window
/// reaches both ends of the list, and every todo row on screen shows a todo as the
/// store has it.
///
/// "The app's model" is the window of the list the logged-in user's `TodoWorkflow`
/// keeps in its state (`State.todos`: each todo's id, title, done mark, position,
/// priority, due date and whether it has a note), read from the latest root rendering,
/// where the list screen carries it (`TodoListScreen.rows`). A todo being edited is in
/// it as it was before the editor opened; the editor's unsaved draft is not part of it.
@MainActor
enum ModelCheck {
    struct Outcome {
        /// What disagrees; empty when everything agrees or there is no loaded list to
        /// compare (nobody logged in, or the list still loading).
        var problems: [String] = []
        /// How many todos were compared, in the store and the app's list.
        var todosCompared = 0
        /// How many rows on screen were compared with the store.
        var rowsCompared = 0
    }

    static func check(_ app: FuzzedApp) async -> Outcome {
        guard let screens = app.todoScreens, screens.list.loading == .loaded, let user = app.userName else { return Outcome() }
        let model = Array(screens.list.rows.todos)
        let window = screens.list.rows.window
        guard let criteria = window.criteria else { return Outcome() }
        let stored: [Todo]
        let shownByStore: [TodoSummary]?
        do {
            stored = try await app.store.todos(for: user)
            // A window that reaches both ends holds every todo its view shows.
            shownByStore = window.reachesStart && window.reachesEnd
                ? try await app.store.page(of: criteria.query(for: user), after: nil, limit: stored.count + 1)
                : nil
        } catch {
            return Outcome(problems: ["the store could not be read for \(SwiftSource.string(user)): \(error)"])
        }
        var outcome = Outcome(todosCompared: model.count)
        outcome.problems = disagreements(
            model: model, stored: stored.map(TodoSummary.init), shownByStore: shownByStore, isInPositionOrder: criteria.settings.sort == .manual,
            user: user
        )
        // A question or the help over the list hides rows, or parts of them.
        if !screens.isShowingHelp, screens.alert == nil {
            let rows = rowProblems(in: app, list: screens.list, stored: stored)
            outcome.problems += rows.problems
            outcome.rowsCompared = rows.compared
        }
        return outcome
    }

    /// The todos the store and the model do not agree on: `stored` is every todo of the
    /// user, `shownByStore` those the model's view shows when the model should hold them all.
    static func disagreements(
        model: [TodoSummary], stored: [TodoSummary], shownByStore: [TodoSummary]?, isInPositionOrder: Bool, user: String
    ) -> [String] {
        var problems: [String] = []
        let storedByID = Dictionary(stored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let modelByID = Dictionary(model.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        if modelByID.count != model.count { problems.append("the app's list holds a todo twice") }
        for todo in model {
            guard let kept = storedByID[todo.id] else {
                problems.append("the app has \(describe(todo)), which is not in the store")
                continue
            }
            if kept != todo { problems.append("the app has \(describe(todo)), the store \(describe(kept))") }
        }
        for todo in shownByStore ?? [] where modelByID[todo.id] == nil {
            problems.append("the store has \(describe(todo)), which the app's list does not show")
        }
        // The list shows todos in its array's order when it sorts by the user's own
        // order, and the store reads them back in position order after a restart.
        let positions = model.map(\.position)
        if isInPositionOrder, zip(positions, positions.dropFirst()).contains(where: { $0 > $1 }) {
            problems.append("the app's list is not in position order: \(positions)")
        }
        return problems.map { "\(SwiftSource.string(user)): \($0)" }
    }

    private static func describe(_ todo: TodoSummary) -> String {
        var parts = [SwiftSource.string(todo.title), todo.isDone ? "done" : "open", "position \(todo.position)"]
        if todo.priority != .none { parts.append("\(todo.priority.name) priority") }
        if let due = todo.dueDate { parts.append("due \(due)") }
        if todo.hasNote { parts.append("with a note") }
        return "todo \(todo.id.uuidString.prefix(8)) (\(parts.joined(separator: ", ")))"
    }

    // MARK: Rows on screen

    /// Checks the rows of the list on screen, when the list has the keys: each one is
    /// the row the list draws for the todo the store has under the same id (its done
    /// mark, priority, title, note mark and due date), the selected row is among them,
    /// and there are as many as fit.
    private static func rowProblems(in app: FuzzedApp, list: TodoListScreen, stored: [Todo]) -> (problems: [String], compared: Int) {
        let terminal = app.terminal
        // A view keeps the size it was last drawn at, and on a terminal with no room for
        // content (no columns, or only the header and footer rows) the list is not drawn.
        guard terminal.size.width >= 10, terminal.size.height >= 4,
            let view = terminal.root.focusPath.lazy.compactMap({ $0 as? TodoListView }).first,
            // Narrower than the gutter and the done box, a row cannot be read back.
            view.size.width >= 8, view.size.height > 0, let selection = list.selection
        else { return ([], 0) }
        let shownRows = (0..<terminal.size.height).filter { isTodoRow(terminal, row: $0) }
        guard let selectedRow = shownRows.first(where: { terminal.cell(atColumn: 1, row: $0).content == "›" }) else {
            return (["the selected todo (row \(selection + 1) of \(list.rows.count)) is not on screen"], 0)
        }
        // Below the rows: the bottom line, and above a due date typed, why it was refused.
        let bottomHeight = if case .dueDate(_, let problem) = list.bottomLine { DueDateLine.height(problem: problem) } else { 1 }
        let fitting = view.size.height > 2 ? max(0, view.size.height - bottomHeight) : view.size.height
        var problems: [String] = []
        if shownRows.count != min(list.rows.count, fitting) || shownRows.last! - shownRows.first! + 1 != shownRows.count {
            problems.append("the list shows \(shownRows.count) todos on rows \(shownRows) for \(list.rows.count) todos and \(fitting) rows")
        }
        let storedByID = Dictionary(stored.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let query = list.search.flatMap { $0.isEmpty ? nil : SearchFolding.folded($0) }
        for row in shownRows {
            let index = selection + row - selectedRow
            guard list.rows.indices.contains(index) else {
                problems.append("screen row \(row) shows a todo past the list's end (index \(index))")
                continue
            }
            guard let todo = storedByID[list.rows.id(at: index)] else {
                problems.append("screen row \(row) shows a todo that is not in the store")
                continue
            }
            let expected = TodoListRow(todo: TodoSummary(todo), isSelected: index == selection, query: query, today: list.today)
            let cells = drawnCells(of: expected, width: view.size.width - 1, environment: view.environment)
            let shown = (0..<cells.count).map { terminal.cell(atColumn: $0, row: row).content }
            if shown != cells {
                problems.append("screen row \(row) reads \(SwiftSource.string(shown.joined())), the todo in the store \(SwiftSource.string(cells.joined()))")
            }
        }
        return (problems, shownRows.count)
    }

    /// Whether a screen row starts as a todo row does: the gutter (with or without the
    /// selection mark) and a done box.
    private static func isTodoRow(_ terminal: InMemoryTerminal, row: Int) -> Bool {
        guard terminal.size.width >= 7 else { return false }
        let start = (0..<7).map { terminal.cell(atColumn: $0, row: row).content }.joined()
        return ["   [ ] ", "   [x] ", " › [ ] ", " › [x] "].contains(start)
    }

    /// The cells a row draws into a canvas `width` columns wide.
    private static func drawnCells(of row: TodoListRow, width: Int, environment: ViewEnvironment) -> [String] {
        let frame = Frame(size: Size(width: width, height: 1))
        row.draw(in: Canvas(frame: frame), theme: environment.theme, styles: environment.todoStyles)
        return (0..<width).map { frame[$0, 0].content }
    }
}
