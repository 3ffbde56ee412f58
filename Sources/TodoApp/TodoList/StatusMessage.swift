/// What the line under the list says after something happened, and the key that acts on
/// it, which the view names with the user's keys: a workflow knows what can be done next,
/// not which key does it.
struct StatusMessage: Equatable, Sendable {
    /// What can be done about what happened, by a key.
    enum Offer: Equatable, Sendable {
        /// "· u undo"
        case undo
        /// "· u keeps yours": undoing another's change keeps the user's own.
        case keepYours
        /// "· ^R redo"
        case redo
        /// "Press s twice for your own order": the text follows the key.
        case sortToOwnOrder(presses: Int)
    }

    var text: String
    var offer: Offer?

    init(_ text: String, offer: Offer? = nil) {
        self.text = text
        self.offer = offer
    }
}
