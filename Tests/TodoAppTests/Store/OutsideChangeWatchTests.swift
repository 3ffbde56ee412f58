import Foundation
import TerminalTesting
import Testing
@testable import TodoApp

/// Another todo-tui's commit is heard by the files it writes, not found by asking the
/// store every second: an app left open wakes only when something changed.
@Suite(.timeLimit(.minutes(1))) struct OutsideChangeWatchTests {
    /// Long enough that a test cannot pass by waiting it out.
    static let never = Duration.seconds(3_600)

    @Test func aFileWrittenInTheDirectoryWakesTheSignal() async throws {
        let directory = try TemporaryDirectory()
        let signal = try #require(DirectoryChangeSignal(directory: directory.url))
        async let changed = signal.next(timeout: Self.never)
        try Data("x".utf8).write(to: directory.url.appendingPathComponent("file"))
        #expect(await changed)
    }

    @Test func aChangeWhileNobodyWaitedIsGivenToTheNextWait() async throws {
        let directory = try TemporaryDirectory()
        let signal = try #require(DirectoryChangeSignal(directory: directory.url))
        try Data("x".utf8).write(to: directory.url.appendingPathComponent("file"))
        #expect(await signal.next(timeout: Self.never))
    }

    @Test func withoutAChangeTheWaitEndsAtItsTimeout() async throws {
        let directory = try TemporaryDirectory()
        let signal = try #require(DirectoryChangeSignal(directory: directory.url))
        #expect(await signal.next(timeout: .milliseconds(1)) == false)
    }

    @Test func aWaitCancelledEndsWithoutAChange() async throws {
        let directory = try TemporaryDirectory()
        let signal = try #require(DirectoryChangeSignal(directory: directory.url))
        let wait = Task { await signal.next(timeout: Self.never) }
        wait.cancel()
        #expect(await wait.value == false)
    }

    @Test func aDirectoryThatIsNotThereCannotBeWatched() throws {
        let directory = try TemporaryDirectory()
        #expect(DirectoryChangeSignal(directory: directory.url.appendingPathComponent("gone")) == nil)
    }

    @Test func aChangedFileWakesTheWorkerWaitingOnIt() async throws {
        let directory = try TemporaryDirectory()
        let store = SharedInMemoryTodoStore(changedFilesDirectory: directory.url)
        let worker = OutsideChangesWorker(store: store, user: "Ada", mark: 0, interval: Self.never, unwatchedInterval: Self.never, looksAfterAChange: [])
        let task = Task { await worker.run() }
        // Once it has looked, it waits: only a file changing can make it look again.
        _ = await eventually(pollingEvery: .zero) { await store.looks > 0 }
        await store.moveMark()
        try Data("x".utf8).write(to: directory.url.appendingPathComponent("todos.sqlite-wal"))
        #expect(await task.value.mark == 1)
    }

    @Test func aChangeWhileTheWorkerWaitsToLookAgainIsLookedAtAtOnce() async throws {
        let directory = try TemporaryDirectory()
        let store = SharedInMemoryTodoStore(changedFilesDirectory: directory.url)
        // After its first look it would wait an hour for the next, but for a change.
        let worker = OutsideChangesWorker(
            store: store, user: "Ada", mark: 0, interval: Self.never, unwatchedInterval: Self.never, looksAfterAChange: [.zero, Self.never]
        )
        let task = Task { await worker.run() }
        // Not heard by then, it is not heard at the change: the worker gives up with the old mark.
        let deadline = Task {
            try? await Task.sleep(for: .seconds(10))
            task.cancel()
        }
        defer { deadline.cancel() }
        _ = await eventually(pollingEvery: .zero) { await store.looks > 0 }
        await store.moveMark()
        try Data("x".utf8).write(to: directory.url.appendingPathComponent("todos.sqlite-wal"))
        #expect(await task.value.mark == 1)
    }

    @Test func aSignalToldOfEveryChangeIsWaitedOnWithoutATimeoutOnceItsLooksAreDone() async throws {
        let signal = ManualChangeSignal(isToldAfterCommit: false, isToldOfEveryChange: true)
        let store = SharedInMemoryTodoStore(signal: signal)
        let task = Task {
            await OutsideChangesWorker(store: store, user: "Ada", mark: 0, interval: .seconds(30), looksAfterAChange: [.milliseconds(1)]).run()
        }
        defer { task.cancel() }
        #expect(await eventually { signal.waits.count >= 2 })
        #expect(signal.waits.prefix(2) == [.milliseconds(1), nil], "a look after the first, then only a change")
    }

    @Test func aSignalThatMayMissAChangeIsLookedAtAgainAfterTheInterval() async throws {
        let signal = ManualChangeSignal(isToldAfterCommit: false, isToldOfEveryChange: false)
        let store = SharedInMemoryTodoStore(signal: signal)
        let task = Task {
            await OutsideChangesWorker(store: store, user: "Ada", mark: 0, interval: .seconds(30), looksAfterAChange: [.milliseconds(1)]).run()
        }
        defer { task.cancel() }
        #expect(await eventually { signal.waits.count >= 2 })
        #expect(signal.waits.prefix(2) == [.milliseconds(1), .seconds(30)])
    }

    @Test func anotherInstancesCommitEndsTheWorkerWithItsMark() async throws {
        let directory = try TemporaryDirectory()
        let mine = try SQLiteTodoStore(location: directory.location)
        try await mine.save([Todo(title: "Buy milk", position: 1)], for: "Ada")
        let mark = try await mine.outsideChangeMark()
        let worker = OutsideChangesWorker(store: mine, user: "Ada", mark: mark, interval: Self.never, unwatchedInterval: Self.never)
        async let newMark = worker.run()
        let theirs = try SQLiteTodoStore(location: directory.location)
        try await theirs.save([Todo(title: "Call Grace", position: 2)], for: "Bob")
        #expect(await newMark.mark != mark)
    }

    @Test func theStoresOwnWritesWakeItButAreNotOutsideChanges() async throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteTodoStore(location: directory.location)
        let mark = try await store.outsideChangeMark()
        let task = Task { await OutsideChangesWorker(store: store, user: "Ada", mark: mark, interval: Self.never).run() }
        try await store.save([Todo(title: "Buy milk", position: 1)], for: "Ada")
        // The worker looked after the write and is waiting again: another's commit ends it.
        let theirs = try SQLiteTodoStore(location: directory.location)
        try await theirs.save([Todo(title: "Call Grace", position: 2)], for: "Bob")
        #expect(await task.value.mark != mark)
        #expect(try await store.outsideChangeMark() == task.value.mark)
    }
}

