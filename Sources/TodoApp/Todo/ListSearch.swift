/// The search on a user's list: what is typed, whether its line has the keys, and what
/// it searches in.
struct ListSearch: Equatable {
    var text = ""
    /// The search line has the keys (typing narrows the list); after Enter the search
    /// stays on while the list has them again.
    var isEditing = true
    /// The todos' notes, once read: until then a search matches titles only.
    var notes: [Todo.ID: String]?
    /// The titles and notes folded, built from the list it searches.
    var index: SearchIndex?
    /// What the index found for the query last looked for, which typing on narrows.
    var matches: SearchMatches?

    /// The folded text to look for; nil when nothing is typed.
    var query: String? {
        text.isEmpty ? nil : SearchFolding.folded(text)
    }
}
