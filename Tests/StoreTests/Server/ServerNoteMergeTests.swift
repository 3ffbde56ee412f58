import Foundation
import PostgresTesting
import Testing
@testable import TodoApp

/// A note two people changed from the same text keeps both texts on the server: the one
/// sent last, then the other's under a line naming who wrote it; merged again, each text
/// is there once. Ada owns "Groceries" and shares it with Grace to change; Milk's note is
/// "oat" on both their copies.
@Suite struct ServerNoteMergeTests {
    let database: TodoTestDatabase
    let adas: ServerTodoStore
    let graces: ServerTodoStore
    let milk = Todo(title: "Milk", note: "oat", position: 0)

    init() async throws {
        database = try await TodoTestDatabase.make()
        adas = database.store(as: .ada)
        graces = database.store(as: .grace)
        try await adas.save(milk, for: "Groceries")
        try await adas.share("Groceries", with: "grace", readOnly: false)
    }

    private func send(_ changes: TodoChanges, from: String?, by store: ServerTodoStore, to name: String) async throws -> ListChangeOutcome {
        let list = try #require(try await store.existingList(name))
        return try await store.send(SentChange(id: UUID(), change: .update(milk.id, changes, baseNote: from)), to: list)
    }

    private var note: String? {
        get async throws { try await adas.todo(id: milk.id, for: "Groceries")?.note }
    }

    @Test func aNoteBothChangedKeepsBothTextsTheOthersMarkedWithItsAuthorAndTheOtherFieldsChange() async throws {
        try await graces.update(id: milk.id, with: TodoChanges(note: "oat, barista", updatedAt: .now), for: "Groceries · ada")
        let outcome = try await send(TodoChanges(title: "Oat milk", note: "oat, 2 l", updatedAt: .now), from: "oat", by: adas, to: "Groceries")
        #expect(outcome == .noteMerged(with: "grace"))
        #expect(try await note == "oat, 2 l\n\n--- grace's version ---\noat, barista")
        #expect(try await adas.todo(id: milk.id, for: "Groceries")?.title == "Oat milk")
    }

    @Test func aNoteMergedAgainHoldsEachTextOnce() async throws {
        try await graces.update(id: milk.id, with: TodoChanges(note: "oat, barista", updatedAt: .now), for: "Groceries · ada")
        _ = try await send(TodoChanges(note: "oat, 2 l", updatedAt: .now), from: "oat", by: adas, to: "Groceries")
        // Ada's next change, made before her copy heard of the merge: her old text goes,
        // Grace's stays once.
        #expect(try await send(TodoChanges(note: "oat, 3 l", updatedAt: .now), from: "oat, 2 l", by: adas, to: "Groceries") == .noteMerged(with: "grace"))
        #expect(try await note == "oat, 3 l\n\n--- grace's version ---\noat, barista")
        // Grace, from the merged note, takes her version out: nothing to merge.
        let merged = try #require(try await note)
        #expect(try await send(TodoChanges(note: "oat, 3 l, barista", updatedAt: .now), from: merged, by: graces, to: "Groceries · ada") == .applied)
        #expect(try await note == "oat, 3 l, barista")
    }

    @Test func aNoteSentWithoutTheTextItWasMadeFromOrMadeTheSameReplacesIt() async throws {
        try await graces.update(id: milk.id, with: TodoChanges(note: "oat, barista", updatedAt: .now), for: "Groceries · ada")
        #expect(try await send(TodoChanges(note: "oat, barista", updatedAt: .now), from: "oat", by: adas, to: "Groceries") == .applied)
        #expect(try await note == "oat, barista")
        #expect(try await send(TodoChanges(note: "soy", updatedAt: .now), from: nil, by: adas, to: "Groceries") == .applied)
        #expect(try await note == "soy")
    }

    @Test func aNoteWhoseAuthorTheFeedNoLongerNamesIsMarkedAsSomeoneElses() async throws {
        try await graces.update(id: milk.id, with: TodoChanges(note: "oat, barista", updatedAt: .now), for: "Groceries · ada")
        try database.connect(as: .schemaOwner).execute("DELETE FROM todo_tui.changes WHERE todo_id = $1", [milk.id])
        #expect(try await send(TodoChanges(note: "oat, 2 l", updatedAt: .now), from: "oat", by: adas, to: "Groceries") == .noteMerged(with: "someone else"))
        #expect(try await note == "oat, 2 l\n\n--- someone else's version ---\noat, barista")
    }
}

/// How two texts of one note are merged and read back, whatever the server.
@Suite struct NoteMergeTests {
    @Test func theTextSentComesFirstThenTheOthersUnderItsAuthor() {
        let merge = NoteMerge(mine: "2 l", base: "oat", theirs: "oat, barista", theirAuthor: "grace")
        #expect(merge.text == "2 l\n\n--- grace's version ---\noat, barista")
        #expect(merge.addedAuthor == "grace")
    }

    @Test func versionsAlreadyMergedAreKeptOnceAndTheSendersOldTextIsNotAdded() {
        let server = "2 l\n\n--- grace's version ---\nbarista\n\n--- eve's version ---\nsoy"
        let merge = NoteMerge(mine: "3 l", base: "2 l", theirs: server, theirAuthor: "ada")
        #expect(merge.text == "3 l\n\n--- grace's version ---\nbarista\n\n--- eve's version ---\nsoy")
        #expect(merge.addedAuthor == "grace")
        // The server's note holding the sender's earlier text as a version of its own.
        let back = NoteMerge(mine: "3 l", base: "2 l", theirs: "barista\n\n--- ada's version ---\n2 l", theirAuthor: "grace")
        #expect(back.text == "3 l\n\n--- grace's version ---\nbarista")
    }

    @Test func aVersionTheSenderTookOutOrAlreadyHasOrAnEmptyNoteAddsNothing() {
        let seen = "2 l\n\n--- grace's version ---\nbarista"
        let tookOut = NoteMerge(mine: "2 l, barista", base: seen, theirs: "2 l!\n\n--- grace's version ---\nbarista", theirAuthor: "eve")
        #expect(tookOut.text == "2 l, barista\n\n--- eve's version ---\n2 l!")
        let has = NoteMerge(mine: seen, base: "oat", theirs: "barista", theirAuthor: "grace")
        #expect(has.text == seen)
        #expect(has.addedAuthor == nil)
        let emptied = NoteMerge(mine: "2 l", base: "oat", theirs: "", theirAuthor: "grace")
        #expect(emptied.text == "2 l")
        #expect(emptied.addedAuthor == nil)
    }

    @Test(arguments: [
        "", "plain", "two\nlines\n", "--- ada's version ---\nfrom an empty note",
        "a\n\n--- ada's version ---\n\n\n--- grace's version ---\nlast\n",
        "x\n--- ada's version ---\nno blank line before it", "trailing blank lines\n\n\n",
    ])
    func aNoteReadAsItsVersionsIsWrittenBackTheSame(note: String) {
        #expect(NoteVersions(note).note == note)
    }

    @Test func aMarkerLineOnlyStartsAVersionAfterABlankLineOrAtTheStart() {
        #expect(NoteVersions("a\n--- ada's version ---\nb").others.isEmpty)
        #expect(NoteVersions("a\n\n--- ada's version ---\nb").others == [.init(author: "ada", text: "b")])
        #expect(NoteVersions("--- someone else's version ---\nb").others == [.init(author: "someone else", text: "b")])
    }
}
