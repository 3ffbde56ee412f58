import Foundation
import Testing
import WorkflowUI
@testable import TodoApp

/// The help lists what every key does in full: a description too long for its row
/// wraps under its column, at 80 columns and at 40x12 alike, and the help scrolls
/// through all of it.
@MainActor
@Suite struct KeyHelpWrappingTests {
    private func pilot(width: Int, height: Int) async -> AppPilot {
        let pilot = AppPilot(store: InMemoryTodoStore(["Ada": SampleTodos.make(["Buy milk"])]), width: width, height: height)
        await pilot.logIn("Ada")
        return pilot
    }

    /// The help modal's rows, between its frame's sides, trimmed.
    private func helpRows(_ pilot: AppPilot) -> [String] {
        pilot.lines.compactMap { line -> String? in
            guard let first = line.firstIndex(of: "│"), let last = line.lastIndex(of: "│"), first < last else { return nil }
            return line[line.index(after: first)..<last].trimmingCharacters(in: .whitespaces)
        }
    }

    /// Every row of the help, from the top, scrolling down (↓) until it stops. Each ↓
    /// brings one row in at the bottom, above the frame's blank bottom row.
    private func wholeHelp(_ pilot: AppPilot) -> [String] {
        var shown = helpRows(pilot)
        var rows = shown
        for _ in 0..<200 {
            pilot.terminal.press(.down)
            let next = helpRows(pilot)
            guard next != shown, next.count >= 2 else { break }
            shown = next
            rows.append(next[next.count - 2])
        }
        return rows
    }

    /// The rows as one text, words separated by one space.
    private func prose(_ rows: [String]) -> String {
        rows.joined(separator: " ").split(separator: " ").joined(separator: " ")
    }

    @Test func theEditorsHelpAtEightyColumnsShowsEveryDescriptionWhole() async {
        let pilot = await pilot(width: 80, height: 24)
        await pilot.open()
        pilot.terminal.press(.control("g"))
        let rows = wholeHelp(pilot)
        #expect(!rows.contains { $0.contains("…") }, "\(rows.joined(separator: "\n"))")
        #expect(prose(rows).contains("Esc back to the list (asks first if there are changes)"), "\(rows.joined(separator: "\n"))")
    }

    @Test func atFortyByTwelveDescriptionsWrapRatherThanBeingCut() async {
        let pilot = await pilot(width: 40, height: 12)
        pilot.terminal.press(.character("?"))
        let rows = wholeHelp(pilot)
        #expect(!rows.contains { $0.contains("…") }, "\(rows.joined(separator: "\n"))")
        let text = prose(rows)
        for sentence in ["mark the selected todo done or not done", "delete the selected todo (asks first)", "log out, back to the name prompt"] {
            #expect(text.contains(sentence), "\(sentence): \(rows.joined(separator: "\n"))")
        }
    }
}
