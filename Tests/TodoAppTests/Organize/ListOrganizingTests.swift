import Testing
@testable import TodoApp

/// How the user asks to see the list: f and s choose settings to keep, / searches.
@Suite struct ListOrganizingTests {
    @Test func aFilterOrSortChosenIsToBeKeptButNotTheOneRead() {
        var organizing = ListOrganizing(settings: TodoListSettings(filter: .done, sort: .dueDate))
        #expect(organizing.chosen == nil, "read at login: in the store already")
        organizing.cycleFilter()
        #expect(organizing.chosen == TodoListSettings(filter: .all, sort: .dueDate))
        organizing.cycleSort()
        #expect(organizing.chosen == TodoListSettings(filter: .all, sort: .priority))
        #expect(organizing.criteria == ListCriteria(settings: TodoListSettings(filter: .all, sort: .priority), search: ""))
    }

    @Test func enterKeepsASearchWithTextAndEscOrAnEmptyOneEndsIt() {
        var organizing = ListOrganizing()
        organizing.startSearch()
        organizing.searchChanged(to: "milk")
        #expect(organizing.criteria.search == "milk", "read as it is typed")
        organizing.finishSearch(keep: true)
        #expect(organizing.search == ListSearch(text: "milk", isEditing: false))
        organizing.startSearch()
        #expect(organizing.search == ListSearch(text: "milk"), "/ again edits the search on")
        organizing.finishSearch(keep: false)
        #expect(organizing.search == nil)
        organizing.startSearch()
        organizing.finishSearch(keep: true)
        #expect(organizing.search == nil, "nothing typed, nothing kept")
    }
}
