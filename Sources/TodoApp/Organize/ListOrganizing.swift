/// How the user asks to see their list: the filter and sort they chose, which the store
/// keeps for the next login, and the search on it, if one is on.
///
/// ```swift
/// var organizing = ListOrganizing()
/// organizing.cycleFilter()          // open todos only, to be kept
/// organizing.startSearch()
/// organizing.searchChanged(to: "milk")
/// organizing.criteria               // what the store is asked for
/// ```
struct ListOrganizing: Equatable {
    var settings = TodoListSettings()
    /// The settings as the user last chose them here, to keep in the store; nil until
    /// they choose (those read at login are there already).
    var chosen: TodoListSettings?
    var search: ListSearch?

    /// What the list is read for.
    var criteria: ListCriteria {
        ListCriteria(settings: settings, search: search?.text ?? "")
    }

    mutating func cycleFilter() {
        settings.filter = settings.filter.next
        chosen = settings
    }

    mutating func cycleSort() {
        settings.sort = settings.sort.next
        chosen = settings
    }

    /// Opens the search line, on the text searched for if a search is on.
    mutating func startSearch() {
        search = ListSearch(text: search?.text ?? "")
    }

    mutating func searchChanged(to text: String) {
        search?.text = text
    }

    /// Enter keeps a search that has text and closes its line; Esc (or Enter on no text)
    /// ends the search.
    mutating func finishSearch(keep: Bool) {
        if keep, search?.text.isEmpty == false {
            search?.isEditing = false
        } else {
            search = nil
        }
    }
}
