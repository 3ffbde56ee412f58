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

    @Test func listsWithTheSameTodosAreEqualHoweverTheyWereBuilt() {
        let expected = summaries(3)
        var trimmed = TodoSummaries(expected)
        trimmed.remove(at: 2)
        #expect(trimmed == TodoSummaries(expected.prefix(2)))
    }

    @Test func oneLongTitleFirstDoesNotSizeTheWholeChunksTitleBuffer() {
        var list = TodoSummaries()
        list.append(TodoSummary(id: UUID(), title: String(repeating: "x", count: 4_000), isDone: false, position: 0))
        for index in 1..<size {
            list.append(TodoSummary(id: UUID(), title: "short \(index)", isDone: false, position: index))
        }
        let (used, reserved) = list.withChunk(holding: 0) { chunk, _ in (chunk.titleByteCount, chunk.titleByteCapacity) }
        #expect(reserved < used * 2, "\(reserved) bytes reserved for \(used) bytes of titles")
    }

    @Test func randomEditsLeaveTheSameTodosAsAnArrayGiven() {
        var random = SeededRandom(seed: 7)
        let pieces = ["", "a", "日本", "👨‍👩‍👧", "nul\u{0}x", String(repeating: "long ", count: 40)]
        func title() -> String {
            (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        var model: [TodoSummary] = []
        var list = TodoSummaries()
        for step in 0..<6_000 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0..<5:
                let summary = TodoSummary(id: UUID(), title: title(), isDone: Bool.random(using: &random), position: step)
                model.append(summary)
                list.append(summary)
            case 5..<7 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &random)
                model[index].title = title()
                model[index].isDone.toggle()
                list[index] = model[index]
            case 7..<9 where !model.isEmpty:
                let index = Int.random(in: 0..<model.count, using: &random)
                #expect(list.remove(at: index) == model.remove(at: index))
            default:
                break
            }
        }
        #expect(Array(list) == model)
        for summary in model.prefix(50) {
            #expect(list.firstIndex(ofID: summary.id) == model.firstIndex { $0.id == summary.id })
        }
    }
}

/// SplitMix64: the same numbers on every run, so a failure can be replayed.
private struct SeededRandom: RandomNumberGenerator {
    var seed: UInt64

    mutating func next() -> UInt64 {
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
