@testable import TodoApp

extension ListWindow {
    /// The window of a list read at once, every todo of its view held: a short list.
    static func holding(_ todos: TodoSummaries, view: ListCriteria = ListCriteria(settings: TodoListSettings(), search: "")) -> ListWindow {
        var window = ListWindow.unread
        window.view = view
        (window.storeTotal, window.readCount, window.everyTodoCount) = (todos.count, todos.count, todos.count)
        window.maxPosition = todos.maxPosition
        return window
    }
}
