import Foundation
import Testing
@testable import TodoApp

/// The editor's unsaved draft in the database: one per user, kept and forgotten.
@Suite struct SQLiteTodoStoreDraftTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test func aDraftIsKeptReplacedAndForgotten() async throws {
        let store = try SQLiteTodoStore(location: directory.location)
        #expect(try await store.draft(for: "Ada") == nil)
        let id = UUID()
        let first = EditorDraft(todoID: id, title: "Buy milk 日本", note: "oat\n\u{1B}[31m", field: .note, savedAt: Date(timeIntervalSinceReferenceDate: 1_000))
        try await store.saveDraft(first, for: "Ada")
        #expect(try await SQLiteTodoStore(location: directory.location).draft(for: "ada") == first, "another instance reads it back")

        let second = EditorDraft(todoID: nil, title: "New", note: "", field: .title, savedAt: Date(timeIntervalSinceReferenceDate: 2_000))
        try await store.saveDraft(second, for: "Ada")
        #expect(try await store.draft(for: "Ada") == second, "one draft a user: the editor is one")
        #expect(try await store.draft(for: "Grace") == nil)

        try await store.deleteDraft(for: "Ada")
        #expect(try await store.draft(for: "Ada") == nil)
    }
}
