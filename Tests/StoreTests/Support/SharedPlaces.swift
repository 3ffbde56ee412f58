import Foundation
import Synchronization
import Testing
@testable import TodoApp

/// A suite trait that gives every test of the suite one place per backend, filled once,
/// for tests that only read it: a server database filled once serves a suite's hundreds of
/// argument cases. Each place is made when a test first asks for it; once the whole suite
/// has run, its directory is removed, and its database dropped when the place is released.
///
/// ```swift
/// @Suite(.sharedPlaces { store in try await store.save(todos, for: "Ada") })
/// struct PagingTests {
///     @Test(arguments: StoreBackend.allCases) func walking(backend: StoreBackend) async throws {
///         let store = try await SharedPlaces.store(for: backend)
/// ```
struct SharedPlaces: SuiteTrait, TestScoping {
    let fill: @Sendable (any TodoStore) async throws -> Void

    /// Once around the whole suite, not around each test.
    var isRecursive: Bool { false }

    @TaskLocal private static var current: Places?

    /// The suite's place for `backend`, made and filled on first use.
    static func place(for backend: StoreBackend) async throws -> StorePlace {
        try await filled(backend).place
    }

    /// One of two stores open on the suite's place for `backend`, in turn: the suite's
    /// hundreds of cases share them rather than each opening its own connection.
    static func store(for backend: StoreBackend) async throws -> any TodoStore {
        let filled = try await filled(backend)
        return filled.stores[filled.turn()]
    }

    private static func filled(_ backend: StoreBackend) async throws -> Filled {
        let places = try #require(current, "Only in a suite with the .sharedPlaces trait")
        return try await places.filled(backend)
    }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let places = Places(fill: fill)
        do {
            try await Self.$current.withValue(places) { try await function() }
        } catch {
            await places.removeDirectories()
            throw error
        }
        await places.removeDirectories()
    }

    /// A place, filled, with the stores open on it.
    private final class Filled: Sendable {
        let place: StorePlace
        let stores: [any TodoStore]
        private let turns = Mutex(0)

        init(place: StorePlace) throws {
            self.place = place
            stores = try (0..<2).map { _ in try place.openStore() }
        }

        func turn() -> Int {
            turns.withLock { turn in
                defer { turn = (turn + 1) % stores.count }
                return turn
            }
        }
    }

    /// The places of one run of the suite, by backend.
    private final class Places: Sendable {
        let fill: @Sendable (any TodoStore) async throws -> Void
        private let making = Mutex<[StoreBackend: Task<Filled, any Error>]>([:])

        init(fill: @escaping @Sendable (any TodoStore) async throws -> Void) {
            self.fill = fill
        }

        /// Removes the places' directories now, not when the places are released: a task
        /// started in the suite inherits them with the task-local (a synced store's wait of
        /// 6 s for a server's answer, which goes on after the answer), and for the last
        /// suite of a run that was past the process's exit, which left two directories a run.
        func removeDirectories() async {
            let tasks = making.withLock { Array($0.values) }
            for task in tasks {
                try? await task.value.place.removeDirectory()
            }
        }

        func filled(_ backend: StoreBackend) async throws -> Filled {
            let task = making.withLock { making in
                if let task = making[backend] { return task }
                let fill = fill
                let task = Task {
                    let filled = try Filled(place: try await backend.makePlace())
                    try await fill(filled.stores[0])
                    return filled
                }
                making[backend] = task
                return task
            }
            return try await task.value
        }
    }
}

extension Trait where Self == SharedPlaces {
    /// One place per backend for the whole suite, filled once by `fill`.
    static func sharedPlaces(_ fill: @escaping @Sendable (any TodoStore) async throws -> Void) -> Self {
        SharedPlaces(fill: fill)
    }
}
