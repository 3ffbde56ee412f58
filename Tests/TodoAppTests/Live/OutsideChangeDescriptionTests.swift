import Testing
@testable import TodoApp

/// The header's line for others' changes: who changed what.
@Suite struct OutsideChangeDescriptionTests {
    private func change(_ actor: String, _ kind: OutsideChange.Kind, _ title: String = "Milk", done: Bool = false) -> OutsideChange {
        OutsideChange(actor: actor, kind: kind, title: title, isDone: done)
    }

    @Test func oneChangeSaysWhoDidWhatToWhichTodo() {
        #expect(OutsideChangeDescription.text(for: [change("grace", .changed([.done]), done: true)]) == "grace marked 'Milk' done")
        #expect(OutsideChangeDescription.text(for: [change("grace", .changed([.done]))]) == "grace marked 'Milk' not done")
        #expect(OutsideChangeDescription.text(for: [change("ada", .added, "Bread")]) == "ada added 'Bread'")
        #expect(OutsideChangeDescription.text(for: [change("ada", .deleted)]) == "ada deleted 'Milk'")
        #expect(OutsideChangeDescription.text(for: [change("ada", .changed([.title]), "Oat milk")]) == "ada renamed a todo to 'Oat milk'")
        #expect(OutsideChangeDescription.text(for: [change("ada", .changed([.title, .note]))]) == "ada changed 'Milk'")
    }

    @Test func severalChangesAreCountedWithTheirMakers() {
        #expect(OutsideChangeDescription.text(for: [change("grace", .added), change("ada", .deleted), change("grace", .added)])
            == "grace and ada made 3 changes")
        #expect(OutsideChangeDescription.text(for: [change("a", .added), change("b", .added), change("c", .added)])
            == "a and 2 others made 3 changes")
    }

    @Test func aStoreThatCannotTellWhoChangedWhatSaysNothing() {
        #expect(OutsideChangeDescription.text(for: []) == nil)
    }

    @Test func aTitleChangeSaysWhatTheTitleWasHere() {
        var renamed = change("grace", .changed([.title]), "Oat milk")
        renamed.before = TodoChanges(title: "Milk", updatedAt: .now)
        #expect(OutsideChangeDescription.text(for: [renamed]) == "grace changed the title of 'Milk' to 'Oat milk'")
    }

    @Test func whatBecameOfAChangeMadeHereIsSaidEvenAmongOthers() {
        let gone = change("grace", .deletedWhileChangedHere(yours: Todo(title: "Milk", position: 0)))
        #expect(OutsideChangeDescription.text(for: [gone]) == "grace deleted 'Milk', which you changed")
        #expect(OutsideChangeDescription.text(for: [change("ada", .added), gone]) == "grace deleted 'Milk', which you changed (of 2 changes)")
        #expect(OutsideChangeDescription.text(for: [change("grace", .notesMerged)]) == "grace changed the note of 'Milk' too: both kept")
        #expect(OutsideChangeDescription.text(for: [change("", .refused(reason: "ada shared Groceries with you for reading only."))])
            == "Your change to 'Milk' was not made: ada shared Groceries with you for reading only.")
    }
}
