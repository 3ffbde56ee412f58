import Foundation
import PostgresTesting
import Testing
@testable import TodoApp

/// Sharing a list with another role, for changing or only reading, and taking it back;
/// what each role's prompt offers and opens.
@Suite struct SharingTests {
    let database: TodoTestDatabase
    let adas: ServerTodoStore
    let graces: ServerTodoStore

    init() async throws {
        database = try await TodoTestDatabase.make()
        adas = database.store(as: .ada)
        graces = database.store(as: .grace)
        try await adas.save([
            Todo(title: "Milk", position: 0), Todo(title: "Eggs", isDone: true, position: 1), Todo(title: "Bread", position: 2),
        ], for: "Groceries")
        try await adas.save(Todo(title: "Taxes", position: 0), for: "Chores")
    }

    @Test func aSharedListIsOfferedWithItsOwnerAndOpensTypedAnyCase() async throws {
        try await adas.share("Groceries", with: "grace", readOnly: false)
        try await graces.save(Todo(title: "Call Ada", position: 0), for: "Calls")

        #expect(try await graces.userNames() == ["Calls", "Groceries · ada"])
        #expect(try await graces.knownName(for: "groceries · ada") == "Groceries · ada")
        #expect(try await graces.todos(for: "groceries · ada").map(\.title) == ["Milk", "Eggs", "Bread"])
        #expect(try await graces.todos(for: "Groceries").map(\.title) == ["Milk", "Eggs", "Bread"], "the one list of that name she may open")
        #expect(try await adas.userNames() == ["Chores", "Groceries"], "the owner's own, without her name")
    }

    @Test func aWritableShareTakesTheReadersChangesAndTheOwnerSeesThem() async throws {
        try await adas.share("Groceries", with: "grace", readOnly: false)
        let milk = try #require(try await graces.todos(for: "Groceries · ada").first)
        try await graces.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: "Groceries · ada")
        try await graces.save(Todo(title: "Butter", position: 3), for: "Groceries · ada")
        #expect(try await adas.todos(for: "Groceries").map(\.title) == ["Milk", "Eggs", "Bread", "Butter"])
        #expect(try await adas.todo(id: milk.id, for: "Groceries")?.isDone == true)
    }

    @Test func listInfosGiveEachListsNameOwnerAccessAndOpenTodos() async throws {
        try await adas.share("Groceries", with: "grace", readOnly: false)
        try await database.store(as: .eve).save(Todo(title: "Plan", position: 0), for: "Plans")
        try await database.store(as: .eve).share("Plans", with: "grace", readOnly: true)
        try await graces.save(Todo(title: "Call Ada", position: 0), for: "Calls")

        #expect(try await graces.listInfos() == [
            .init(name: "Calls", owner: "grace", access: "owner", openTodos: 1),
            .init(name: "Groceries · ada", owner: "ada", access: "write", openTodos: 2),
            .init(name: "Plans · eve", owner: "eve", access: "read", openTodos: 1),
        ])
        #expect(try await adas.listInfos() == [
            .init(name: "Chores", owner: "ada", access: "owner", openTodos: 1),
            .init(name: "Groceries", owner: "ada", access: "owner", openTodos: 2),
        ])
    }

    @Test func sharingAgainReadOnlyChangesTheAccessAndUnsharingTakesTheListAway() async throws {
        try await adas.share("Groceries", with: "grace", readOnly: false)
        try await adas.share("groceries", with: "grace", readOnly: true)
        #expect(try await graces.listInfos().map(\.access) == ["read"])
        #expect(try await database.store(as: .grace).listInfos().map(\.access) == ["read"])

        #expect(try await adas.unshare("Groceries", with: "grace"))
        #expect(try await adas.unshare("Groceries", with: "grace") == false, "it was no longer shared")
        let later = database.store(as: .grace)
        #expect(try await later.listInfos().isEmpty)
        #expect(try await later.userNames().isEmpty)
        #expect(try await later.todos(for: "Groceries · ada").isEmpty)
    }

    @Test func anOwnListOfTheSameNameWinsOverASharedOne() async throws {
        try await graces.save(Todo(title: "Grace's milk", position: 0), for: "groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)

        #expect(try await graces.todos(for: "Groceries").map(\.title) == ["Grace's milk"])
        #expect(try await graces.todos(for: "Groceries · ada").map(\.title) == ["Milk", "Eggs", "Bread"])
        #expect(try await graces.userNames() == ["groceries", "Groceries · ada"])
    }

    @Test func aListNotSharedWithARoleNeitherOpensNorIsMadeInItsName() async throws {
        #expect(try await graces.todos(for: "Groceries · ada").isEmpty)
        #expect(try await graces.knownName(for: "Groceries · ada") == nil)
        await #expect(throws: TodoStoreError.noSuchList(name: "Groceries · ada")) {
            try await graces.save(Todo(title: "Sneaked in", position: 9), for: "Groceries · ada")
        }
        #expect(try await adas.todos(for: "Groceries").count == 3)
    }

    @Test func sharingIsRefusedForNoRoleOneselfAndAnothersList() async throws {
        await #expect(throws: TodoStoreError.sharingRefused(list: "Groceries", reason: "there is no role nobody on the server.")) {
            try await adas.share("Groceries", with: "nobody", readOnly: false)
        }
        await #expect(throws: TodoStoreError.sharingRefused(list: "Groceries", reason: "it is already yours.")) {
            try await adas.share("Groceries", with: "ada", readOnly: false)
        }
        try await adas.share("Groceries", with: "grace", readOnly: false)
        await #expect(throws: TodoStoreError.sharingRefused(list: "Groceries", reason: "it is ada's; only its owner may share it.")) {
            try await graces.share("Groceries · ada", with: "eve", readOnly: false)
        }
        await #expect(throws: TodoStoreError.unsharingRefused(list: "Groceries", reason: "you have no list of that name.")) {
            try await graces.unshare("Groceries · ada", with: "grace")
        }
        #expect(try await database.store(as: .eve).listInfos().isEmpty)
    }
}
