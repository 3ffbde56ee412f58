import TerminalTesting
import Testing
import WorkflowUI

@MainActor
struct DescribedViewTests {
    @Test func updatingWithTheSameScreenTypeKeepsTheSameViewInstance() {
        let described = DescribedView(screen: NoteScreen("first"), environment: .empty)
        let original = described.currentView

        described.update(screen: NoteScreen("second"), environment: .empty)
        described.update(screen: NoteScreen("third"), environment: .empty)

        #expect(described.currentView === original)
        #expect((described.currentView as? NoteView)?.screen.text == "third")
    }

    @Test func updatingInPlaceCallsScreenDidChangeWithThePreviousScreen() {
        let log = EventLog()
        let described = DescribedView(screen: NoteScreen("first", log: log), environment: .empty)

        described.update(screen: NoteScreen("second", log: log), environment: .empty)
        described.update(screen: NoteScreen("third", log: log), environment: .empty)

        #expect(log.entries == ["built first", "changed from first to second", "changed from second to third"])
    }

    @Test func screenDidChangeReceivesThePreviousEnvironment() {
        final class EnvironmentTrackingView: ScreenView<TrackedScreen> {
            override func screenDidChange(from previousScreen: TrackedScreen, previousEnvironment: ViewEnvironment) {
                screen.log.record("signature went from \(previousEnvironment.signature) to \(environment.signature)")
            }
        }
        struct TrackedScreen: Screen {
            var log: EventLog
            func viewDescription(environment: ViewEnvironment) -> ViewDescription {
                EnvironmentTrackingView.description(for: self, environment: environment)
            }
        }
        let log = EventLog()
        let described = DescribedView(screen: TrackedScreen(log: log), environment: .empty)

        described.update(screen: TrackedScreen(log: log), environment: ViewEnvironment.empty.setting(SignatureKey.self, to: "Ada"))

        #expect(log.entries == ["signature went from unsigned to Ada"])
    }

    @Test func aDifferentScreenTypeBuildsANewViewAndDropsTheOldOne() {
        let log = EventLog()
        let described = DescribedView(screen: NoteScreen("note", log: log), environment: .empty)
        weak let oldView = described.currentView
        #expect(oldView is NoteView)

        described.update(screen: EnvironmentScreen(log: log), environment: .empty)

        #expect(described.currentView is EnvironmentView)
        #expect(oldView == nil, "the old view should have been released, not kept alive")
        #expect(log.entries == ["built note", "built environment view"], "the old view must not be updated with the new screen")
    }

    @Test func changingBackToTheFirstScreenTypeBuildsAFreshView() {
        let log = EventLog()
        let described = DescribedView(screen: NoteScreen("one", log: log), environment: .empty)

        described.update(screen: EnvironmentScreen(), environment: .empty)
        described.update(screen: NoteScreen("two", log: log), environment: .empty)

        #expect(log.entries == ["built one", "built two"])
    }

    @Test func aTypeChangeIsShownOnTheNextFrame() async {
        let described = DescribedView(screen: NoteScreen("a note"), environment: .empty)
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 3), root: described)
        expectScreen(terminal, lines: ["a note", "", ""])

        described.update(screen: EnvironmentScreen(), environment: .empty)
        described.setNeedsDisplay()

        let shown = await terminal.waitUntil { $0.lines[0] == "signed unsigned" }
        expectScreen(terminal, shown)
        expectScreen(terminal, lines: ["signed unsigned", "terminal 80x24", ""])
    }

    @Test func aViewBuiltForANewScreenTypeCanAskForAFrame() async {
        let described = DescribedView(screen: NoteScreen("note"), environment: .empty)
        let root = described
        let terminal = InMemoryTerminal(size: Size(width: 20, height: 2), root: root)
        described.update(screen: EnvironmentScreen(), environment: .empty)
        terminal.press(.character("x"))
        let frames = terminal.framesDrawn

        described.currentView.setNeedsDisplay()

        await expectScreen(terminal, eventually: { _ in terminal.framesDrawn == frames + 1 })
    }

    @Test func theNewViewIsLaidOutAtTheSizeItIsDrawnAt() {
        let log = EventLog()
        let described = DescribedView(screen: EnvironmentScreen(), environment: .empty)
        let terminal = InMemoryTerminal(size: Size(width: 12, height: 2), root: described)

        described.update(screen: NoteScreen("note", log: log), environment: .empty)
        terminal.press(.character("x"))

        #expect(log.entries == ["built note", "layout note 12x2"])
        expectScreen(terminal, lines: ["note", ""])
    }

    @Test func erasingAScreenWithAnyScreenKeepsTheSameView() {
        let described = DescribedView(screen: NoteScreen("plain"), environment: .empty)
        let original = described.currentView

        described.update(screen: NoteScreen("erased").asAnyScreen(), environment: .empty)
        #expect(described.currentView === original)

        described.update(screen: AnyScreen(AnyScreen(NoteScreen("erased twice"))), environment: .empty)
        #expect(described.currentView === original)
        #expect((described.currentView as? NoteView)?.screen.text == "erased twice")
    }

    @Test func erasingAnErasedScreenDoesNotNestIt() {
        let twice = AnyScreen(NoteScreen("inner").asAnyScreen())

        #expect(twice.wrappedScreen is NoteScreen)
        #expect((twice.wrappedScreen as? NoteScreen)?.text == "inner")
    }

    @Test func aSubclassOfAViewIsADifferentKind() {
        final class LoudNoteView: ScreenView<NoteScreen> {}
        let note = NoteScreen("note")
        let plain = NoteView.description(for: note, environment: .empty)
        let loud = LoudNoteView.description(for: note, environment: .empty)

        #expect(plain.canUpdate(view: plain.buildView()))
        #expect(!plain.canUpdate(view: loud.buildView()))
        #expect(!loud.canUpdate(view: plain.buildView()))
    }
}
