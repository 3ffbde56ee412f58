import Foundation

extension Todo {
    /// What the editor opens on for a new todo. It is given its id, place and times
    /// when it is saved (``TodoWorkflow/Action/editorSaved(_:newID:at:)``), so that
    /// opening the editor makes up nothing: an action reads no clock and draws no id.
    static let unsaved = Todo(
        id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), title: "", position: 0,
        createdAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0)
    )
}
