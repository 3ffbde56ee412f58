import BackStackContainer
import Testing
import WorkflowUI

/// A back stack lists its items' screens for `first(_:)`, from the bottom up.
@MainActor
@Suite struct ItemScreenLookupTests {
    @Test func everyItemsScreenIsFoundFromTheBottomUp() {
        let stack = BackStackScreen(items: [
            .init(key: "a", screen: PageScreen("inbox").asAnyScreen()),
            .init(key: "b", screen: PageScreen("message").asAnyScreen()),
        ])
        #expect(stack.first(PageScreen.self)?.title == "inbox")
        #expect(stack.all(PageScreen.self).last?.title == "message", "the top item")
    }
}
