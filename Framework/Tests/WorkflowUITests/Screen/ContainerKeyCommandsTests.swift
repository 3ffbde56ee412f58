import Testing
import WorkflowUI

/// What a view can learn of the keys its containers answer: for a help screen, which
/// must list them while it answers every key itself.
@MainActor
struct ContainerKeyCommandsTests {
    /// A leaf inside a view answering `a` and Esc, inside a root answering Ctrl-C. The
    /// suite holds the root: containers are held by their parents, never by children.
    private let root: CommandView
    private let middle: CommandView
    private let leaf = CommandView(commands: [])

    init() {
        middle = CommandView(
            commands: [
                KeyCommand("add", keys: [.character("a")]) {},
                KeyCommand("back", keys: [.escape]) {},
            ],
            child: leaf)
        root = CommandView(commands: [KeyCommand("quit", keys: [.control("c")]) {}], child: middle)
    }

    @Test func aViewAdoptedByAContainerKnowsIt() {
        #expect(leaf.container === middle)
        #expect(middle.container === root)
        #expect(root.container == nil)
    }

    @Test func theCommandsAroundAViewFollowItsOwnInnermostFirst() {
        let own = [KeyCommand("open", keys: [.enter]) {}]

        #expect(leaf.keyCommands(bubblingUpFrom: own).map(\.title) == ["open", "add", "back", "quit"])
    }

    @Test func aContainersCommandWhoseKeysAreTakenNearerIsLeftOut() {
        let own = [KeyCommand("all", keys: [.character("a")]) {}, KeyCommand("interrupt", keys: [.control("c"), .escape]) {}]

        #expect(leaf.keyCommands(bubblingUpFrom: own).map(\.title) == ["all", "interrupt"])
    }

    @Test func theyAreTheCommandsAsIfTheViewLetItsOtherKeysGoEvenWhileItCapturesThem() {
        leaf.capturing = true
        leaf.commands = [KeyCommand("close", keys: [.escape]) {}]

        #expect(root.activeKeyHints.map(\.label) == ["close"], "the footer offers only what works now")
        #expect(leaf.keyCommands(bubblingUpFrom: []).map(\.title) == ["add", "back", "quit"])
    }

    @Test func theFooterShowsTheFocusedViewsHintsThenThoseAroundItThatAKeyStillReaches() {
        leaf.commands = [KeyCommand("open", keys: [.enter]) {}, KeyCommand("all", keys: [.character("a")]) {}]

        #expect(root.activeKeyHints.map(\.label) == ["open", "all", "back", "quit"])
    }

    @Test func aCommandOfTheFocusedViewBoundToNoKeyIsInTheFooterAsInItsHelp() {
        leaf.commands = [KeyCommand("unbound", keys: []) {}]

        #expect(root.activeKeyHints.map(\.label) == ["unbound", "add", "back", "quit"])
        #expect(leaf.keyCommands(bubblingUpFrom: leaf.commands).map(\.title) == ["unbound", "add", "back", "quit"])
    }

    @Test func nothingBeyondAContainerThatCapturesTheKeysIsReached() {
        middle.capturing = true

        #expect(leaf.keyCommands(bubblingUpFrom: []).map(\.title) == ["add", "back"])
    }

    @Test func aChildAdoptedByAnotherContainerFollowsIt() {
        let other = CommandView(commands: [KeyCommand("other", keys: [.character("o")]) {}])

        other.child = leaf

        #expect(leaf.container === other)
        #expect(leaf.keyCommands(bubblingUpFrom: []).map(\.title) == ["other"])
    }
}
