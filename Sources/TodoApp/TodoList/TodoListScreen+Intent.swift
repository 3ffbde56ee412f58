extension TodoListScreen {
    /// What the user can ask of the list, by key: rows are rows of the screen.
    enum Intent: Equatable {
        case select(row: Int)
        case open(row: Int)
        case toggle(row: Int)
        case delete(row: Int)
        case cyclePriority(row: Int)
        case askForDueDate(row: Int)
        case dueDateChanged(String)
        case answerDueDate
        case cancelDueDate
        /// Moves the todo on a row up (-1) or down (+1).
        case move(row: Int, offset: Int)
        /// What the list passes up as it is.
        case request(ListRequest)
        /// Home or End: to the first or the last todo of the whole list, which the app
        /// may first have to read.
        case jump(ListWindow.Edge)
    }
}
