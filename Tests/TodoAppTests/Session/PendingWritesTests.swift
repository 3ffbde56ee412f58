import Foundation
import Testing
@testable import TodoApp

/// What is kept of a failed change once a later change to the same todo is written.
@Suite struct PendingWritesTests {
    let id = UUID()

    private func failedThenWritten(_ older: TodoWrite, _ newer: TodoWrite) -> [TodoWrite] {
        var writes = PendingWrites()
        writes.add(older)
        writes.finish(ticket: 0, outcome: .failed("disk full"))
        writes.add(newer)
        writes.finish(ticket: 1, outcome: .written)
        writes.retryFailed()
        return writes.toSubmit.map(\.write)
    }

    @Test func aFailedCreationIsKeptWithTheValuesOfALaterUpdate() {
        let todo = Todo(id: id, title: "Milk", note: "oat", position: 1)
        let rename = TodoChanges(title: "Milk and eggs", updatedAt: .now)
        let kept = failedThenWritten(.create(todo), .update(id, rename))

        var expected = todo
        rename.apply(to: &expected)
        #expect(kept == [.create(expected)], "the update changed nothing in the store: the todo was never created")
    }

    @Test func aFailedUpdateKeepsOnlyTheFieldsALaterUpdateDidNotSet() {
        let older = TodoChanges(title: "Milk and eggs", isDone: true, updatedAt: .now)
        let kept = failedThenWritten(.update(id, older), .update(id, TodoChanges(isDone: false, updatedAt: .now)))
        #expect(kept.map(\.changes) == [TodoChanges(title: "Milk and eggs", updatedAt: older.updatedAt)])
    }

    @Test func aFailedUpdateRedoneByALaterOneIsDropped() {
        let kept = failedThenWritten(.update(id, TodoChanges(isDone: true, updatedAt: .now)), .update(id, TodoChanges(isDone: false, updatedAt: .now)))
        #expect(kept.isEmpty, "retrying it would undo the later change")
    }

    @Test func aWrittenDeletionDropsEveryOlderFailedChange() {
        let kept = failedThenWritten(.create(Todo(id: id, title: "Milk", position: 1)), .delete(id))
        #expect(kept.isEmpty)
    }

    @Test func aFailedDeletionIsKeptAfterAnUpdate() {
        let kept = failedThenWritten(.delete(id), .update(id, TodoChanges(isDone: true, updatedAt: .now)))
        #expect(kept == [.delete(id)])
    }

    @Test func aFailedEditIsKeptAfterATickWithTheTickInTheTodoItWouldRestore() {
        let todo = Todo(id: id, title: "Milk and eggs", position: 1)
        let tick = TodoChanges(isDone: true, updatedAt: .now)
        let kept = failedThenWritten(.edit(todo), .update(id, tick))

        var expected = todo
        tick.apply(to: &expected)
        #expect(kept == [.edit(expected)])
    }

    @Test func aFailedCreationTakesTheTitleAndNoteOfALaterEdit() {
        let todo = Todo(id: id, title: "Milk", position: 1)
        var edited = todo
        edited.title = "Milk and eggs"
        edited.note = "oat"
        let kept = failedThenWritten(.create(todo), .edit(edited))
        guard case .create(let created) = kept.first else {
            Issue.record("Expected the creation kept, got \(kept)")
            return
        }
        #expect(created.title == "Milk and eggs" && created.note == "oat")
    }
}
