import Foundation
import Testing
import TodoApp

/// Importing adds only what a list does not have yet, so doing it twice is harmless, on
/// either backend.
///
/// Where the backends differ is a todo another list has: in a SQLite file a todo's id is
/// unique, so another user's copy gets a new id (and is found again by the old one); on a
/// server ids are per list, so each list's copy keeps the file's id. Either way each list
/// has its own copy, and importing again adds nothing.
@Suite struct TodoStoreImportTests {
    private func todos(_ titles: String...) -> [Todo] {
        titles.enumerated().map { Todo(title: $1, note: "note \($0)", position: 100 + $0) }
    }

    private func importingStore(_ place: StorePlace) throws -> any TodoImporting {
        try #require(try place.openStore() as? any TodoImporting)
    }

    @Test(arguments: StoreBackend.allCases)
    func importedTodosKeepTheirIdsAndGoAtTheEndInOrder(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try importingStore(place)
        try await store.save(Todo(title: "already", position: 7), for: "Ada")
        let file = todos("one", "two")
        #expect(try await store.importTodos(file, for: "Ada") == TodoImportResult(added: 2, alreadyThere: 0))

        let list = try await store.todos(for: "Ada")
        #expect(list.map(\.title) == ["already", "one", "two"])
        #expect(list.map(\.position) == [7, 8, 9])
        #expect(Array(list.dropFirst().map(\.id)) == file.map(\.id))
        #expect(list[1].note == "note 0")
    }

    @Test(arguments: StoreBackend.allCases)
    func importingTheSameTodosAgainAddsNothing(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try importingStore(place)
        let file = todos("one", "two", "three")
        _ = try await store.importTodos(file, for: "Ada")
        #expect(try await store.importTodos(file, for: "Ada") == TodoImportResult(added: 0, alreadyThere: 3))
        #expect(try await store.todos(for: "Ada").count == 3)
    }

    @Test(arguments: StoreBackend.allCases)
    func onlyTheTodosNotYetThereAreAdded(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try importingStore(place)
        let file = todos("one", "two", "three")
        _ = try await store.importTodos([file[1]], for: "Ada")
        #expect(try await store.importTodos(file, for: "Ada") == TodoImportResult(added: 2, alreadyThere: 1))
        #expect(try await store.todos(for: "Ada").map(\.title) == ["two", "one", "three"])
    }

    @Test(arguments: StoreBackend.allCases)
    func aTodoAnotherUserHasIsAddedAsACopyOfTheirOwnAndNotAddedAgain(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try importingStore(place)
        let adas = todos("Ada's")
        try await store.save(adas, for: "Ada")

        #expect(try await store.importTodos(adas, for: "Bob") == TodoImportResult(added: 1, alreadyThere: 0))
        let bobs = try await store.todos(for: "Bob")
        #expect(bobs.map(\.title) == ["Ada's"])
        switch backend {
        case .sqlite: #expect(bobs[0].id != adas[0].id, "a new id: ids are unique in the file")
        case .server, .synced: #expect(bobs[0].id == adas[0].id, "the file's id: ids are per list")
        }

        #expect(try await store.importTodos(adas, for: "Bob") == TodoImportResult(added: 0, alreadyThere: 1))
        #expect(try await store.importTodos(bobs, for: "Bob") == TodoImportResult(added: 0, alreadyThere: 1))
        try await store.update(id: bobs[0].id, with: TodoChanges(title: "Bob's now", updatedAt: .now), for: "Bob")
        #expect(try await store.todos(for: "Ada") == adas, "Bob's copy is his own")
    }

    @Test(arguments: StoreBackend.allCases)
    func aTodoImportedIntoAnotherListIsStillFoundThereAfterTheOriginalIsDeleted(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try importingStore(place)
        let adas = todos("Ada's")
        try await store.save(adas, for: "Ada")
        _ = try await store.importTodos(adas, for: "Bob")
        try await store.delete(id: adas[0].id, for: "Ada")
        #expect(try await store.importTodos(adas, for: "Bob") == TodoImportResult(added: 0, alreadyThere: 1))
    }

    @Test(arguments: StoreBackend.allCases)
    func aThirdUserImportingTheSameFileGetsTheirOwnCopy(backend: StoreBackend) async throws {
        let place = try await backend.makePlace()
        let store = try importingStore(place)
        let adas = todos("Ada's")
        try await store.save(adas, for: "Ada")
        _ = try await store.importTodos(adas, for: "Bob")
        #expect(try await store.importTodos(adas, for: "Carol") == TodoImportResult(added: 1, alreadyThere: 0))
        let ids = try await [store.todos(for: "Ada"), store.todos(for: "Bob"), store.todos(for: "Carol")].map { $0[0].id }
        #expect(Set(ids).count == (backend == .sqlite ? 3 : 1), "on a server each list's copy keeps the file's id")
        try await store.update(id: ids[2], with: TodoChanges(isDone: true, updatedAt: .now), for: "Carol")
        #expect(try await store.todos(for: "Ada").map(\.isDone) == [false])
        #expect(try await store.todos(for: "Bob").map(\.isDone) == [false])
    }
}
