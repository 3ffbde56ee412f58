import WorkflowUI

extension Array where Element == KeyEvent {
    /// The first key's name, for a footer that shows one key of several ("Enter" for
    /// Enter and e); empty when a user left the command without keys.
    var firstName: String { first?.displayName ?? "" }
}
