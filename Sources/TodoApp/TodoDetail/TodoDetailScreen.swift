import WorkflowUI

/// One todo in full, to read: its title, done mark, priority, due date, times and
/// note. What the list knows shows at once; the note and times once `todo` is read.
struct TodoDetailScreen: Screen {
    var summary: TodoSummary
    /// The whole todo, once read; nil meanwhile.
    var todo: Todo?
    /// Why it could not be read, if it could not.
    var problem: String?
    var today: TodoDay

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TodoDetailView.description(for: self, environment: environment)
    }
}
