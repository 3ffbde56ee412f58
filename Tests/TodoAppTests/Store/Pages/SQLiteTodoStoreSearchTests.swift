import Foundation
import Testing
@testable import TodoApp

/// A search of the database finds what `TodoSearch` finds: its text anywhere in a title
/// or a note, without case, diacritics or width, in any script, however short, and
/// with every character taken literally, none as SQL or full-text syntax.
@Suite struct SQLiteTodoStoreSearchTests {
    let directory: TemporaryDirectory
    let store: SQLiteTodoStore

    static let titles = [
        "Buy MILK", "Café with Ada", "ｍｉｌｋ tea", "買う牛乳", "Straße fegen", "\u{1100}\u{1161}요", "Jose\u{301}",
        "say \"hi\" to 'Bob'", "50% off", "snake_case", "a*b", "x AND y", "NEAR(x, y)", "crab", "ab", "x",
        "(a OR b) NOT c", "^start -minus col:on {brace}", "back\\slash", "party 😀🎉", "zero\u{0}after",
    ]

    init() async throws {
        directory = try TemporaryDirectory()
        store = try SQLiteTodoStore(location: directory.location)
        let todos = Self.titles.enumerated().map { index, title in
            Todo(title: title, note: index == 0 ? "oat and CAFÉ crème" : index == 3 ? "行き先: 東京駅" : "", position: index)
        }
        try await store.save(todos, for: "Ada")
    }

    private func titles(found text: String) async throws -> [String] {
        try await store.page(of: TodoQuery(user: "Ada", search: TodoSearch(text)), after: nil, limit: 100).map(\.title)
    }

    private func expected(_ text: String) -> [String] {
        Self.titles.enumerated()
            .filter { TodoSearch(text).matches(title: $1, note: $0 == 0 ? "oat and CAFÉ crème" : $0 == 3 ? "行き先: 東京駅" : "") }
            .map(\.1)
    }

    @Test(arguments: [
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
    ])
    func aSearchFindsItsTextInAnyScriptIgnoringCaseDiacriticsAndWidthEvenAfterAZero(text: String, titles: [String]) async throws {
        #expect(try await self.titles(found: text) == titles)
        #expect(expected(text) == titles, "as TodoSearch finds")
    }

    @Test(arguments: [
        "\"", "\"hi\"", "'", "'Bob'", "%", "_", "*", "a*b", "AND", "x AND y", "OR", "NOT c", "NEAR(", "NEAR(x, y)",
        "(", ")", "^", "-minus", "col:on", "{brace}", "\\", "\\s", "%%", "a_b",
    ])
    func everyCharacterOfASearchIsTakenLiterally(text: String) async throws {
        #expect(try await titles(found: text) == expected(text))
    }

    @Test(arguments: ["ab", "x", "b", "a", "ra", "y", "🎉", "z", "a b", "b a", "x y", "ab 😀", "and x"])
    func aSearchOfOneOrTwoCharactersFindsThemAnywhereEvenAtTheEnd(text: String) async throws {
        #expect(try await titles(found: text) == expected(text))
    }

    @Test func aSearchThatFindsNothingGivesAnEmptyPageAndCountsNone() async throws {
        let query = TodoQuery(user: "Ada", search: TodoSearch("zzzz"))
        #expect(try await store.page(of: query, after: nil, limit: 10).isEmpty)
        #expect(try await store.page(of: query, before: nil, limit: 10).isEmpty)
        #expect(try await store.count(of: query) == 0)
    }
}
