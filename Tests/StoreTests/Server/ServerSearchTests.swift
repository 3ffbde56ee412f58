import Foundation
import PostgresTesting
import Testing
@testable import TodoApp

/// A search on the server, by both of its ways (the trigram index's candidates, and the
/// list read in order, each forced through the reader's lookup limit): it ignores case
/// and accents, finds CJK, and takes titles that look like SQL or patterns as data.
@Suite(.sharedPlaces { store in try await store.save(SearchedTitles.todos, for: "Ada") })
struct ServerSearchTests {
    static let titles = SearchedTitles.titles

    /// The titles `text` finds through each way, and through the store.
    private func found(_ text: String, in place: StorePlace) async throws -> (candidates: [String], inOrder: [String], store: [String]) {
        let query = TodoQuery(user: "Ada", search: TodoSearch(text))
        let byID = Dictionary(uniqueKeysWithValues: SearchedTitles.todos.map { ($0.id, $0.title) })
        let candidates = try await ReaderWalk.walk(query, in: place, candidateLookupLimit: 10_000)
        let inOrder = try await ReaderWalk.walk(query, in: place, candidateLookupLimit: 0)
        let store = try await SharedPlaces.store(for: .server).page(of: query, after: nil, limit: 100).map(\.title)
        #expect(candidates.count == candidates.forward.count && inOrder.count == inOrder.forward.count, "counts as many as it finds")
        return (candidates.forward.compactMap { byID[$0] }, inOrder.forward.compactMap { byID[$0] }, store)
    }

    @Test(arguments: [
        ("creme", ["Crème brûlée", "CREME fraiche"]),
        ("CRÈME", ["Crème brûlée", "CREME fraiche"]),
        ("brulee", ["Crème brûlée"]),
        ("牛乳", ["買う牛乳", "牛乳パック"]),
        ("乳パ", ["牛乳パック"]),
        ("\"quoted\"", ["it's \"quoted\""]),
        ("it's", ["it's \"quoted\""]),
        ("\\", ["back\\slash"]),
        ("%", ["100% sure"]),
        ("_", ["snake_case", "'; DROP TABLE todo_tui.todos; --", "Robert'); DELETE FROM todo_tui.lists; --"]),
        ("'; drop table", ["'; DROP TABLE todo_tui.todos; --"]),
        ("delete from", ["Robert'); DELETE FROM todo_tui.lists; --"]),
        ("--", ["'; DROP TABLE todo_tui.todos; --", "Robert'); DELETE FROM todo_tui.lists; --"]),
        ("%_", []),
    ] as [(String, [String])])
    func aSearchFindsTheSameTitlesByEitherWayIgnoringCaseAndAccentsAndTakingEveryCharacterAsData(
        example: (text: String, titles: [String])
    ) async throws {
        let place = try await SharedPlaces.place(for: .server)
        let store = try await SharedPlaces.store(for: .server)

        let found = try await found(example.text, in: place)
        #expect(found.candidates == example.titles, "by the index's candidates")
        #expect(found.inOrder == example.titles, "by reading the list in order")
        #expect(found.store == example.titles, "through the store")
        #expect(try await store.todos(for: "Ada").map(\.title) == Self.titles, "every title stored as it was, as data")
        #expect(try await store.userNames() == ["Ada"])
    }
}

/// Titles in several scripts, and titles that look like SQL or patterns.
enum SearchedTitles {
    static let titles = [
        "Crème brûlée", "CREME fraiche", "買う牛乳", "牛乳パック", "it's \"quoted\"", "back\\slash", "100% sure", "snake_case",
        "'; DROP TABLE todo_tui.todos; --", "Robert'); DELETE FROM todo_tui.lists; --", "plain",
    ]

    static let todos = titles.enumerated().map { Todo(title: $1, position: $0) }
}
