/// The file formats `todo-tui export` writes and `todo-tui import` reads.
public enum TodoFileFormat: String, CaseIterable, Sendable {
    /// A JSON array of todo objects; see ``TodoJSON``.
    case json
    /// One line per todo, `x ` before finished ones; see ``TodoTxt``.
    case todotxt
}
