import Foundation
import Testing
import TodoApp

/// Importing adds only what a list does not have yet, so doing it twice is harmless.
@Suite struct SQLiteTodoStoreImportTests {
    let directory: TemporaryDirectory
    let store: SQLiteTodoStore

    init() throws {
        directory = try TemporaryDirectory()
        store = try SQLiteTodoStore(location: directory.location)
    }

    private func todos(_ titles: String...) -> [Todo] {
        titles.enumerated().map { Todo(title: $1, note: "note \($0)", position: 100 + $0) }
    }

    @Test func importedTodosKeepTheirIdsAndGoAtTheEndInOrder() async throws {
        try await store.save(Todo(title: "already", position: 7), for: "Ada")
        let file = todos("one", "two")
        #expect(try await store.importTodos(file, for: "Ada") == TodoImportResult(added: 2, alreadyThere: 0))

        let list = try await store.todos(for: "Ada")
        #expect(list.map(\.title) == ["already", "one", "two"])
        #expect(list.map(\.position) == [7, 8, 9])
        #expect(Array(list.dropFirst().map(\.id)) == file.map(\.id))
        #expect(list[1].note == "note 0")
    }

    @Test func importingTheSameTodosAgainAddsNothing() async throws {
        let file = todos("one", "two", "three")
        _ = try await store.importTodos(file, for: "Ada")
        #expect(try await store.importTodos(file, for: "Ada") == TodoImportResult(added: 0, alreadyThere: 3))
        #expect(try await store.todos(for: "Ada").count == 3)
    }

    @Test func onlyTheTodosNotYetThereAreAdded() async throws {
        let file = todos("one", "two", "three")
        _ = try await store.importTodos([file[1]], for: "Ada")
        #expect(try await store.importTodos(file, for: "Ada") == TodoImportResult(added: 2, alreadyThere: 1))
        #expect(try await store.todos(for: "Ada").map(\.title) == ["two", "one", "three"])
    }

    @Test func aTodoAnotherUserHasGetsANewIdAndIsFoundAgainByItsOldOne() async throws {
        let adas = todos("Ada's")
        try await store.save(adas, for: "Ada")

        #expect(try await store.importTodos(adas, for: "Bob") == TodoImportResult(added: 1, alreadyThere: 0))
        let bobs = try await store.todos(for: "Bob")
        #expect(bobs.map(\.title) == ["Ada's"])
        #expect(bobs[0].id != adas[0].id)

        #expect(try await store.importTodos(adas, for: "Bob") == TodoImportResult(added: 0, alreadyThere: 1))
        #expect(try await store.importTodos(bobs, for: "Bob") == TodoImportResult(added: 0, alreadyThere: 1))
        #expect(try await store.todos(for: "Ada") == adas)
    }

    @Test func aTodoImportedUnderANewIdIsStillFoundAfterTheOriginalIsDeleted() async throws {
        let adas = todos("Ada's")
        try await store.save(adas, for: "Ada")
        _ = try await store.importTodos(adas, for: "Bob")
        try await store.delete(id: adas[0].id, for: "Ada")
        #expect(try await store.importTodos(adas, for: "Bob") == TodoImportResult(added: 0, alreadyThere: 1))
    }

    @Test func aThirdUserImportingTheSameFileGetsTheirOwnCopy() async throws {
        let adas = todos("Ada's")
        try await store.save(adas, for: "Ada")
        _ = try await store.importTodos(adas, for: "Bob")
        #expect(try await store.importTodos(adas, for: "Carol") == TodoImportResult(added: 1, alreadyThere: 0))
        let ids = try await [store.todos(for: "Ada"), store.todos(for: "Bob"), store.todos(for: "Carol")].map { $0[0].id }
        #expect(Set(ids).count == 3)
    }
}
