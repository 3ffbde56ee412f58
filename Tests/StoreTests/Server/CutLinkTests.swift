import Foundation
import PostgresTesting
import TerminalTesting
import Testing
@testable import TodoApp

/// What the app's server store and change signal do when the network to the server fails
/// (``ServerLink``): the signal notices a cut at once and a silent network by its
/// keepalives, a call fails as "unreachable" by the connection's timeouts rather than hang,
/// and both carry on once the link is back.
@Suite(.timeLimit(.minutes(2))) struct CutLinkTests {
    /// Long enough that a test cannot pass by waiting it out.
    static let deadline = Duration.seconds(60)

    /// Ada's Groceries through `link`, and its signal, listening, its first wake taken.
    private func listening(_ database: TodoTestDatabase, through link: ServerLink) async throws -> (ServerTodoStore, ServerChangeSignal) {
        let adas = database.store(as: .ada, through: link)
        try await adas.save(Todo(title: "Milk", position: 0), for: "Groceries")
        let signal = try #require(await adas.outsideChangeSignal(for: "Groceries") as? ServerChangeSignal)
        #expect(await signal.next(timeout: Self.deadline), "woken once listening")
        #expect(!signal.isAway)
        return (adas, signal)
    }

    @Test func aChangeSignalNoticesACutLinkAtOnceAndListensAgainOnceRestored() async throws {
        let database = try await TodoTestDatabase.make()
        let link = try ServerLink(to: database.cluster)
        defer { link.stop() }
        let (_, signal) = try await listening(database, through: link)

        link.cut()
        // Its keepalives would take 15 s: only the cut itself can tell it sooner.
        #expect(await eventually(within: .seconds(10), pollingEvery: .milliseconds(20)) { signal.isAway }, "it knows at once")
        _ = await signal.next(timeout: .milliseconds(1))
        link.restore()
        #expect(await signal.next(timeout: Self.deadline), "woken once back, to read what it missed")
        #expect(!signal.isAway)
        try await database.store(as: .ada).save(Todo(title: "Eggs", position: 1), for: "Groceries")
        #expect(await signal.next(timeout: Self.deadline), "a commit after the cut")
    }

    @Test func aChangeSignalNoticesASilentNetworkByItsKeepalivesWithinHalfAMinute() async throws {
        let database = try await TodoTestDatabase.make()
        let link = try ServerLink(to: database.cluster)
        defer { link.stop() }
        let (_, signal) = try await listening(database, through: link)

        link.cut(.blackhole)
        #expect(await eventually(within: .seconds(30), pollingEvery: .milliseconds(50)) { signal.isAway }, "its keepalives go unanswered")
        _ = await signal.next(timeout: .milliseconds(1))
        link.restore()
        #expect(await signal.next(timeout: Self.deadline), "woken once back")
        #expect(!signal.isAway)
    }

    @Test func aCallOnASilentNetworkFailsAsUnreachableByTheConnectionsTimeoutsAndTheNextOneGetsThroughOnceBack() async throws {
        let database = try await TodoTestDatabase.make()
        let link = try ServerLink(to: database.cluster)
        defer { link.stop() }
        let adas = database.store(as: .ada, through: link)
        try await adas.save(Todo(title: "Milk", position: 0), for: "Groceries")

        link.cut(.blackhole)
        let call = Task { try await adas.todos(for: "Groceries") }
        let error = await #expect(throws: TodoStoreError.self) { try await call.value }
        guard case .serverUnreachable = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        link.restore()
        #expect(try await adas.todos(for: "Groceries").map(\.title) == ["Milk"], "it connects again by itself")
    }
}
