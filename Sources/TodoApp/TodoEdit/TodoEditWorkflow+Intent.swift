extension TodoEditWorkflow.State {
    /// Does what the user asked of the screen; `today` names due dates.
    mutating func take(_ intent: TodoEditScreen.Intent, today: TodoDay) -> TodoEditWorkflow.Output? {
        switch intent {
        case .titleChanged(let title):
            self.title = title
            problem = nil
            draftRevision += 1
        case .noteChanged(let note):
            self.note = note
            problem = nil
            draftRevision += 1
        case .textTooLong(let field):
            problem = switch field {
            case .title: "A title holds at most \(TodoTitle.maximumLength.groupedDigits) characters: that was not added."
            case .note: "A note holds at most \(TodoNote.maximumLength.groupedDigits) characters: that was not added."
            }
        case .fieldChanged(let field):
            self.field = field
            draftRevision += 1
        case .cyclePriority:
            priority = priority.next
            draftRevision += 1
        case .dueDate(let intent):
            if DueDatePrompt.apply(intent, to: &dueDatePrompt, dueDate: &dueDate, today: today) {
                draftRevision += 1
            }
        case .editNoteElsewhere:
            isEditingNoteElsewhere = true
            problem = nil
        case .showHelp:
            return .showHelp
        case .quit:
            question = .quit
        }
        return nil
    }
}
