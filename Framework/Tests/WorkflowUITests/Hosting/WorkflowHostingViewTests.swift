import TerminalTesting
import Testing
import Workflow
import WorkflowUI

@MainActor
struct WorkflowHostingViewTests {
    private let size = Size(width: 40, height: 5)

    /// The view showing the root rendering right now.
    private func shownView<W>(in root: WorkflowHostingView<W>) -> TerminalView? {
        (root.focusedChild as? DescribedView)?.currentView
    }

    @Test func theFirstRenderingIsShownWithTheActiveKeysInTheFooter() {
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        let terminal = InMemoryTerminal(size: size, root: root)

        expectScreen(terminal, lines: ["Count: 0", "", "", "", "+ add  Enter done"])
    }

    @Test func aKeyRunsTheScreensCallbackAndTheNewRenderingIsShownInPlace() {
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        let terminal = InMemoryTerminal(size: size, root: root)
        let counterView = shownView(in: root)
        #expect(counterView is CounterView)

        terminal.press(.character("+"))
        expectScreen(terminal, line: 0, is: "Count: 1")

        terminal.type("+++")
        expectScreen(terminal, line: 0, is: "Count: 4")
        #expect(shownView(in: root) === counterView, "the same view should show every rendering of the counter")
    }

    @Test func anUnhintedCommandStillWorks() {
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        let terminal = InMemoryTerminal(size: size, root: root)

        terminal.press(.character("-"), .character("-"))

        expectScreen(terminal, line: 0, is: "Count: -2")
        expectScreen(terminal, !terminal.lines[4].contains("-"))
    }

    @Test func theFooterShowsKeysInTheThemesKeyStyleAndLabelsMuted() {
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        let terminal = InMemoryTerminal(size: size, root: root)
        let theme = Theme.standard

        expectScreen(terminal, terminal.style(atColumn: 0, row: 4) == theme.key)
        expectScreen(terminal, terminal.style(atColumn: 2, row: 4) == theme.muted)
        expectScreen(terminal, terminal.style(atColumn: 7, row: 4) == theme.key)
        #expect(terminal.style(atColumn: 39, row: 4) == theme.muted, "the footer row is blanked in the label style")
    }

    @Test func withoutKeyHintsTheContentTakesEveryRow() {
        let root = WorkflowHostingView(workflow: CounterWorkflow(), showsKeyHints: false)
        let terminal = InMemoryTerminal(size: size, root: root)

        expectScreen(terminal, lines: ["Count: 0", "", "", "", ""])
    }

    @Test func belowThreeRowsTheFooterMakesWayForTheContent() {
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        let terminal = InMemoryTerminal(size: Size(width: 40, height: 2), root: root)

        expectScreen(terminal, lines: ["Count: 0", ""])
    }

    @Test func ctrlCCallsOnQuitWhenItIsSetAndTheFooterSaysSo() {
        var quits = 0
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        root.onQuit = { quits += 1 }
        let terminal = InMemoryTerminal(size: size, root: root)

        expectScreen(terminal, line: 4, is: "+ add  Enter done  ^C quit")
        terminal.press(.character("+"), .escape, .character("q"))
        #expect(quits == 0)

        terminal.press(.control("c"))
        #expect(quits == 1)
    }

    @Test func whenTheFooterRunsOutOfRoomQuitStaysLongest() {
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        root.onQuit = {}
        let terminal = InMemoryTerminal(size: Size(width: 25, height: 5), root: root)

        expectScreen(terminal, line: 4, is: "+ add  ^C quit")
    }

    @Test func theViewsInsideCanFindTheQuitKeyForTheirHelp() {
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        root.onQuit = {}
        _ = InMemoryTerminal(size: size, root: root)

        let commands = withExtendedLifetime(root) { shownView(in: root)?.keyCommands(bubblingUpFrom: []) ?? [] }

        #expect(commands.compactMap(\.helpEntry) == [KeyHint(keys: "^C", label: "quit")])
    }

    @Test func ctrlCDoesNothingWhileOnQuitIsNotSet() {
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        let terminal = InMemoryTerminal(size: size, root: root)
        let updates = terminal.updatesApplied

        #expect(!root.dispatch(.control("c")))
        terminal.press(.control("c"))

        expectScreen(terminal, terminal.updatesApplied == updates)
        expectScreen(terminal, doesNotContain: "quit")
    }

    @Test func ignoredQuitKeysDoNothingAndAreNotOfferedEvenWithOnQuitSet() {
        var quits = 0
        let root = WorkflowHostingView(workflow: CounterWorkflow(), quitKeys: .ignored)
        root.onQuit = { quits += 1 }
        let terminal = InMemoryTerminal(size: size, root: root)

        #expect(!root.dispatch(.control("c")))
        #expect(quits == 0)
        expectScreen(terminal, doesNotContain: "quit")
        #expect(root.keysNeverHeld.isEmpty)
    }

    @Test func quitKeysWithoutAHintQuitFromOutsideTheFooterAndStayInTheHelp() {
        var quits = 0
        let root = WorkflowHostingView(workflow: CounterWorkflow(), quitKeys: .quit(hint: nil))
        root.onQuit = { quits += 1 }
        let terminal = InMemoryTerminal(size: size, root: root)

        expectScreen(terminal, line: 4, is: "+ add  Enter done")
        terminal.press(.control("c"))
        #expect(quits == 1)
        #expect(root.keysNeverHeld == [.control("c")])
        let commands = withExtendedLifetime(root) { shownView(in: root)?.keyCommands(bubblingUpFrom: []) ?? [] }
        #expect(commands.compactMap(\.helpEntry) == [KeyHint(keys: "^C", label: "quit")])
    }

    @Test func theQuitHintIsTheAppsWord() {
        let root = WorkflowHostingView(workflow: CounterWorkflow(), quitKeys: .quit(hint: "leave"))
        root.onQuit = {}
        let terminal = InMemoryTerminal(size: size, root: root)

        expectScreen(terminal, line: 4, is: "+ add  Enter done  ^C leave")
    }

    @Test func theQuitKeysComeFromTheEnvironmentsKeyBindings() {
        var bindings = KeyBindings.standard
        bindings.quit = [.control("q")]
        var environment = ViewEnvironment.empty
        environment.keyBindings = bindings
        var quits = 0
        let root = WorkflowHostingView(workflow: CounterWorkflow(), environment: environment)
        root.onQuit = { quits += 1 }
        let terminal = InMemoryTerminal(size: size, root: root)

        terminal.press(.control("c"))
        #expect(quits == 0)
        terminal.press(.control("q"))
        #expect(quits == 1)
        expectScreen(terminal, terminal.lines[4].hasSuffix("^Q quit"))
    }

    @Test func theRootWorkflowsOutputReachesOnOutputAfterTheViewHasTheNewRendering() {
        var outputs: [CounterWorkflow.Output] = []
        var countWhenOutputArrived: String?
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        let terminal = InMemoryTerminal(size: size, root: root)
        root.onOutput = { output in
            outputs.append(output)
            countWhenOutputArrived = (self.shownView(in: root) as? CounterView).map { "Count: \($0.screen.count)" }
        }

        terminal.press(.character("+"), .character("+"), .enter)

        #expect(outputs == [.finished(at: 2)])
        #expect(countWhenOutputArrived == "Count: 2")
    }

    @Test func aWorkersOutputReachesTheScreenWithoutAKeyPress() async {
        let root = WorkflowHostingView(workflow: AnswerWorkflow(), showsKeyHints: false)
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 1), root: root)
        expectScreen(terminal, lines: ["Loading…"])

        let answered = await terminal.waitUntil { $0.lines == ["The answer is 42"] }

        expectScreen(terminal, answered)
        #expect(terminal.updatesApplied == 2, "one frame for the first rendering, one for the answer")
    }

    @Test func theHostingEnvironmentAndTerminalSizeReachTheScreensView() {
        let root = WorkflowHostingView(
            workflow: EnvironmentWorkflow(),
            environment: ViewEnvironment.empty.setting(SignatureKey.self, to: "Ada"),
            showsKeyHints: false)
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 2), root: root)

        expectScreen(terminal, lines: ["signed Ada", "terminal 30x2"])
    }

    @Test func aResizeHandsTheViewTheNewTerminalSizeWithoutRebuildingIt() {
        let log = EventLog()
        let root = WorkflowHostingView(workflow: EnvironmentWorkflow(log: log), showsKeyHints: false)
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 2), root: root)

        terminal.resize(to: Size(width: 25, height: 3))

        expectScreen(terminal, lines: ["signed unsigned", "terminal 25x3", ""])
        #expect(log.entries == ["built environment view"])
    }

    @Test func aNewEnvironmentIsShownWithTheCurrentRendering() async {
        let root = WorkflowHostingView(workflow: EnvironmentWorkflow(), showsKeyHints: false)
        let terminal = InMemoryTerminal(size: Size(width: 30, height: 2), root: root)

        root.update(environment: ViewEnvironment.empty.setting(SignatureKey.self, to: "Grace"))

        let shown = await terminal.waitUntil { $0.lines == ["signed Grace", "terminal 30x2"] }
        expectScreen(terminal, shown)
    }

    @Test func aNewThemeRestylesTheFooter() async {
        let root = WorkflowHostingView(workflow: CounterWorkflow())
        let terminal = InMemoryTerminal(size: size, root: root)
        var environment = ViewEnvironment.empty
        environment.theme = .monochrome

        root.update(environment: environment)

        let restyled = await terminal.waitUntil { $0.style(atColumn: 0, row: 4) == Theme.monochrome.key }
        expectScreen(terminal, restyled)
    }
}
