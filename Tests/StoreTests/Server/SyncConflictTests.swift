import Foundation
import PostgresTesting
import TerminalTesting
import Testing
@testable import TodoApp

/// Two machines change one todo while each is cut off from the server, then come back: the
/// rules README.md gives ("When two people change the same todo") decide what stays, on the
/// server and on both copies, and the one whose change did not stay is told. Ada owns
/// Groceries (Milk with the note "oat", Eggs, Bread) and shares it with Grace to change;
/// each has it open on a machine of her own, through a link of her own.
@Suite(.timeLimit(.minutes(2))) struct SyncConflictTests {
    let database: TodoTestDatabase
    /// The server's own list, read without any link or copy.
    let onTheServer: ServerTodoStore
    let milk = Todo(title: "Milk", note: "oat", position: 0)
    let eggs = Todo(title: "Eggs", position: 1)
    let bread = Todo(title: "Bread", position: 2)

    init() async throws {
        database = try await TodoTestDatabase.make()
        onTheServer = database.store(as: .ada)
        try await onTheServer.save([milk, eggs, bread], for: "Groceries")
        try await onTheServer.share("Groceries", with: "grace", readOnly: false)
    }

    private func machines() async throws -> (ada: SyncMachine, grace: SyncMachine) {
        (try await SyncMachine.open("Groceries", as: .ada, in: database), try await SyncMachine.open("Groceries · ada", as: .grace, in: database))
    }

    private func server(_ id: Todo.ID) async throws -> Todo? {
        try await onTheServer.todo(id: id, for: "Groceries")
    }

    /// Waits until both copies show the server's list, every field, in its order.
    private func bothCopiesEqualTheServer(_ machines: SyncMachine...) async throws -> Bool {
        for machine in machines {
            let same = await eventually(within: SyncMachine.deadline, pollingEvery: .milliseconds(20)) {
                (try? await machine.todos()) == (try? await onTheServer.todos(for: "Groceries"))
            }
            if !same {
                Issue.record("\(machine.list): \(try await machine.todos()) where the server has \(try await onTheServer.todos(for: "Groceries"))")
                return false
            }
        }
        return true
    }

    @Test func differentFieldsChangedOfflineOnTwoMachinesBothStay() async throws {
        let (ada, grace) = try await machines()
        ada.link.cut()
        grace.link.cut()
        try await ada.store.update(id: milk.id, with: TodoChanges(title: "Oat milk", updatedAt: .now), for: ada.list)
        try await grace.store.update(id: milk.id, with: TodoChanges(isDone: true, updatedAt: .now), for: grace.list)
        #expect(await ada.waitUntilAway(unsent: 1))
        #expect(await grace.waitUntilAway(unsent: 1))

        ada.link.restore()
        grace.link.restore()
        #expect(await ada.waitUntilInStep())
        #expect(await grace.waitUntilInStep())
        let now = try #require(try await server(milk.id))
        #expect(now.title == "Oat milk" && now.isDone, "both changes, on the server")
        #expect(now.note == "oat", "and nothing else changed")
        #expect(try await bothCopiesEqualTheServer(ada, grace))
    }

    @Test func theSameFieldChangedOfflineOnTwoMachinesKeepsTheChangeThatReachedTheServerLastAndTellsTheOtherWhatItWas() async throws {
        let (ada, grace) = try await machines()
        ada.link.cut()
        grace.link.cut()
        try await ada.store.update(id: milk.id, with: TodoChanges(title: "Oat milk", updatedAt: .now), for: ada.list)
        try await grace.store.update(id: milk.id, with: TodoChanges(title: "Soy milk", updatedAt: .now), for: grace.list)

        ada.link.restore()
        #expect(await ada.waitUntilInStep())
        #expect(try await server(milk.id)?.title == "Oat milk")
        grace.link.restore()
        #expect(await grace.waitUntilInStep())
        #expect(try await server(milk.id)?.title == "Soy milk", "Grace's reached the server last")
        #expect(try await bothCopiesEqualTheServer(ada, grace))

        let told = await ada.news().filter { $0.todoID == milk.id }
        #expect(told.map(\.actor) == ["grace"])
        #expect(told.first?.kind == .changed([.title]))
        #expect(told.first?.before?.title == "Oat milk", "what Ada's copy showed, for u to put back")
        #expect(told.first?.after?.title == "Soy milk")

        // What `u` sends: the title as it was, a change of its own, which then reaches
        // the server last.
        let before = try #require(told.first?.before)
        try await ada.store.update(id: milk.id, with: TodoChanges(title: before.title, updatedAt: .now), for: ada.list)
        #expect(await ada.waitUntilInStep())
        #expect(try await server(milk.id)?.title == "Oat milk")
        #expect(try await bothCopiesEqualTheServer(ada, grace))
    }

    @Test func aTodoDeletedWhileAnotherMachineChangedItOfflineStaysDeletedAndTheChangerIsToldOnceWithItsVersionWhole() async throws {
        let (ada, grace) = try await machines()
        grace.link.cut()
        try await grace.store.update(id: milk.id, with: TodoChanges(title: "Oat milk", updatedAt: .now), for: grace.list)
        try await grace.store.update(id: milk.id, with: TodoChanges(priority: .high, updatedAt: .now), for: grace.list)
        try await ada.store.delete(id: milk.id, for: ada.list)
        #expect(await ada.waitUntilInStep())
        #expect(try await server(milk.id) == nil)

        grace.link.restore()
        #expect(await grace.waitUntilInStep())
        #expect(try await server(milk.id) == nil, "the change did not bring it back")
        #expect(try await bothCopiesEqualTheServer(ada, grace))

        // Told once, whatever number of her changes found it gone: `u` on each notice
        // would keep her version again. (The feed's "ada deleted 'Milk'" comes too.)
        let told = await grace.news().filter { change in
            if case .deletedWhileChangedHere = change.kind { change.todoID == milk.id } else { false }
        }
        guard told.count == 1, case .deletedWhileChangedHere(let kept) = told[0].kind else {
            Issue.record("Grace was told \(told)")
            return
        }
        #expect(told[0].actor == "ada")
        #expect(kept.id == milk.id && kept.title == "Oat milk" && kept.priority == .high && kept.note == "oat" && kept.position == 0,
                "every field as Grace had it: \(kept)")
    }

    @Test func theChangerIsToldOfATodoDeletedWhileItWasChangedOfflineHoweverManyOtherChangesComeInWithTheNews() async throws {
        let grace = try await SyncMachine.open("Groceries · ada", as: .grace, in: database)
        grace.link.cut()
        try await grace.store.update(id: milk.id, with: TodoChanges(title: "Oat milk", updatedAt: .now), for: grace.list)
        try await onTheServer.delete(id: milk.id, for: "Groceries")
        // More of others' news than a copy keeps, brought in with the answer to her change.
        let more = (0..<150).map { Todo(title: "Todo \($0)", position: 10 + $0) }
        try await onTheServer.save(more, for: "Groceries")

        grace.link.restore()
        #expect(await grace.waitUntilInStep())
        #expect(await grace.waitUntilCopy { $0.count == 152 })
        let told = await grace.news().filter { change in
            if case .deletedWhileChangedHere = change.kind { change.todoID == milk.id } else { false }
        }
        #expect(told.count == 1, "Grace can still keep her version with u")
    }

    @Test func aNoteChangedOfflineOnTwoMachinesKeepsBothTextsTheOthersMarked() async throws {
        let (ada, grace) = try await machines()
        ada.link.cut()
        grace.link.cut()
        try await ada.store.update(id: milk.id, with: TodoChanges(note: "2 l", updatedAt: .now), for: ada.list)
        try await grace.store.update(id: milk.id, with: TodoChanges(note: "oat, barista", updatedAt: .now), for: grace.list)

        ada.link.restore()
        #expect(await ada.waitUntilInStep())
        grace.link.restore()
        #expect(await grace.waitUntilInStep())
        #expect(try await server(milk.id)?.note == "oat, barista\n\n--- ada's version ---\n2 l")
        #expect(try await bothCopiesEqualTheServer(ada, grace))
        let told = await grace.news().filter { $0.todoID == milk.id }
        #expect(told.contains { $0.kind == .notesMerged && $0.actor == "ada" }, "\(told)")
    }

    @Test func movesMadeOfflineOnTwoMachinesConvergeToOneOrderThatBothCopiesShow() async throws {
        let (ada, grace) = try await machines()
        ada.link.cut()
        grace.link.cut()
        // Each moves a todo as the list's `J` and `K` do: two positions swapped.
        let now = Date.now
        try await ada.store.update(id: milk.id, with: TodoChanges(position: eggs.position, updatedAt: now), for: ada.list)
        try await ada.store.update(id: eggs.id, with: TodoChanges(position: milk.position, updatedAt: now), for: ada.list)
        try await grace.store.update(id: bread.id, with: TodoChanges(position: eggs.position, updatedAt: now), for: grace.list)
        try await grace.store.update(id: eggs.id, with: TodoChanges(position: bread.position, updatedAt: now), for: grace.list)

        ada.link.restore()
        grace.link.restore()
        #expect(await ada.waitUntilInStep())
        #expect(await grace.waitUntilInStep())
        #expect(try await bothCopiesEqualTheServer(ada, grace))
        let order = try await onTheServer.todos(for: "Groceries").map(\.id)
        #expect(try await ada.todos().map(\.id) == order)
        #expect(try await grace.todos().map(\.id) == order)
        #expect(Set(order) == [milk.id, eggs.id, bread.id])
    }
}
