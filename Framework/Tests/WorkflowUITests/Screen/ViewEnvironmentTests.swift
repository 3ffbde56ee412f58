import TerminalTesting
import Testing
import WorkflowUI

@MainActor
struct ViewEnvironmentTests {
    @Test func aKeyNobodySetReadsAsItsDefault() {
        let environment = ViewEnvironment.empty

        #expect(environment.signature == "unsigned")
        #expect(environment.terminalSize == Size(width: 80, height: 24))
        #expect(environment.keyBindings.back == [.escape])
    }

    @Test func settingAValueChangesACopyAndLeavesTheOriginal() {
        let original = ViewEnvironment.empty
        let signed = original.setting(SignatureKey.self, to: "Ada")

        #expect(signed.signature == "Ada")
        #expect(original.signature == "unsigned")
    }

    @Test func theEnvironmentReachesAChildView() {
        let environment = ViewEnvironment.empty.setting(SignatureKey.self, to: "Ada")
        let described = DescribedView(screen: EnvironmentScreen(), environment: environment)
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 2), root: described)

        expectScreen(terminal, lines: ["signed Ada", "terminal 80x24"])
    }

    @Test func theEnvironmentReachesViewsInsideAContainer() {
        let environment = ViewEnvironment.empty.setting(SignatureKey.self, to: "Ada")
        let split = SplitScreen(upper: EnvironmentScreen(), lower: EnvironmentScreen())
        let terminal = InMemoryTerminal(
            size: Size(width: 20, height: 4), root: DescribedView(screen: split, environment: environment))

        expectScreen(terminal, lines: ["signed Ada", "terminal 80x24", "signed Ada", "terminal 80x24"])
    }

    @Test func aContainerCanAdaptTheEnvironmentForOneChild() {
        let environment = ViewEnvironment.empty.setting(SignatureKey.self, to: "Ada")
        let split = SplitScreen(upper: EnvironmentScreen(), lower: EnvironmentScreen(), lowerSignature: "Grace")
        let terminal = InMemoryTerminal(
            size: Size(width: 20, height: 4), root: DescribedView(screen: split, environment: environment))

        expectScreen(terminal, lines: ["signed Ada", "terminal 80x24", "signed Grace", "terminal 80x24"])
    }

    @Test func aNewEnvironmentReachesAChildThatIsUpdatedInPlace() async {
        let split = SplitScreen(upper: EnvironmentScreen(), lower: NoteScreen("lower"))
        let described = DescribedView(screen: split, environment: .empty)
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 4), root: described)
        let upperView = (described.currentView as? SplitView)?.upper.currentView

        described.update(screen: split, environment: ViewEnvironment.empty.setting(SignatureKey.self, to: "Lin"))
        described.setNeedsDisplay()

        await expectScreen(terminal, eventually: { $0.lines[0] == "signed Lin" })
        #expect((described.currentView as? SplitView)?.upper.currentView === upperView)
    }
}
