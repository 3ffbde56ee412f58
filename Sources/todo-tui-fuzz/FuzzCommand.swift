import ArgumentParser
import Foundation
import TodoAppFuzzing

/// `todo-tui-fuzz`: drives the whole app on an in-memory terminal with random events
/// from a seed and checks it after every one (see `FuzzRun`). `make fuzz` runs a million.
@main
struct FuzzCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo-tui-fuzz",
        abstract: "Send random keys, pastes, resizes, garbage and the mouse through todo-tui, checking it after each.",
        discussion: "The seed is printed first; the same seed makes the same events. Odd seeds fuzz the mouse too, "
            + "unless --mouse or --no-mouse says. Exits 1 on a failure, with its report."
    )

    @Option(help: "The seed; a random one by default.")
    var seed: UInt64?

    @Option(help: "How many events to send.")
    var events = 1_000_000

    @Flag(inversion: .prefixedNo, help: "Whether the app takes the mouse and the events include it (by default for odd seeds).")
    var mouse: Bool?

    @Option(help: "Compare the store with the app every N events (and at each quit and the end).")
    var modelCheckInterval = 100

    @Option(help: ArgumentHelp("Print every event from index N on, and the screen after it: to see what led to a crash.", valueName: "N"))
    var traceFrom: Int?

    @Flag(help: "On a failure, cut its events down to a few that still fail, and print them as Swift.")
    var minimize = false

    @MainActor
    mutating func run() async throws {
        let seed = self.seed ?? UInt64.random(in: 0...UInt64.max)
        let run = FuzzRun(seed: seed, events: events, usesMouse: mouse)
        say("todo-tui-fuzz: seed \(seed), \(events) events, the mouse \(run.usesMouse ? "on" : "off")")
        run.modelCheckInterval = modelCheckInterval
        run.keepsEvents = minimize
        CrashReport.watch(options: run.reproducingOptions)
        let clock = ContinuousClock()
        let start = clock.now
        var lastProgress = start
        let traceFrom = self.traceFrom
        let total = events
        run.willDeliver = { index, event in
            CrashReport.currentEvent.store(index, ordering: .relaxed)
            if let traceFrom, index >= traceFrom {
                say("#\(index) \(event.summary(limit: 400))")
            }
            let now = clock.now
            if now - lastProgress >= .seconds(10) {
                lastProgress = now
                let seconds = (now - start) / .seconds(1)
                say(String(format: "  %d/%d events, %.0f s, %.0f events/s", index, total, seconds, Double(index) / seconds))
            }
        }
        if let traceFrom {
            run.didDeliver = { index, screen in
                if index >= traceFrom { say(screen()) }
            }
        }
        let outcome = await run.run()
        CrashReport.currentEvent.store(-1, ordering: .relaxed)
        let elapsed = (clock.now - start) / .seconds(1)
        switch outcome {
        case .success(let statistics):
            say(String(format: "todo-tui-fuzz: seed %llu, %d events passed in %.1f s (%.0f events/s)", seed, events, elapsed, Double(events) / elapsed))
            say("  \(statistics)")
        case .failure(let failure):
            say(failure.description)
            if minimize { await minimizeFailure(run.events, usesMouse: run.usesMouse) }
            throw ExitCode(1)
        }
    }

    @MainActor
    private func minimizeFailure(_ events: [FuzzEvent], usesMouse: Bool) async {
        say("Minimising \(events.count) events...")
        guard let (short, failure) = await FuzzMinimizer.minimize(
            events, progress: { say("  \($0) events still fail") }, replay: { await FuzzRun.replay($0, usesMouse: usesMouse) }
        ) else {
            say("The events did not fail when replayed: the failure depends on more than the events.")
            return
        }
        say("\(short.count) events fail:\n\(failure)")
        say("As Swift, for a regression test (replayed with usesMouse: \(usesMouse)):\n[\n" + short.map { "    \($0)," }.joined(separator: "\n") + "\n]")
    }
}

/// Writes a line to standard output at once, unbuffered even into a file or a pipe, so
/// that the seed and the progress are there to read however the run ends.
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}
