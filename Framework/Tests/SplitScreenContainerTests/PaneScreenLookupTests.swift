import SplitScreenContainer
import Testing
import WorkflowUI

/// A split lists both panes' screens for `first(_:)`, the leading one first.
@MainActor
@Suite struct PaneScreenLookupTests {
    @Test func bothPanesAreFoundLeadingFirst() {
        let split = SplitScreen(leadingScreen: PaneScreen("list"), trailingScreen: PaneScreen("detail").asAnyScreen())
        #expect(split.all(PaneScreen.self).map(\.name) == ["list", "detail"])
    }
}
