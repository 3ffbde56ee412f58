import Foundation
import PostgresTesting
import TerminalTesting
import Testing
@testable import TodoApp

/// How an open list on a server hears of others' changes: the list's notifications wake
/// its signal as each commit lands, and again once it is back after the server went away;
/// the mark then tells another's change from the store's own, per list.
@Suite(.timeLimit(.minutes(2))) struct ServerOutsideChangeTests {
    /// Long enough that a test cannot pass by waiting it out.
    static let deadline = Duration.seconds(30)
    /// Long enough for a wrong wake to come, if one would.
    static let quiet = Duration.milliseconds(300)

    /// The signal of `user`'s list in `store`, connected, and its first wake (the one that
    /// has what was missed before it listened read) taken.
    private func listeningSignal(_ store: ServerTodoStore, _ user: String) async throws -> ServerChangeSignal {
        let signal = try #require(await store.outsideChangeSignal(for: user) as? ServerChangeSignal)
        #expect(await signal.next(timeout: Self.deadline), "woken once listening, to read what came before")
        #expect(!signal.isAway)
        return signal
    }

    @Test func anotherConnectionsCommitToTheListWakesItsSignalAndOnlyThat() async throws {
        let database = try await TodoTestDatabase.make()
        let adas = database.store(as: .ada)
        try await adas.save(Todo(title: "Milk", position: 0), for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
        let signal = try await listeningSignal(adas, "Groceries")
        #expect(await signal.next(timeout: Self.quiet) == false, "nothing changed")

        try await database.store(as: .ada).save(Todo(title: "Taxes", position: 0), for: "Chores")
        #expect(await signal.next(timeout: Self.quiet) == false, "another list changed")

        try await database.store(as: .grace).save(Todo(title: "Eggs", position: 1), for: "Groceries · ada")
        #expect(await signal.next(timeout: Self.deadline), "Grace's commit")
        try await database.store(as: .ada).delete(id: try #require(try await adas.todos(for: "Groceries").first).id, for: "Groceries")
        #expect(await signal.next(timeout: Self.deadline), "another window's commit")
    }

    @Test func theMarkMovesForAnothersChangeToTheListAndNotForOtherListsOrItsOwn() async throws {
        let database = try await TodoTestDatabase.make()
        let adas = database.store(as: .ada)
        try await adas.save(Todo(title: "Milk", position: 0), for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
        let before = try await adas.outsideChangeMark(for: "Groceries")

        try await database.store(as: .ada).save(Todo(title: "Taxes", position: 0), for: "Chores")
        try await adas.save(Todo(title: "Bread", position: 1), for: "Groceries")
        #expect(try await adas.outsideChangeMark(for: "Groceries") == before, "another list's change, and its own")

        try await database.store(as: .grace).save(Todo(title: "Eggs", position: 2), for: "Groceries · ada")
        let after = try await adas.outsideChangeMark(for: "Groceries")
        #expect(after != before, "Grace's change")
        #expect(try await adas.outsideChangeMark(for: "Groceries") == after, "it stays put until the next outside change")
    }

    @Test func aSignalWakesAgainOnceBackAfterTheServerRestartedAndTheStoreCarriesOn() async throws {
        let cluster = try await PostgresCluster.start()
        let database = try await TodoTestDatabase.make(on: cluster)
        let adas = database.store(as: .ada)
        try await adas.save(Todo(title: "Milk", position: 0), for: "Groceries")
        let signal = try await listeningSignal(adas, "Groceries")

        try await cluster.stopServer()
        #expect(await eventually(within: Self.deadline, pollingEvery: .milliseconds(20)) { signal.isAway }, "it knows it is away")
        // The loss itself woke it (the app then finds the server away): taken here, so
        // that the wake below is the one for coming back.
        _ = await signal.next(timeout: .milliseconds(1))
        #expect(await signal.next(timeout: Self.quiet) == false, "nothing more while away")
        try await cluster.startServer()
        #expect(await signal.next(timeout: Self.deadline), "woken once back, to read what it missed")
        #expect(!signal.isAway)

        try await database.store(as: .ada).save(Todo(title: "Eggs", position: 1), for: "Groceries")
        #expect(await signal.next(timeout: Self.deadline), "a commit after the restart")
        try await adas.save(Todo(title: "Bread", position: 2), for: "Groceries")
        #expect(try await adas.todos(for: "Groceries").map(\.title) == ["Milk", "Eggs", "Bread"], "the store connected again by itself")
        withExtendedLifetime(database) {}
        await cluster.stop()
    }
}
