extension TodoEditScreen {
    /// What the user can ask of the editor, by key.
    enum Intent: Equatable {
        case titleChanged(String)
        case noteChanged(String)
        /// Typing or a paste would have taken this field past its limit, and was not added.
        case textTooLong(EditorDraft.Field)
        /// The cursor moved to this field: kept with the draft, and where a restored one
        /// starts.
        case fieldChanged(EditorDraft.Field)
        /// Ctrl-P: the next priority, as p in the list.
        case cyclePriority
        /// Ctrl-D and the line it opens.
        case dueDate(DueDatePrompt.Intent)
        /// Ctrl-E: the note in the user's own editor.
        case editNoteElsewhere
        case showHelp
        /// A quit key with unsaved changes.
        case quit
    }
}
