/// Which of the app's screens has the keys: the generator leans toward the keys that
/// do something there, so that a run goes deep (logs in, adds, edits, answers) rather
/// than bouncing off one screen.
public enum AppScreen: String, Hashable, Sendable, CaseIterable {
    case welcome
    /// The list, loading or loaded.
    case list
    /// The list's search or due-date line, which takes typing.
    case listLine
    case editor
    /// A question over the list or the editor (delete? discard?).
    case alert
    case help
}
