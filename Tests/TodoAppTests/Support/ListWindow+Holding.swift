@testable import TodoApp

extension ListWindow {
    /// The window of a list read at once, every todo its criteria show held: a short list.
    static func holding(_ todos: TodoSummaries, criteria: ListCriteria = ListCriteria(settings: TodoListSettings(), search: "")) -> ListWindow {
        var window = ListWindow.unread
        window.criteria = criteria
        (window.storeTotal, window.readCount, window.everyTodoCount) = (todos.count, todos.count, todos.count)
        window.maxPosition = todos.maxPosition
        return window
    }
}
