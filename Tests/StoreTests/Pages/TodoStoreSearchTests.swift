import Foundation
import Testing
@testable import TodoApp

/// A search on either backend finds what `TodoSearch` finds: its text anywhere in a title
/// or a note, without case, diacritics or width, in any script, however short, and with
/// every character taken literally, none as SQL, pattern or full-text syntax.
@Suite(.serialized, .sharedPlaces { store in try await store.save(SearchedTodos.todos, for: "Ada") })
struct TodoStoreSearchTests {
    static let titles = SearchedTodos.titles

    static func note(_ index: Int) -> String {
        SearchedTodos.note(index)
    }

    /// The titles `text` finds, as the backend keeps them.
    private func titles(found text: String, _ backend: StoreBackend) async throws -> [String] {
        let store = try await SharedPlaces.store(for: backend)
        return try await store.page(of: TodoQuery(user: "Ada", search: TodoSearch(text)), after: nil, limit: 100).map(\.title)
    }

    /// The titles `TodoSearch` finds, as `backend` keeps them.
    private func expected(_ text: String, _ backend: StoreBackend) async throws -> [String] {
        let place = try await SharedPlaces.place(for: backend)
        return Self.titles.map(place.stored).enumerated()
            .filter { TodoSearch(text).matches(title: $1, note: Self.note($0)) }
            .map(\.1)
    }

    @Test(arguments: StoreBackend.allCases, [
        ("cafe", ["Buy MILK", "Café with Ada"]),
        ("CRÈME", ["Buy MILK"]),
        ("milk", ["Buy MILK", "ｍｉｌｋ tea"]),
        ("ｍｉｌｋ", ["Buy MILK", "ｍｉｌｋ tea"]),
        ("牛乳", ["買う牛乳"]),
        ("乳", ["買う牛乳"]),
        ("東京駅", ["買う牛乳"]),
        ("STRASSE", ["Straße fegen"]),
        ("가", ["\u{1100}\u{1161}요"]),
        ("jose", ["Jose\u{301}"]),
        ("😀", ["party 😀🎉"]),
        ("after", ["zero\u{0}after"]),
        ("ft", ["zero\u{0}after"]),
        ("milk cafe", ["Buy MILK"]),
        ("crème OAT", ["Buy MILK"]),
        ("東京 牛乳", ["買う牛乳"]),
        ("ada café", ["Café with Ada"]),
        ("cafe zebra", []),
    ] as [(String, [String])])
    func aSearchFindsItsTextInAnyScriptIgnoringCaseDiacriticsAndWidthEvenAfterAZero(
        backend: StoreBackend, example: (text: String, titles: [String])
    ) async throws {
        let place = try await SharedPlaces.place(for: backend)
        let titles = example.titles.map(place.stored)
        #expect(try await self.titles(found: example.text, backend) == titles)
        #expect(try await expected(example.text, backend) == titles, "as TodoSearch finds")
    }

    @Test(arguments: StoreBackend.allCases, [
        "\"", "\"hi\"", "'", "'Bob'", "%", "_", "*", "a*b", "AND", "x AND y", "OR", "NOT c", "NEAR(", "NEAR(x, y)",
        "(", ")", "^", "-minus", "col:on", "{brace}", "\\", "\\s", "%%", "a_b",
    ])
    func everyCharacterOfASearchIsTakenLiterally(backend: StoreBackend, text: String) async throws {
        #expect(try await titles(found: text, backend) == expected(text, backend))
    }

    @Test(arguments: StoreBackend.allCases, ["ab", "x", "b", "a", "ra", "y", "🎉", "z", "a b", "b a", "x y", "ab 😀", "and x"])
    func aSearchOfOneOrTwoCharactersFindsThemAnywhereEvenAtTheEnd(backend: StoreBackend, text: String) async throws {
        #expect(try await titles(found: text, backend) == expected(text, backend))
    }

    @Test(arguments: StoreBackend.allCases)
    func aSearchThatFindsNothingGivesAnEmptyPageAndCountsNone(backend: StoreBackend) async throws {
        let store = try await SharedPlaces.store(for: backend)
        let query = TodoQuery(user: "Ada", search: TodoSearch("zzzz"))
        #expect(try await store.page(of: query, after: nil, limit: 10).isEmpty)
        #expect(try await store.page(of: query, before: nil, limit: 10).isEmpty)
        #expect(try await store.count(of: query) == 0)
    }

    /// A search of more words than SQLite nests expressions deep (1,000) is read as any
    /// other, each word a condition: a paste into the search line made one (fuzz seed 42,
    /// event 16013), which SQLite refused, and the list failed and was read again, and again.
    @Test(arguments: StoreBackend.allCases)
    func aSearchOfThousandsOfWordsFindsTheTodosWithEveryOne(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try place.openStore()
        let words = (1...1_500).map { "w\($0)x" }
        try await store.save([
            Todo(title: "Every word", note: words.joined(separator: " "), position: 1),
            Todo(title: "A few", note: words.prefix(10).joined(separator: " "), position: 2),
        ], for: "Bo")
        let everyWord = TodoQuery(user: "Bo", search: TodoSearch(words.reversed().joined(separator: " ")))
        #expect(try await store.page(of: everyWord, after: nil, limit: 10).map(\.title) == ["Every word"])
        #expect(try await store.page(of: everyWord, before: nil, limit: 10).map(\.title) == ["Every word"])
        #expect(try await store.count(of: everyWord) == 1)
        let oneMore = TodoQuery(user: "Bo", search: TodoSearch(words.joined(separator: " ") + " zebra"))
        #expect(try await store.page(of: oneMore, after: nil, limit: 10).isEmpty)
        #expect(try await store.count(of: oneMore) == 0)
    }
}

/// The todos the search tests look in: every script, and characters that mean something
/// to SQL, patterns and full-text queries.
enum SearchedTodos {
    static let titles = [
        "Buy MILK", "Café with Ada", "ｍｉｌｋ tea", "買う牛乳", "Straße fegen", "\u{1100}\u{1161}요", "Jose\u{301}",
        "say \"hi\" to 'Bob'", "50% off", "snake_case", "a*b", "x AND y", "NEAR(x, y)", "crab", "ab", "x",
        "(a OR b) NOT c", "^start -minus col:on {brace}", "back\\slash", "party 😀🎉", "zero\u{0}after",
    ]

    static func note(_ index: Int) -> String {
        index == 0 ? "oat and CAFÉ crème" : index == 3 ? "行き先: 東京駅" : ""
    }

    static let todos = titles.enumerated().map { index, title in Todo(title: title, note: note(index), position: index) }
}
