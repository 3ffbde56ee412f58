import Foundation
import Synchronization
import Testing
@testable import TodoApp

/// The `.sharedPlaces` trait, run by hand around a suite's body: what it made is gone once
/// the body ends.
@Suite struct SharedPlacesTests {
    /// A synced store's wait for a server's answer goes on for 6 s after the answer, in a
    /// task that inherits the suite's places; the last suite of a run kept them past the
    /// process's exit, and left its directories in the temporary directory (two a run).
    @Test func aSuitesDirectoriesAreRemovedWhenItEndsThoughATaskStillHoldsItsPlaces() async throws {
        let directory = Mutex<URL?>(nil)
        let holder = Mutex<Task<Void, Never>?>(nil)
        let trait = SharedPlaces { store in try await store.save(Todo(title: "Milk", position: 1), for: "Ada") }
        try await trait.provideScope(for: try #require(Test.current), testCase: Test.Case.current) {
            let place = try await SharedPlaces.place(for: .sqlite)
            directory.withLock { $0 = place.directory }
            // Inherits the task-local that holds the places, as the store's wait does.
            holder.withLock { $0 = Task { try? await Task.sleep(for: .seconds(60)) } }
        }
        let made = try #require(directory.withLock { $0 })
        #expect(!FileManager.default.fileExists(atPath: made.path), "\(made.path) is left")
        holder.withLock { $0?.cancel() }
    }
}
