import Testing
import TodoAppFuzzing

/// The short fuzz run of `make test`: fifteen thousand events through the whole app, ten
/// thousand from fixed seeds (the same events every time), one with the mouse off and one
/// with it on, and five from a new seed each time (printed, so that a failure can be
/// reproduced with `todo-tui-fuzz --seed`; odd seeds fuzz the mouse). `make fuzz` runs a
/// million.
@MainActor
struct AppFuzzTests {
    @Test func fiveThousandEventsFromAFixedSeedBreakNothing() async {
        await expectNoFailure(seed: 20_261_122, events: 5_000)
    }

    @Test func fiveThousandEventsWithTheMouseFromAFixedSeedBreakNothing() async {
        await expectNoFailure(seed: 20_261_123, events: 5_000)
    }

    @Test func fiveThousandEventsFromANewSeedBreakNothing() async {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("AppFuzzTests: seed \(seed)")
        await expectNoFailure(seed: seed, events: 5_000)
    }

    private func expectNoFailure(seed: UInt64, events: Int) async {
        let run = FuzzRun(seed: seed, events: events)
        switch await run.run() {
        case .success(let statistics):
            // A run that never got past the login screen would prove little.
            #expect(statistics.eventsPerScreen[.list, default: 0] > events / 10, "\(statistics)")
            #expect(statistics.eventsPerScreen[.editor, default: 0] > events / 20, "\(statistics)")
            if FuzzRun.usesMouse(forSeed: seed) {
                // Nor would clicks that all landed where the mouse does nothing (in the
                // editor, on an empty list): some one in ten of them change the screen.
                #expect(statistics.mouseEvents > events / 20, "\(statistics)")
                #expect(statistics.mouseEventsThatChangedTheScreen > statistics.mouseEvents / 20, "\(statistics)")
            }
        case .failure(let failure):
            Issue.record("\(failure)")
        }
    }
}
