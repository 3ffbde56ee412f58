import Foundation
import Testing
@testable import TodoApp

/// A copy of a server list on this machine, with no server: what the copy shows and what
/// it keeps to send, as changes are made here and the server's come in.
@Suite struct LocalCopyTests {
    let directory: TemporaryDirectory
    let copy: LocalCopy
    let groceries = ServerList(id: 7, name: "Groceries", owner: "ada", canWrite: true, isOwn: true)
    let day = Date(timeIntervalSinceReferenceDate: 800_000_000)

    init() throws {
        directory = try TemporaryDirectory()
        copy = LocalCopy(store: try SQLiteTodoStore(location: directory.location))
    }

    private func shown(_ copied: CopiedList) async throws -> [Todo] {
        try await copy.store.todos(for: CopiedList.localUserName(of: copied.list.id))
    }

    private func todo(_ title: String, position: Int = 0) -> Todo {
        Todo(title: title, position: position, createdAt: day, updatedAt: day)
    }

    @Test func aChangeMadeHereShowsInTheCopyAndWaitsInTheOutboxInTheOrderItWasMade() async throws {
        let copied = try await copy.remember(groceries)
        let milk = todo("Milk")
        try await copy.make(.save(milk), in: copied)
        try await copy.make(.update(milk.id, TodoChanges(title: "Oat milk", updatedAt: day), baseNote: nil), in: copied)
        try await copy.make(.delete(milk.id), in: copied)

        #expect(try await shown(copied).isEmpty)
        let waiting = try await copy.unsent(in: copied, limit: 10)
        #expect(waiting.map(\.change) == [
            .save(milk), .update(milk.id, TodoChanges(title: "Oat milk", updatedAt: day), baseNote: nil), .delete(milk.id),
        ])
        #expect(Set(waiting.map(\.id)).count == 3, "each change has an id of its own")
        #expect(try await copy.unsentCount(in: copied) == 3)
    }

    @Test func everyFieldOfAChangeComesBackFromTheOutboxAsItWasMade() async throws {
        let copied = try await copy.remember(groceries)
        var full = Todo(
            title: "Rent\u{0}\u{1b}[31m", note: "Line 1\nLine 2 ✓", isDone: true, position: 42, priority: .high,
            dueDate: TodoDay(year: 2026, month: 12, day: 1), createdAt: day, updatedAt: day.addingTimeInterval(5),
            completedAt: day.addingTimeInterval(3)
        )
        try await copy.make(.save(full), in: copied)
        var clearing = TodoChanges(isDone: false, dueDate: .some(nil), updatedAt: day.addingTimeInterval(9))
        clearing.completedAt = .some(nil)
        try await copy.make(.update(full.id, clearing, baseNote: nil), in: copied)
        let noting = TodoChanges(note: "New note", updatedAt: day.addingTimeInterval(10))
        try await copy.make(.update(full.id, noting, baseNote: nil), in: copied)

        let waiting = try await copy.unsent(in: copied, limit: 10).map(\.change)
        full.title = "Rent\u{FFFD}\u{1b}[31m"
        #expect(waiting[0] == .save(full), "kept as the server keeps it: no U+0000 in PostgreSQL's text")
        #expect(waiting[1] == .update(full.id, clearing, baseNote: nil), "a cleared due date and time stay cleared, not unset")
        #expect(waiting[2] == .update(full.id, noting, baseNote: "Line 1\nLine 2 ✓"), "a new note remembers the note it was made from")
    }

    @Test func theServersVersionOfATodoShowsWithTheChangesWaitingHereMadeOverIt() async throws {
        let copied = try await copy.remember(groceries)
        let milk = todo("Milk")
        try await copy.apply(ServerListChanges(revision: 1, changed: [milk], deleted: [], news: []), to: copied, from: nil)
        try await copy.make(.update(milk.id, TodoChanges(isDone: true, updatedAt: day), baseNote: nil), in: copied)

        var theirs = milk
        theirs.title = "Oat milk"
        try await copy.apply(ServerListChanges(revision: 2, changed: [theirs], deleted: [], news: []), to: copied, from: 1)

        let shown = try await shown(copied)
        #expect(shown.map(\.title) == ["Oat milk"], "the server's title")
        #expect(shown.map(\.isDone) == [true], "and the tick made here, not sent yet")
    }

    @Test func changesAreAppliedOnlyToTheRevisionTheyStartFrom() async throws {
        let copied = try await copy.remember(groceries)
        let milk = todo("Milk")
        #expect(try await copy.apply(ServerListChanges(revision: 5, changed: [milk], deleted: [], news: []), to: copied, from: nil))
        #expect(try await !copy.apply(ServerListChanges(revision: 5, changed: [], deleted: [milk.id], news: []), to: copied, from: 5))
        #expect(try await !copy.apply(ServerListChanges(revision: 7, changed: [], deleted: [milk.id], news: []), to: copied, from: 4),
                "a copy no longer where the changes start from")
        #expect(try await shown(copied).map(\.title) == ["Milk"])
        #expect(try await copy.copiedList(serverListID: 7)?.revision == 5)
    }

    @Test func aTodoSomeoneDeletedStaysWhileAChangeOfItWaitsAndLeavesWithANoticeThatKeepsIt() async throws {
        let copied = try await copy.remember(groceries)
        let milk = todo("Milk")
        try await copy.apply(ServerListChanges(revision: 1, changed: [milk], deleted: [], news: []), to: copied, from: nil)
        try await copy.make(.update(milk.id, TodoChanges(title: "Oat milk", updatedAt: day), baseNote: nil), in: copied)

        try await copy.apply(ServerListChanges(revision: 2, changed: [], deleted: [milk.id], news: []), to: copied, from: 1)
        #expect(try await shown(copied).map(\.title) == ["Oat milk"], "kept until the server answers the change")

        let sent = try await copy.unsent(in: copied, limit: 1)[0]
        try await copy.settle(sent, .todoWasGone(deletedBy: "grace"), in: copied)
        #expect(try await shown(copied).isEmpty)
        let news = try await copy.news(in: copied, after: 0).news
        var yours = milk
        yours.title = "Oat milk"
        #expect(news == [OutsideChange(actor: "grace", kind: .deletedWhileChangedHere(yours: yours), title: "Oat milk", isDone: false, todoID: milk.id)],
                "the news keeps the todo whole as it was here")
        #expect(try await copy.unsentCount(in: copied) == 0)
    }

    @Test func aChangeTheServerTookLeavesTheOutboxAndNothingElse() async throws {
        let copied = try await copy.remember(groceries)
        try await copy.make(.save(todo("Milk")), in: copied)
        let sent = try await copy.unsent(in: copied, limit: 1)[0]
        try await copy.settle(sent, .alreadyApplied, in: copied)
        #expect(try await copy.unsentCount(in: copied) == 0)
        #expect(try await copy.news(in: copied, after: 0).news.isEmpty)
        #expect(try await shown(copied).map(\.title) == ["Milk"])
    }

    @Test func anUpdateOfATodoTheCopyNoLongerHasChangesNothingAndKeepsNothing() async throws {
        let copied = try await copy.remember(groceries)
        let made = try await copy.make(.update(UUID(), TodoChanges(title: "Ghost", updatedAt: day), baseNote: nil), in: copied)
        #expect(!made)
        #expect(try await copy.unsentCount(in: copied) == 0)
    }

    @Test func aWholeCopyRemovesWhatTheServerNoLongerHasButKeepsWhatWasMadeHere() async throws {
        let copied = try await copy.remember(groceries)
        let (gone, kept) = (todo("Gone"), todo("Kept", position: 1))
        try await copy.apply(ServerListChanges(revision: 1, changed: [gone, kept], deleted: [], news: []), to: copied, from: nil)
        let mine = todo("Made offline", position: 2)
        try await copy.make(.save(mine), in: copied)

        try await copy.beginCopy(of: copied)
        try copy.copyBatchNow([kept], into: copied)
        try await copy.finishCopy(of: copied, at: 9)

        #expect(try await shown(copied).map(\.title) == ["Kept", "Made offline"])
        #expect(try await copy.copiedList(serverListID: 7)?.revision == 9)
    }

    @Test func aWholeCopyLeavesWhatAnotherWindowBroughtInMeanwhileAndSetsTheRevisionBackToItsOwn() async throws {
        let copied = try await copy.remember(groceries)
        let kept = todo("Kept", position: 1)
        try await copy.apply(ServerListChanges(revision: 3, changed: [kept], deleted: [], news: []), to: copied, from: nil)
        try await copy.beginCopy(of: copied)
        let window = LocalCopy(store: try SQLiteTodoStore(location: directory.location))
        let newer = todo("Newer", position: 2)
        try await window.apply(ServerListChanges(revision: 8, changed: [newer], deleted: [], news: []), to: copied, from: 3)
        try copy.copyBatchNow([kept], into: copied)
        try await copy.finishCopy(of: copied, at: 5)

        #expect(try await shown(copied).map(\.title) == ["Kept", "Newer"], "Newer is not the copy's to sweep: it came after the copy began")
        #expect(try await copy.copiedList(serverListID: 7)?.revision == 5, "read again from the copy's moment")
    }

    @Test func whatWaitsForTheServerOutlivesTheProgramThatMadeIt() async throws {
        let copied = try await copy.remember(groceries)
        try await copy.make(.save(todo("Milk")), in: copied)
        let reopened = LocalCopy(store: try SQLiteTodoStore(location: directory.location))
        #expect(try await reopened.copiedList(serverListID: groceries.id)?.list == groceries)
        #expect(try await reopened.unsent(in: copied, limit: 5).count == 1)
    }

    @Test func aListIsFoundOfflineByTheNameTheServerWouldOpenItBy() async throws {
        let copies = ServerCopies(root: directory.location, logger: SQLiteTodoStore.silentLogger)
        let shared = ServerList(id: 8, name: "Groceries", owner: "grace", canWrite: false, isOwn: false)
        let others = ServerList(id: 9, name: "Tools", owner: "grace", canWrite: true, isOwn: false)
        for list in [groceries, shared, others] { _ = try await copies.interfaceCopy(of: list.id).remember(list) }

        #expect(await copies.copiedList(named: try ServerListName("groceries"))?.list == groceries, "the role's own first, ignoring case")
        #expect(await copies.copiedList(named: try ServerListName("Groceries · grace"))?.list == shared)
        #expect(await copies.copiedList(named: try ServerListName("tools"))?.list == others, "the only one of that name")
        #expect(await copies.copiedList(named: try ServerListName("Bread")) == nil)
        #expect(Set(copies.copiedListIDs()) == [7, 8, 9])
    }

    @Test func newsFromTheServerIsKeptInOrderAndReadFromWhereTheHeaderLeftOff() async throws {
        let copied = try await copy.remember(groceries)
        let news = [
            OutsideChange(actor: "grace", kind: .added, title: "Milk", isDone: false),
            OutsideChange(actor: "grace", kind: .changed([.title, .done]), title: "Oat milk", isDone: true),
        ]
        try await copy.apply(ServerListChanges(revision: 1, changed: [], deleted: [], news: news), to: copied, from: nil)
        let first = try await copy.news(in: copied, after: 0)
        #expect(first.news == news)
        let later = try await copy.news(in: copied, after: first.latest)
        #expect(later.news.isEmpty)
        #expect(later.latest == first.latest)
    }

    @Test func anothersChangeComesWithWhatTheCopyShowedBeforeAndShowsNow() async throws {
        let copied = try await copy.remember(groceries)
        let milk = todo("Milk")
        try await copy.apply(ServerListChanges(revision: 1, changed: [milk], deleted: [], news: []), to: copied, from: nil)
        var theirs = milk
        theirs.title = "Oat milk"
        theirs.updatedAt = day.addingTimeInterval(60)
        let renamed = OutsideChange(actor: "grace", kind: .changed([.title]), title: "Oat milk", isDone: false, todoID: milk.id)
        try await copy.apply(ServerListChanges(revision: 2, changed: [theirs], deleted: [], news: [renamed]), to: copied, from: 1)

        let told = try await copy.news(in: copied, after: 0).news
        #expect(told.map(\.before?.title) == ["Milk"])
        #expect(told.map(\.after?.title) == ["Oat milk"])
        #expect(told.first?.before?.isDone == nil, "only the fields it changed")
    }

    @Test func anothersChangeThatAChangeWaitingHereHidesComesWithNothingToPutBack() async throws {
        let copied = try await copy.remember(groceries)
        let milk = todo("Milk")
        try await copy.apply(ServerListChanges(revision: 1, changed: [milk], deleted: [], news: []), to: copied, from: nil)
        try await copy.make(.update(milk.id, TodoChanges(title: "Soy milk", updatedAt: day), baseNote: nil), in: copied)
        var theirs = milk
        theirs.title = "Oat milk"
        let renamed = OutsideChange(actor: "grace", kind: .changed([.title]), title: "Oat milk", isDone: false, todoID: milk.id)
        try await copy.apply(ServerListChanges(revision: 2, changed: [theirs], deleted: [], news: [renamed]), to: copied, from: 1)

        #expect(try await shown(copied).map(\.title) == ["Soy milk"], "this machine's change reaches the server last, and stays")
        #expect(try await copy.news(in: copied, after: 0).news.map(\.before) == [nil])
    }
}
