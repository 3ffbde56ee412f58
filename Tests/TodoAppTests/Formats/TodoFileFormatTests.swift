import Foundation
import Testing
import TodoApp

/// Which format `import` reads a file as when `--format` does not say.
@Suite struct TodoFileFormatTests {
    private func detect(_ text: String, name: String? = "todos") -> TodoFileFormat {
        TodoFileFormat.detect(fileName: name, contents: Data(text.utf8))
    }

    @Test func aFileThatStartsLikeJSONIsJSONEvenWhenItDoesNotParse() {
        #expect(detect("[\n  {\n    \"createdAt\" : \"2025-") == .json)
        #expect(detect("  \n\t{\"title\": ") == .json)
        #expect(detect("\u{FEFF}[") == .json)
    }

    @Test func aFileNamedDotJSONIsJSONWhateverItHolds() {
        #expect(detect("Buy milk\n", name: "/tmp/todos.json") == .json)
        #expect(detect("Buy milk\n", name: "TODOS.JSON") == .json)
    }

    @Test func anythingElseIsTodoTxt() {
        #expect(detect("Buy milk\nx Call Bob\n") == .todotxt)
        #expect(detect("Buy milk\n", name: nil) == .todotxt)
        #expect(detect("") == .todotxt)
        #expect(detect("x [urgent] call\n", name: "todo.txt") == .todotxt)
    }
}
