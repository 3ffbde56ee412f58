import Foundation
import Testing
@testable import TodoApp

@Suite struct TodoSummariesTests {
    private let size = TodoSummaries.chunkSize
    private let titles = ["", "Buy milk", "日本語のタイトル", "👨‍👩‍👧 family", "nul\u{0}bell\u{7}", String(repeating: "long ", count: 400)]

    private func summaries(_ count: Int) -> [TodoSummary] {
        (0..<count).map { index in
            TodoSummary(
                id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index))!,
                title: "\(titles[index % titles.count]) #\(index)",
                isDone: index % 3 == 0,
                position: index
            )
        }
    }

    @Test func everyTodoReadsBackAsItWentInAcrossChunks() {
        let expected = summaries(size * 2 + 7)
        let list = TodoSummaries(expected)
        #expect(list.count == expected.count)
        #expect(Array(list) == expected)
        #expect(list[size] == expected[size])
    }

    @Test func changingATitleInTheMiddleOfAChunkLeavesItsNeighboursAlone() {
        var expected = summaries(40)
        var list = TodoSummaries(expected)
        for (index, title) in [(10, "a much, much longer title than before"), (11, ""), (39, "日本")] {
            list[index].title = title
            expected[index].title = title
        }
        list[5].isDone.toggle()
        expected[5].isDone.toggle()
        #expect(Array(list) == expected)
    }

    @Test func removingATodoLeavesEveryOtherTitleInPlace() {
        var expected = summaries(size + 10)
        var list = TodoSummaries(expected)
        for index in [3, 0, size - 1, size + 5] {
            #expect(list.remove(at: index) == expected.remove(at: index))
        }
        list.removeAll { $0.isDone }
        expected.removeAll { $0.isDone }
        #expect(Array(list) == expected)
    }

    @Test func aTodoIsFoundByItsIdInAnyChunk() {
        let expected = summaries(size * 3)
        let list = TodoSummaries(expected)
        #expect(list.firstIndex(ofID: expected[size * 2 + 5].id) == size * 2 + 5)
        #expect(list.firstIndex(ofID: expected[0].id) == 0)
        #expect(list.firstIndex(ofID: UUID()) == nil)
    }

    @Test func doneTodosAreCounted() {
        let expected = summaries(size + 1)
        #expect(TodoSummaries(expected).doneCount == expected.filter(\.isDone).count)
    }

    @Test func aCopyWithOneTodoChangedIsNotEqualUntilTheOriginalMakesTheSameChange() {
        var original = TodoSummaries(summaries(size * 2))
        var copy = original
        copy[size + 3].title = "changed"
        #expect(copy != original)
        #expect(original[size + 3].title != "changed")
        original[size + 3].title = "changed"
        #expect(copy == original)
    }

    @Test func listsSplitIntoChunksDifferentlyStillCompareByTheirTodos() {
        let expected = summaries(size + 1)
        var trimmed = TodoSummaries(expected)
        trimmed.remove(at: 0)
        let rebuilt = TodoSummaries(expected.dropFirst())
        #expect(trimmed == rebuilt)
    }
}
