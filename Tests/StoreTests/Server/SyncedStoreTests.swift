import Foundation
import PostgresTesting
import Synchronization
import TerminalTesting
import Testing
@testable import TodoApp

/// A machine's copies of a server's lists, kept in step by the store that reads them
/// (``SyncedTodoStore``), on the test server: what it follows, and what it does with a
/// change the server will not take.
@Suite struct SyncedStoreTests {
    let place: StorePlace
    let store: SyncedTodoStore
    var database: TodoTestDatabase { place.database! }

    init() async throws {
        place = try await StoreBackend.synced.makePlace()
        store = try #require(try place.openStore() as? SyncedTodoStore)
    }

    /// The todos of ada's list `name` on the server itself.
    private func onTheServer(_ name: String) async throws -> [Todo] {
        try await database.store(as: .ada).todos(for: name)
    }

    @Test func aChangeMadeHereReachesTheServerWithNoFurtherCall() async throws {
        let milk = Todo(title: "Milk", position: 0)
        try await store.save(milk, for: "Groceries")
        try await store.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: "Groceries")
        #expect(await eventually { (try? await onTheServer("Groceries").map(\.isDone)) == [true] })
        #expect(await store.sendWaitingChanges(within: .seconds(10)) == 0)
    }

    @Test func openingAnotherListStopsFollowingTheFirstButNotOneWithChangesToSend() async throws {
        try await store.save(Todo(title: "Milk", position: 0), for: "Groceries")
        #expect(await store.sendWaitingChanges(within: .seconds(10)) == 0)
        _ = try await store.todos(for: "Groceries")
        let groceries = try #require(try await store.copied("Groceries")).list.id
        try await store.save(Todo(title: "Hammer", position: 0), for: "Tools")
        #expect(store.sync.follower(of: groceries) == nil, "nothing waited: the first list is no longer followed")

        // A change waits on Tools while the server refuses it for a moment.
        try database.connect(as: .schemaOwner).execute("ALTER TABLE todo_tui.todos ADD CONSTRAINT held CHECK (title <> 'Saw')")
        try await store.save(Todo(title: "Saw", position: 1), for: "Tools")
        let tools = try #require(try await store.copied("Tools")).list.id
        _ = try await store.todos(for: "Groceries")
        #expect(store.sync.follower(of: tools) != nil, "a list with a change to send is followed until it is sent")
    }

    @Test func aChangeTheServerWillNotTakeIsUndoneHereAndSaidInTheNews() async throws {
        try database.connect(as: .schemaOwner).execute("ALTER TABLE todo_tui.todos ADD CONSTRAINT no_refused CHECK (title <> 'refused')")
        let milk = Todo(title: "Milk", position: 0)
        try await store.save(milk, for: "Groceries")
        #expect(await store.sendWaitingChanges(within: .seconds(10)) == 0)
        _ = await store.outsideChanges(for: "Groceries", after: 0)

        try await store.update(id: milk.id, with: TodoChanges(title: "refused", updatedAt: .now), for: "Groceries")
        let signal = try #require(await store.outsideChangeSignal(for: "Groceries"))
        let seenAway = Mutex(false)
        #expect(await eventually(within: .seconds(30), pollingEvery: .milliseconds(5)) {
            if signal.syncStatus.isAway { seenAway.withLock { $0 = true } }
            return (try? await store.todos(for: "Groceries").map(\.title)) == ["Milk"]
        }, "after three tries, the copy shows the server's todo again")
        #expect(!seenAway.withLock { $0 }, "a server that refuses a change is not away")
        #expect(await store.sendWaitingChanges(within: .seconds(1)) == 0, "and nothing waits behind it")
        let news = await store.outsideChanges(for: "Groceries", after: 0)
        guard case .refused(let reason) = news.last?.kind else {
            Issue.record("no news of the refusal: \(news)")
            return
        }
        #expect(reason.contains("no_refused"), "the server's reason: \(reason)")
        #expect(try await onTheServer("Groceries").map(\.title) == ["Milk"])
    }

    @Test func aListNoLongerSharedIsSaidSoAndItsCopyStaysAsItWas() async throws {
        let adas = database.store(as: .ada)
        try await adas.save(Todo(title: "Milk", position: 0), for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
        let graces = SyncedTodoStore(server: database.store(as: .grace), dataLocation: DataLocation(directory: place.directory!))
        #expect(try await graces.todos(for: "Groceries · ada").map(\.title) == ["Milk"])
        let signal = try #require(await graces.outsideChangeSignal(for: "Groceries · ada"))

        #expect(try await adas.unshare("Groceries", with: "grace"))
        try await adas.save(Todo(title: "Bread", position: 1), for: "Groceries")
        #expect(await eventually(within: .seconds(20)) { signal.syncStatus.isClosed })
        #expect(signal.syncStatus.headerText == "no longer shared with you")
        #expect(try await graces.todos(for: "Groceries · ada").map(\.title) == ["Milk"], "the copy as it was")
    }

    @Test func aListCopiedTheFirstTimeShowsItsFirstRowsAtOnceAndReadsWholeOnlyOnceAllAreIn() async throws {
        let count = ListFollower.copyBatch * 2 + 500
        let todos = (0..<count).map { Todo(title: "Todo \($0)", position: $0) }
        try await database.store(as: .ada).save(todos, for: "Big")

        let fresh = SyncedTodoStore(server: database.store(as: .ada), dataLocation: DataLocation(directory: place.directory!))
        let page = try await fresh.page(of: TodoQuery(user: "Big"), after: nil, limit: 60)
        #expect(page.map(\.title) == todos.prefix(60).map(\.title), "the top of the list, from the first batch")
        #expect(try await fresh.todos(for: "Big").count == count, "a whole read waits for the whole copy")
        #expect(try await fresh.nextPosition(for: "Big") == count)
        let signal = try #require(await fresh.outsideChangeSignal(for: "Big"))
        #expect(signal.syncStatus.todosCopied == nil, "done copying")
    }

    @Test func aServerThatStopsAnsweringIsSaidOfflineLongBeforeTheConnectionGivesUpAndTakesWhatWaitedOnceItAnswers() async throws {
        let link = try ServerLink(to: database.cluster)
        defer { link.stop() }
        let linked = SyncedTodoStore(server: database.store(as: .ada, through: link), dataLocation: DataLocation(directory: place.directory!))
        let milk = Todo(title: "Milk", position: 0)
        try await linked.save(milk, for: "Groceries")
        #expect(await linked.sendWaitingChanges(within: .seconds(10)) == 0)
        let signal = try #require(await linked.outsideChangeSignal(for: "Groceries"))

        link.cut(.blackhole)
        let cut = ContinuousClock.now
        try await linked.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: "Groceries")
        #expect(await eventually(within: .seconds(30)) { signal.syncStatus == SyncStatus(isAway: true, unsent: 1) })
        let said = ContinuousClock.now - cut
        #expect(said < .seconds(9), "offline after \(said): the connection alone takes 10 s or more to give up")

        link.restore()
        #expect(await eventually(within: .seconds(40)) { (try? await onTheServer("Groceries").map(\.isDone)) == [true] })
        #expect(await eventually(within: .seconds(10)) { signal.syncStatus == .inStep })
    }

    @Test func aListCopiedHereOpensFromItsCopyWhenTheServerIsSlowToAnswer() async throws {
        let link = try ServerLink(to: database.cluster)
        defer { link.stop() }
        let location = DataLocation(directory: place.directory!)
        let first = SyncedTodoStore(server: database.store(as: .ada, through: link), dataLocation: location)
        try await first.save(Todo(title: "Milk", position: 0), for: "Groceries")
        #expect(await first.sendWaitingChanges(within: .seconds(10)) == 0)

        link.cut(.blackhole)
        let started = SyncedTodoStore(server: database.store(as: .ada, through: link), dataLocation: location)
        let asked = ContinuousClock.now
        let page = try await started.page(of: TodoQuery(user: "Groceries"), after: nil, limit: 10)
        let waited = ContinuousClock.now - asked
        #expect(page.map(\.title) == ["Milk"])
        #expect(waited < .seconds(9), "opened after \(waited), where the connection takes 10 s or more to give up")
    }
}
