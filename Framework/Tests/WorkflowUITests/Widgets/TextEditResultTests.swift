import Testing
import WorkflowUI

@MainActor
@Suite struct TextEditResultTests {
    @Test func onlyAChangedTextIsReportedAndOnlyAnIgnoredKeyIsUnhandled() {
        var reported: [String] = []
        let results: [TextEditResult] = [.textChanged, .cursorMoved, .unchanged, .ignored]

        let handled = results.map { $0.reportingChange(of: "milk", to: { reported.append($0) }) }

        #expect(reported == ["milk"])
        #expect(handled == [true, true, true, false])
    }

    @Test func theTextIsReadOnlyWhenItChanged() {
        var reads = 0
        func text() -> String {
            reads += 1
            return "milk"
        }

        _ = TextEditResult.cursorMoved.reportingChange(of: text(), to: { _ in })

        #expect(reads == 0)
    }

    /// A view whose screen callback copies the app's text straight back into the field,
    /// as a workflow's new rendering does while the key is still being handled.
    private final class ShoutingView: TerminalView {
        var field = TextField()

        override func handle(_ key: KeyEvent) -> Bool {
            field.handle(key).reportingChange(of: field.text, to: { [unowned self] text in
                field.text = text.uppercased()
            })
        }
    }

    @Test func theCallbackMayPutTextBackIntoTheFieldThatReportedIt() {
        let view = ShoutingView()

        #expect(view.dispatch(.character("a")))
        #expect(view.dispatch(.character("b")))
        #expect(!view.dispatch(.escape))

        #expect(view.field.text == "AB")
    }
}
