import Testing
import WorkflowUI

/// `first(_:)` and `all(_:)` find a screen by its type inside containers, through
/// every level and every `AnyScreen`, in the order the containers list their children.
@MainActor
@Suite struct ScreenLookupTests {
    /// Two notes in one container, and a counter wrapped twice in the lower half of a
    /// container inside it.
    private var nested: SplitScreen {
        SplitScreen(
            upper: NoteScreen("top").asAnyScreen(),
            lower: SplitScreen(upper: NoteScreen("middle"), lower: AnyScreen(CounterScreen(count: 7, onIncrement: {}, onDecrement: {}, onFinish: {})).asAnyScreen())
        )
    }

    @Test func aScreenIsFoundInsideContainersAndTheScreensThatWrapIt() {
        #expect(nested.first(CounterScreen.self)?.count == 7)
    }

    @Test func theFirstFoundIsTheOuterThenTheEarlierChild() {
        #expect(nested.first(NoteScreen.self)?.text == "top")
        #expect(nested.all(NoteScreen.self).map(\.text) == ["top", "middle"])
        #expect(nested.all(SplitScreen.self).count == 2, "the screen searched is one of them")
    }

    @Test func aTypeNotThereIsNotFound() {
        #expect(nested.first(ParagraphScreen.self) == nil)
        #expect(NoteScreen("alone").all(CounterScreen.self).isEmpty)
    }

    @Test func aScreenThatHoldsNoneIsFoundOnlyAsItself() {
        #expect(NoteScreen("alone").first(NoteScreen.self)?.text == "alone")
    }
}
