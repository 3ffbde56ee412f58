import Foundation

// MARK: What the editor asked

extension TodoWorkflow.State {
    /// Does what the editor's output asks, once, with the time it came at; a todo saved
    /// as new is stored under `newID`.
    mutating func take(_ output: TodoEditWorkflow.Output, at now: Date, newID: Todo.ID) -> TodoWorkflow.Output? {
        switch output {
        case .save(let todo):
            save(todo, newID: newID, at: now)
            drafts.write(.forget)
        case .saveAsNew(var edited):
            // The todo edited was deleted elsewhere: every field of the edit, under an id
            // of its own.
            if case .edit(let todo, _) = step { forget(todo.id) }
            edited.id = newID
            add(edited, at: now)
            step = .list
            drafts.write(.forget)
        case .discard:
            step = .list
            drafts.write(.forget)
        case .quit:
            // Quitting without saving was asked and answered: the edit is discarded.
            if case .edit = step { drafts.write(.forget) }
            return .quit
        case .showHelp:
            isShowingHelp = true
        case .draftChanged(let title, let note, let priority, let dueDate, let field):
            guard case .edit(let todo, let isNew) = step else { break }
            drafts.write(.keep(EditorDraft(
                todoID: isNew ? nil : todo.id, title: title, note: note, priority: priority, dueDate: dueDate, field: field, savedAt: now
            )))
        case .draftUnchanged:
            drafts.write(.forget)
        }
        return nil
    }
}
