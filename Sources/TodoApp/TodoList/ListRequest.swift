/// What the list's keys ask of the session as they are, naming no todo: how the list is
/// seen, undo and redo, help. The list screen sends it and the list passes it up
/// unchanged (`TodoListScreen.Intent.request`, `TodoListWorkflow.Output.request`).
enum ListRequest: Equatable {
    case cycleFilter
    case cycleSort
    case startSearch
    case searchChanged(String)
    /// True keeps the search and goes back to the list (Enter), false clears it (Esc).
    case finishSearch(keep: Bool)
    case undo
    case redo
    case showHelp
    case retryWrites
    /// Tab: the selected todo's pane gets the keys, to read it in full.
    case readDetail
}
