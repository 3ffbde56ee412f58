import Foundation
import Testing
import TodoApp

@Suite struct TodoTxtTests {
    @Test func anXAndASpaceMarkADoneTodoAndTheRestIsTheTitle() {
        let lines = TodoTxt.parse("Buy milk\nx Call Bob\nxylophone lessons\nx  two spaces\n")
        #expect(lines == [
            .init(title: "Buy milk", isDone: false, number: 1),
            .init(title: "Call Bob", isDone: true, number: 2),
            .init(title: "xylophone lessons", isDone: false, number: 3),
            .init(title: " two spaces", isDone: true, number: 4),
        ])
    }

    @Test func blankLinesAreIgnoredAndWindowsLineEndingsAccepted() {
        let lines = TodoTxt.parse("\r\none\r\n   \r\n\n\tx two\r\nx three")
        #expect(lines.map(\.title) == ["one", "\tx two", "three"])
        #expect(lines.map(\.number) == [2, 5, 6])
    }

    @Test func formattingWritesOneLinePerTodo() {
        let todos = [
            Todo(title: "Buy milk", note: "notes are dropped", position: 0),
            Todo(title: "Call\nBob", isDone: true, position: 1),
        ]
        #expect(TodoTxt.format(todos) == "Buy milk\nx Call Bob\n")
    }

    @Test func formattedLinesParseBackToTheSameTitlesAndFlags() {
        let todos = [Todo(title: "日本語 😀", position: 0), Todo(title: "done", isDone: true, position: 1)]
        #expect(TodoTxt.parse(TodoTxt.format(todos)).map { [$0.title, "\($0.isDone)"] } == todos.map { [$0.title, "\($0.isDone)"] })
    }
}
