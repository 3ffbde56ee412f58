import Testing
import WorkflowUI

/// Every movement has a help line that reads, without the app writing one.
@MainActor
struct MovementHelpTests {
    @Test func eachMovementHasAReadableHelpLineByDefault() {
        let movements = KeyCommand.movements(title: "move", bindings: .standard) { _ in }

        #expect(KeyHelpList(commands: movements).entries == [
            KeyHint(keys: "↑ k", label: "move up"),
            KeyHint(keys: "↓ j", label: "move down"),
            KeyHint(keys: "PgUp", label: "move up a page"),
            KeyHint(keys: "PgDn", label: "move down a page"),
            KeyHint(keys: "Home g", label: "move to the top"),
            KeyHint(keys: "End G", label: "move to the bottom"),
        ])
    }

    @Test func aMovementInAStringReadsAsWordsNotAsItsCaseName() {
        #expect(ListMovement.allCases.map { "\($0)" } == ["up", "down", "up a page", "down a page", "to the top", "to the bottom"])
    }

    @Test func helpGivenForAMovementReplacesTheLineAndNilLeavesItOut() {
        let movements = KeyCommand.movements(title: "scroll", bindings: .standard, help: { $0 == .up ? "scroll the note up" : nil }) { _ in }

        #expect(KeyHelpList(commands: movements).entries == [KeyHint(keys: "↑ k", label: "scroll the note up")])
        #expect(movements.compactMap(\.hint) == [KeyHint(keys: "↑↓", label: "scroll")], "the footer is unchanged")
    }
}
