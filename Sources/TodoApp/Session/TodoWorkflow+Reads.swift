// MARK: What the session reads from the store, and what it makes of it

extension TodoWorkflow.State {
    /// What to read now: the window of the list while it is (re)read, else the watch
    /// for outside changes with the pages and counts the window lacks; and the todo
    /// being opened.
    var reads: StoreReads {
        var reads = StoreReads()
        if loading == .loading || isReloading || isReadingNewCriteria {
            // Until a list has been read, each read is the login's.
            let hasReadList = window.criteria != nil
            let isNewCriteria = hasReadList && !isReloading
            reads.list = ListRead(
                reason: !hasReadList ? .login : isReloading ? .reload : .criteria,
                criteria: organizing.criteria,
                anchor: jump == nil ? selectedID ?? revealedTodoID : nil,
                jump: jump,
                held: isNewCriteria ? window : nil,
                heldMark: isNewCriteria ? outsideChangeMark : nil,
                editedTodo: isReloading ? editedTodoID : nil
            )
        } else {
            reads.watchedMark = outsideChangeMark
            reads.syncStatus = syncStatus
            if loading == .loaded, let criteria = window.criteria {
                if let edge = pageWanted {
                    reads.page = PageRead(criteria: criteria, edge: edge, edgeRow: edge == .end ? todos.last : todos.first)
                }
                if window.storeTotal == nil { reads.count = criteria }
                if window.before == nil, let first = todos.first { reads.countBefore = RowsBeforeCount(criteria: criteria, first: first) }
            }
        }
        if case .opening(let id) = step { reads.todo = id }
        // A failure that would come again is not waited out: the list is read again only
        // for another view.
        if case .failed(let failure) = loading, failure.mayPassOnRetry, reads.list == nil {
            reads.failedLoads = failedLoads
        }
        return reads
    }

    /// Takes what a read brought.
    mutating func take(_ read: StoreReadsWorkflow.Output) {
        switch read {
        case .list(.loaded(let todos, let login, let mark, let window, let editedTodoIsGone)):
            receive(todos, window: window, login: login, outsideChangeMark: mark, editedTodoIsGone: editedTodoIsGone)
        case .list(.failed(let failure)):
            loadFailed(failure)
        case .page(let criteria, let edge, let rows):
            guard pageWanted == edge else { break }
            // On failure, the next move near the edge asks again.
            pageWanted = nil
            guard let rows, criteria == window.criteria else { break }
            merge(rows, at: edge)
        case .counted(let criteria, let count):
            guard criteria == window.criteria else { break }
            // A count that failed leaves the rows held as the best there is.
            window.storeTotal = count ?? window.readCount
            if window.reachesEnd, window.before == nil, let count {
                window.before = max(0, count - window.readCount)
            }
        case .countedBefore(let criteria, let id, let count):
            guard criteria == window.criteria, window.before == nil, let count, let row = rows.row(ofID: id) else { break }
            window.before = max(0, count - row)
        case .todo(let id, .loaded(let stored)):
            // Deleting the todo being read ends the opening (see `.delete`), so a read
            // that predates the delete finds nothing to open.
            guard step == .opening(id) else { break }
            openEditor(on: stored, id: id)
        case .todo(let id, .failed(let reason)):
            guard step == .opening(id) else { break }
            openFailure = "Couldn't open the todo: \(reason)"
            step = .list
        case .outsideChange(let mark, let changes):
            isReloading = mark != outsideChangeMark
            // Another's change that overwrote a change made in this session (both changed
            // the same field; theirs reached the server last) can be taken back with `u`,
            // as the latest change; one that deleted a todo changed here, kept. It is said on
            // the bottom line, with the key, as a change made here is.
            let undoable = changes.filter { change in
                guard case .changed(let fields) = change.kind else { return true }
                return change.todoID.map { history.setsAny(of: fields, of: $0) } ?? false
            }.compactMap(UndoableChange.init(outside:))
            undoable.forEach { history.record($0) }
            if let said = OutsideChangeDescription.text(for: changes) {
                if let last = undoable.last {
                    status = StatusMessage(said, offer: last.undo.first?.isCreation == true ? .keepYours : .undo)
                } else {
                    outsideNews = said
                }
            }
        case .retryLoad:
            // The view that failed is read again; what is shown stays until it comes.
            if case .failed = loading { failedCriteria = nil }
        case .syncStatus(let status):
            let wasAway = syncStatus.isAway
            syncStatus = status
            // Back: what failed while it was away is saved now, and what others changed
            // meanwhile is read (the next watch finds the mark moved).
            if wasAway && !status.isAway { writes.retryFailed() }
        }
    }

    /// Takes a window of the list just read, with what a login reads besides.
    private mutating func receive(
        _ loaded: TodoSummaries, window read: ListWindow, login: LoadTodosWorker.Login?, outsideChangeMark mark: Int?,
        editedTodoIsGone: Bool?
    ) {
        var read = read
        read.readNumber = window.readNumber + 1
        let isFirstLoad = window.criteria == nil
        window = read
        isPlacingTodo = false
        receive(loaded, settings: login?.settings, outsideChangeMark: mark, isFirstLoad: isFirstLoad)
        if editedTodoID != nil, let editedTodoIsGone { self.editedTodoIsGone = editedTodoIsGone }
        if let edge = jump {
            jump = nil
            // Selected as a saved todo is: the list moves to it.
            let held = todos.count
            if held > 0 {
                // Selected, so the next view of the list (a search, a filter) is
                // read around it, not around the todo selected before the jump.
                reveal(todos.id(at: edge == .end ? held - 1 : 0))
            }
        } else if login == nil, let id = selectedID, todos.firstIndex(ofID: id) != nil {
            // Read around the todo selected: the list selects it too, though it may
            // have lost it meanwhile (a view that showed none).
            reveal(id)
        }
        if let leftBehind = login?.abandonedDrafts { drafts.leftBehind = leftBehind }
        if let storedName = login?.storedName { self.storedName = storedName }
        if let login { readOnlyReason = login.readOnlyReason }
    }
}
