import Foundation
import PostgresClient
import PostgresTesting
import TerminalTesting
import Testing
@testable import TodoApp

/// Changes sent from a local copy (``ServerTodoStore/send(_:to:)``): each is made once
/// however often it is sent, an update of a deleted todo says who deleted it, two people's
/// changes to different fields both stay and to one field the last stays, and a role that
/// may no longer change the list is refused with a sentence rather than an error. Ada owns
/// "Groceries" and shares it with Grace to change.
@Suite(.timeLimit(.minutes(2))) struct ServerSendTests {
    let database: TodoTestDatabase
    let adas: ServerTodoStore
    let graces: ServerTodoStore
    let milk = Todo(title: "Milk", note: "oat", position: 0)
    let eggs = Todo(title: "Eggs", position: 1)

    init() async throws {
        database = try await TodoTestDatabase.make()
        adas = database.store(as: .ada)
        graces = database.store(as: .grace)
        try await adas.save([milk, eggs], for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
    }

    private func list(_ store: ServerTodoStore, _ name: String) async throws -> ServerList {
        try #require(try await store.existingList(name))
    }

    private func send(_ change: ListChange, from store: ServerTodoStore, to name: String) async throws -> ListChangeOutcome {
        try await store.send(SentChange(id: UUID(), change: change), to: list(store, name))
    }

    /// The list's revision now: one more for each change made.
    private func revision() throws -> Int {
        try database.connect(as: .ada).execute("SELECT revision FROM todo_tui.lists WHERE name = 'Groceries'").int(0, 0)
    }

    @Test func aChangeSentAgainIsNotMadeAgain() async throws {
        let groceries = try await list(adas, "Groceries")
        let bread = Todo(title: "Bread", position: 2)
        let sent = [
            SentChange(id: UUID(), change: .save(bread)),
            SentChange(id: UUID(), change: .update(milk.id, TodoChanges(title: "Oat milk", updatedAt: .now), baseNote: nil)),
            SentChange(id: UUID(), change: .delete(eggs.id)),
        ]
        let before = try revision()
        for change in sent {
            #expect(try await adas.send(change, to: groceries) == .applied, "\(change.change)")
            #expect(try await adas.send(change, to: groceries) == .alreadyApplied, "\(change.change)")
            // Sent again by the copy after a restart: another connection, the same id.
            #expect(try await database.store(as: .ada).send(change, to: groceries) == .alreadyApplied, "\(change.change)")
        }
        #expect(try revision() == before + 3, "one revision a change")
        #expect(Set(try await adas.todos(for: "Groceries").map(\.title)) == ["Oat milk", "Bread"])
    }

    @Test func aDeleteSentAgainAfterAnUndoLeavesTheTodoThere() async throws {
        let groceries = try await list(adas, "Groceries")
        let delete = SentChange(id: UUID(), change: .delete(milk.id))
        #expect(try await adas.send(delete, to: groceries) == .applied)
        #expect(try await adas.send(SentChange(id: UUID(), change: .save(milk)), to: groceries) == .applied, "the undo")
        #expect(try await adas.send(delete, to: groceries) == .alreadyApplied)
        #expect(try await adas.todo(id: milk.id, for: "Groceries") == milk)
    }

    @Test func aChangeWhoseReplyWasLostIsMadeOnceWhenTheStoreSendsItAgainOnANewConnection() async throws {
        let proxy = try PostgresProxy(to: database.cluster)
        defer { proxy.stop() }
        let store = ServerTodoStore(conninfo: proxy.conninfo(database: database.name, user: "ada"), environment: [:])
        let groceries = try await list(store, "Groceries")
        let before = try revision()

        proxy.cutAtNextReply()
        let outcome = try await store.send(SentChange(id: UUID(), change: .update(milk.id, TodoChanges(position: 7, updatedAt: .now), baseNote: nil)), to: groceries)
        #expect(proxy.cuts == 1, "the server's reply was lost")
        #expect(outcome == .alreadyApplied, "sent again by the store on a new connection, and found made")
        #expect(try revision() == before + 1, "made once")
        #expect(try await adas.todo(id: milk.id, for: "Groceries")?.position == 7)
    }

    @Test func anUpdateOfATodoSomeoneDeletedSaysWhoAndDoesNotBringItBack() async throws {
        try await graces.delete(id: milk.id, for: "Groceries · ada")
        let update = SentChange(id: UUID(), change: .update(milk.id, TodoChanges(title: "Oat milk", updatedAt: .now), baseNote: nil))
        let groceries = try await list(adas, "Groceries")
        #expect(try await adas.send(update, to: groceries) == .todoWasGone(deletedBy: "grace"))
        #expect(try await adas.send(update, to: groceries) == .todoWasGone(deletedBy: "grace"), "sent again, told again")
        #expect(try await adas.todo(id: milk.id, for: "Groceries") == nil)

        // Once the feed has forgotten the deletion, no one is named.
        try database.connect(as: .schemaOwner).execute("DELETE FROM todo_tui.changes WHERE todo_id = $1", [milk.id])
        #expect(try await send(.update(milk.id, TodoChanges(isDone: true, updatedAt: .now), baseNote: nil), from: adas, to: "Groceries") == .todoWasGone(deletedBy: nil))
    }

    @Test func deletingATodoAlreadyDeletedIsMade() async throws {
        try await graces.delete(id: milk.id, for: "Groceries · ada")
        #expect(try await send(.delete(milk.id), from: adas, to: "Groceries") == .applied)
        #expect(try await adas.todos(for: "Groceries") == [eggs])
    }

    @Test func twoPeoplesChangesToDifferentFieldsOfATodoBothStay() async throws {
        #expect(try await send(.update(milk.id, TodoChanges(title: "Oat milk", updatedAt: .now), baseNote: nil), from: adas, to: "Groceries") == .applied)
        #expect(try await send(.update(milk.id, TodoChanges(isDone: true, priority: .high, updatedAt: .now), baseNote: nil), from: graces, to: "Groceries · ada") == .applied)
        let now = try #require(try await adas.todo(id: milk.id, for: "Groceries"))
        #expect(now.title == "Oat milk")
        #expect(now.isDone && now.priority == .high)
        #expect(now.note == "oat")
    }

    @Test func twoPeoplesChangesToOneFieldLeaveTheLastToArrive() async throws {
        #expect(try await send(.update(milk.id, TodoChanges(title: "Oat milk", updatedAt: .now), baseNote: nil), from: adas, to: "Groceries") == .applied)
        #expect(try await send(.update(milk.id, TodoChanges(title: "Soy milk", updatedAt: .now), baseNote: nil), from: graces, to: "Groceries · ada") == .applied)
        #expect(try await adas.todo(id: milk.id, for: "Groceries")?.title == "Soy milk")
    }

    @Test func aWholeTodoSavedReplacesTheOneWithItsIdOrAddsIt() async throws {
        var changed = milk
        changed.title = "Oat milk"
        changed.isDone = true
        changed.dueDate = TodoDay(year: 2030, month: 1, day: 2)
        let bread = Todo(title: "Bread", note: "rye", position: 5, priority: .low)
        #expect(try await send(.save(changed), from: graces, to: "Groceries · ada") == .applied)
        #expect(try await send(.save(bread), from: graces, to: "Groceries · ada") == .applied)
        #expect(try await adas.todo(id: milk.id, for: "Groceries") == changed)
        #expect(try await adas.todo(id: bread.id, for: "Groceries") == bread)
    }

    @Test func aChangeToAListSharedForReadingOnlyIsRefusedAndNothingChanges() async throws {
        try await adas.share("Groceries", with: "grace", readOnly: true)
        let refusal = ListChangeOutcome.refused("ada shared Groceries with you for reading only: nothing was changed.")
        for change in [ListChange.save(Todo(title: "Bread", position: 2)), .update(milk.id, TodoChanges(title: "x", updatedAt: .now), baseNote: nil), .delete(milk.id)] {
            #expect(try await send(change, from: graces, to: "Groceries · ada") == refusal, "\(change)")
        }
        #expect(try await adas.todos(for: "Groceries") == [milk, eggs])
    }

    @Test func aChangeToAListNoLongerSharedOrDeletedIsRefused() async throws {
        let groceries = try await list(graces, "Groceries · ada")
        try await adas.unshare("Groceries", with: "grace")
        #expect(try await graces.send(SentChange(id: UUID(), change: .delete(milk.id)), to: groceries) == .refused("There is no list Groceries · ada that you may open."))
        #expect(try await adas.todos(for: "Groceries") == [milk, eggs])

        let own = try await list(adas, "Groceries")
        try database.connect(as: .ada).execute("DELETE FROM todo_tui.lists WHERE id = $1", [own.id])
        #expect(try await adas.send(SentChange(id: UUID(), change: .save(milk)), to: own) == .refused("There is no list Groceries that you may open."))
        #expect(try database.connect(as: .ada).execute("SELECT 1 FROM todo_tui.todos").count == 0, "nothing made again")
    }

    @Test func aShareMadeReadOnlyWhileTheChangeWaitsForTheTodoIsRefused() async throws {
        let groceries = try await list(graces, "Groceries · ada")
        let superuser = try PostgresConnection(connectingTo: database.cluster.connectionString(database: database.name, user: "postgres"))
        let holder = try database.connect(as: .ada)
        try holder.execute("BEGIN")
        try holder.execute("SELECT 1 FROM todo_tui.todos WHERE id = $1 FOR UPDATE", [milk.id])
        let sending = Task {
            try await graces.send(SentChange(id: UUID(), change: .update(milk.id, TodoChanges(title: "x", updatedAt: .now), baseNote: nil)), to: groceries)
        }
        let waits = try await eventually(within: .seconds(30), pollingEvery: .milliseconds(10)) {
            try superuser.execute(
                "SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND usename = 'grace' AND wait_event_type = 'Lock'", [database.name]
            ).count == 1
        }
        #expect(waits, "Grace's change waits for the todo, her access checked already")
        try await adas.share("Groceries", with: "grace", readOnly: true)
        try holder.execute("COMMIT")
        #expect(try await sending.value == .refused("ada shared Groceries with you for reading only: nothing was changed."))
        #expect(try await adas.todo(id: milk.id, for: "Groceries") == milk)
    }
}
