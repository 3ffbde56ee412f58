import Foundation
import PostgresTesting
import Testing
@testable import TodoApp

/// Two windows writing the same todos at once: each write lands, none is refused for
/// having waited on the other.
@Suite(.timeLimit(.minutes(2))) struct ConcurrentWritesTests {
    @Test func aBatchSavedWhileAnotherWindowUpdatesOneOfItsTodosBothLand() async throws {
        let database = try await TodoTestDatabase.make()
        let first = database.store(as: .ada)
        let second = database.store(as: .ada)
        var x = Todo(title: "x", position: 0)
        var y = Todo(title: "y", position: 1)
        try await first.save([x, y], for: "Groceries")
        _ = try await second.todos(for: "Groceries")
        for round in 0..<150 {
            x.note = "batch \(round)"
            y.note = "batch \(round)"
            let todos = [y, x]
            let id = x.id
            async let batch: Void = first.save(todos, for: "Groceries")
            async let single = second.update(id: id, with: TodoChanges(priority: TodoPriority(rawValue: round % 4), updatedAt: .now), for: "Groceries")
            _ = try await (batch, single)
        }
    }

    @Test func anImportWhileAnotherWindowUpdatesATodoTheFileHasBothLand() async throws {
        let database = try await TodoTestDatabase.make()
        let first = database.store(as: .ada)
        let second = database.store(as: .ada)
        let x = Todo(title: "x", position: 0)
        try await first.save(x, for: "Groceries")
        _ = try await second.todos(for: "Groceries")
        for round in 0..<150 {
            let file = [Todo(title: "new \(round)", position: 0), x, Todo(title: "also new \(round)", position: 0)]
            async let imported = first.importTodos(file, for: "Groceries")
            async let single = second.update(id: x.id, with: TodoChanges(priority: TodoPriority(rawValue: round % 4), updatedAt: .now), for: "Groceries")
            let (result, _) = try await (imported, single)
            #expect(result == TodoImportResult(added: 2, alreadyThere: 1))
        }
    }
}
