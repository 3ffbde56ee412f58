import WorkflowUI

/// How the status line names a change and what the user can do about it.
enum ChangeDescription {
    /// A title as the status line quotes it: short enough to leave room for the keys.
    static func quoted(_ title: String) -> String {
        "'\(TerminalText.truncated(title, toWidth: 30))'"
    }

    static func afterChange(_ description: String) -> StatusMessage {
        StatusMessage(description, offer: .undo)
    }

    static func afterUndo(_ description: String) -> StatusMessage {
        StatusMessage("Undid: \(lowercasingFirst(description))", offer: .redo)
    }

    static func afterRedo(_ description: String) -> StatusMessage {
        StatusMessage("Redid: \(lowercasingFirst(description))", offer: .undo)
    }

    /// "Deleted 'x'" as the middle of a sentence; a quoted title stays as it is.
    private static func lowercasingFirst(_ description: String) -> String {
        guard let first = description.first, first.isUppercase else { return description }
        return first.lowercased() + description.dropFirst()
    }
}
