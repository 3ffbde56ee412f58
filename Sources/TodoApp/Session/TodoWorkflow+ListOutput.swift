import Foundation

// MARK: What the user asked of the list

extension TodoWorkflow.State {
    /// Does what the list's output asks, once: the list names the todo, and the time
    /// comes with it.
    mutating func take(_ output: TodoListWorkflow.Output, at now: Date) -> TodoWorkflow.Output? {
        outsideNews = nil
        if let refusal = readOnlyReason, output.changesTheList {
            status = StatusMessage(refusal)
            return nil
        }
        switch output {
        case .open(let row):
            guard index(of: row) != nil else { break }
            openFailure = nil
            isReadingDetail = false
            editedTodoIsGone = false
            step = .opening(row.id)
        case .new:
            openFailure = nil
            isReadingDetail = false
            // Its position is given when it is saved, after whatever loads meanwhile.
            step = .edit(.unsaved, isNew: true)
        case .toggle(let row): change(.toggle(row), at: now)
        case .delete(let row): change(.delete(row), at: now)
        case .cyclePriority(let row): change(.cyclePriority(row), at: now)
        case .setDueDate(let row, let day): change(.setDueDate(row, day), at: now)
        case .move(let row, let neighbour): change(.move(row, past: neighbour), at: now)
        case .request(let request): take(request, at: now)
        case .logOut:
            return .logOut
        case .selectionMoved(let id, let edge):
            selectedID = id
            if let edge, pageWanted == nil { pageWanted = edge }
        case .jump(let edge):
            jump = edge
            pageWanted = nil
        }
        return nil
    }

    /// Does what the list passed up as the screen asked it.
    private mutating func take(_ request: ListRequest, at now: Date) {
        switch request {
        case .undo: undo(at: now)
        case .redo: redo(at: now)
        case .cycleFilter: organizing.cycleFilter()
        case .cycleSort: organizing.cycleSort()
        case .startSearch: organizing.startSearch()
        case .searchChanged(let text): organizing.searchChanged(to: text)
        case .finishSearch(let keep): organizing.finishSearch(keep: keep)
        case .retryWrites:
            writes.retryFailed()
        case .showHelp:
            isShowingHelp = true
        case .readDetail:
            isReadingDetail = true
        }
    }

    private mutating func change(_ change: TodoWorkflow.Action.ListChange, at now: Date) {
        openFailure = nil
        make(change, at: now)
    }
}

extension TodoListWorkflow.Output {
    /// Whether it asks to change a todo (or to open one to edit it), which a list shared
    /// for reading only refuses.
    var changesTheList: Bool {
        switch self {
        case .open, .new, .toggle, .delete, .cyclePriority, .setDueDate, .move: true
        case .request(.undo), .request(.redo): true
        case .request, .logOut, .selectionMoved, .jump: false
        }
    }
}
