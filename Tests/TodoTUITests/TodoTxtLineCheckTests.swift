import Testing
import TodoApp
@testable import todo_tui

/// `import` stops reading a todo.txt file at a line no todo takes, before the rest of it.
struct TodoTxtLineCheckTests {
    private func check(_ text: String, format: TodoFileFormat? = nil, fileName: String? = "todo.txt", longest: Int = 4) -> Int? {
        var check = TodoTxtLineCheck(format: format, fileName: fileName, longestLine: longest)
        do {
            // In two chunks, as reads hand them over.
            let bytes = Array(text.utf8)
            try check.read(bytes[..<(bytes.count / 2)])
            try check.read(bytes[(bytes.count / 2)...])
            return nil
        } catch {
            return error.number
        }
    }

    @Test func aLineLongerThanTheLimitIsFoundByItsNumber() {
        #expect(check("abcd\nabcd\r\nabcde\n") == 3)
        #expect(check("abcd\rabcd\n\nabcde") == 4)
        #expect(check("abcd\nabcd\n") == nil, "a line of exactly the limit is read")
    }

    @Test func jsonIsNotCheckedWhateverItsLines() {
        #expect(check("[" + String(repeating: "x", count: 20) + "]") == nil)
        #expect(check("\u{FEFF} \n {" + String(repeating: "x", count: 20)) == nil)
        #expect(check(String(repeating: "x", count: 20), fileName: "todos.json") == nil)
        #expect(check(String(repeating: "x", count: 20), format: .json) == nil)
        #expect(check("[" + String(repeating: "x", count: 20), format: .todotxt) == 1, "unless --format says todo.txt")
    }
}
