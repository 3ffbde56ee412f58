/// The search on a user's list: what is typed, and whether its line has the keys. The
/// store finds the todos it matches (see ``TodoSearch``).
struct ListSearch: Equatable {
    var text = ""
    /// The search line has the keys (typing narrows the list); after Enter the search
    /// stays on while the list has them again.
    var isEditing = true
}
