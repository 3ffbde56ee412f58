import WorkflowUI

/// The editor as data: the title and note being edited, and what it is asking.
struct TodoEditScreen: Screen {
    var title: String
    var note: String
    var problem: String?
    var isConfirmingDiscard: Bool

    var onTitleChanged: (String) -> Void
    var onNoteChanged: (String) -> Void
    var onAnswerDiscard: (_ confirmed: Bool) -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        TodoEditView.description(for: self, environment: environment)
    }
}
