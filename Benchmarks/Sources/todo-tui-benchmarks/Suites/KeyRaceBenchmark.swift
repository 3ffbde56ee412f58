import Foundation

/// Issue 30: a list key, from typed to the last byte of its answer (when the screen shows
/// the move), in todo-tui beside tudu and the floor, read as a terminal reads: raw bytes
/// from each program's pseudo-terminal, no emulator in the timed path.
///
/// Every program is started once per list and size and taken to its list; then the keys
/// go round, one to each program in turn (↓ and ↑ by turns, so no list scrolls), each
/// answer read until the program has been quiet for ``quiet`` ms before the next program's
/// key. A busy moment of the machine so falls on every program alike, and the ratio
/// todo-tui / tudu within the run is the figure.
@MainActor
enum KeyRaceBenchmark {
    static let todoCounts = [100, 10_000]
    static let sizes = [(width: 80, height: 24), (width: 200, height: 50)]
    static let keysPerProgram = 200
    /// How long a program must be quiet for its answer to be over.
    static let quiet: Int32 = 30
    /// What the programs are told the terminal is: xterm, as the issue measured.
    static let term = "xterm"

    /// One program in the race, and the keys it is moved with.
    struct Racer {
        let name: String
        let program: ListProgram
        /// Down and up; nil for the terminal's cursor keys, as the program asked for them.
        let keys: (down: String, up: String)?
    }

    /// What one racer's answers measured.
    struct Figures {
        var firstBytes: [Double] = []
        var lastBytes: [Double] = []
        var bytes: [Double] = []
        var failure: String?
    }

    static func run(binary: String) async throws -> [Measurement] {
        let todoTUI = ListProgram.todoTUI(binary: binary)
        var racers = [Racer(name: "floor", program: KeyEcho.program, keys: nil)]
        if ListProgram.tudu.executable != nil {
            racers.append(Racer(name: "tudu", program: .tudu, keys: nil))
        } else {
            report(["key race: tudu is not installed (`make bench` installs it); raced without"])
        }
        racers += [
            Racer(name: "todo-tui, arrows", program: todoTUI, keys: nil),
            Racer(name: "todo-tui, j/k", program: todoTUI, keys: ("j", "k")),
        ]
        var results: [Measurement] = []
        for count in todoCounts {
            let (homes, arguments) = try await ListProgram.homes(for: racers.map(\.program), count: count)
            defer { homes.forEach { $0.remove() } }
            for size in sizes {
                let figures = race(racers, arguments: arguments, homes: homes, size: size)
                let title = "key race, \(count.formatted(.number)) todos, \(size.width)x\(size.height), TERM=\(term): "
                    + "\(keysPerProgram) keys each, one to each program in turn, each answer read to \(quiet) ms of quiet"
                report(table(title, racers: racers, figures: figures))
                results += ratios(racers: racers, figures: figures, count: count, size: size)
            }
        }
        return results
    }

    /// Starts every racer on a terminal of `size`, takes it to its list, sends the keys
    /// round, and quits them.
    private static func race(
        _ racers: [Racer], arguments: [[String]], homes: [TemporaryHome], size: (width: Int, height: Int)
    ) -> [Figures] {
        var figures = racers.map { _ in Figures() }
        let programs = racers.indices.map { index in
            SpawnedProgram(
                executable: racers[index].program.executable!, arguments: arguments[index], home: homes[index],
                width: size.width, height: size.height, term: term
            )
        }
        defer {
            for (racer, program) in zip(racers, programs) { program.quit(typing: racer.program.quitKeys) }
        }
        for (index, racer) in racers.enumerated() {
            figures[index].failure = openTheList(racer.program, on: programs[index].terminal)
        }
        for turn in 0..<keysPerProgram {
            // Who goes first moves round too.
            for offset in racers.indices {
                let index = (turn + offset) % racers.count
                guard figures[index].failure == nil else { continue }
                let terminal = programs[index].terminal
                let down = turn.isMultiple(of: 2)
                let key = racers[index].keys.map { down ? $0.down : $0.up } ?? (down ? terminal.modes.down : terminal.modes.up)
                let typed = ContinuousClock.now
                terminal.type(key)
                guard terminal.waitForOutput(timeout: 2_000) else {
                    figures[index].failure = "wrote nothing within 2 s of a key"
                    continue
                }
                let firstByteAt = ContinuousClock.now
                let (written, lastByteAt) = terminal.drainNotingTheLastByte(quiet: quiet)
                figures[index].firstBytes.append(TimeUnit.milliseconds.value(of: firstByteAt - typed))
                figures[index].lastBytes.append(TimeUnit.milliseconds.value(of: (lastByteAt ?? firstByteAt) - typed))
                figures[index].bytes.append(Double(written.count))
            }
        }
        return figures
    }

    /// Takes `program` to its list as a user would; what went wrong, or nil.
    static func openTheList(_ program: ListProgram, on terminal: PseudoTerminal) -> String? {
        for step in program.stepsToTheList {
            guard terminal.read(until: step.waitFor, timeout: 60) else { return "never showed \"\(step.waitFor)\"" }
            terminal.type(step.type)
        }
        guard terminal.read(until: ListProgram.firstTodoShown, timeout: 60) else { return "never showed its first todo" }
        _ = terminal.drain(quiet: 100)
        if !program.keysToSelectTheList.isEmpty {
            terminal.type(program.keysToSelectTheList)
            _ = terminal.drain(quiet: 100)
        }
        return nil
    }

    private static func table(_ title: String, racers: [Racer], figures: [Figures]) -> [String] {
        var lines = [title, row("", ["first byte", "last byte", "last, p90", "bytes a key"])]
        for (racer, figure) in zip(racers, figures) {
            if let failure = figure.failure, figure.lastBytes.isEmpty {
                lines.append("  \(racer.name) could not race: \(failure)")
                continue
            }
            let sorted = figure.lastBytes.sorted()
            let p90 = sorted.isEmpty ? Double.nan : sorted[min(sorted.count - 1, sorted.count * 9 / 10)]
            lines.append(row(racer.name, [
                format(PeerFigures.median(figure.firstBytes), "ms"), format(PeerFigures.median(figure.lastBytes), "ms"),
                format(p90, "ms"), format(PeerFigures.median(figure.bytes), ""),
            ]))
        }
        return lines
    }

    /// todo-tui's last byte over tudu's, each way of moving: the figure, below 1.
    private static func ratios(racers: [Racer], figures: [Figures], count: Int, size: (width: Int, height: Int)) -> [Measurement] {
        guard let tudu = racers.firstIndex(where: { $0.name == "tudu" }), !figures[tudu].lastBytes.isEmpty else { return [] }
        let tuduLast = PeerFigures.median(figures[tudu].lastBytes)
        return racers.indices.filter { racers[$0].name.hasPrefix("todo-tui") && !figures[$0].lastBytes.isEmpty }.map { index in
            let keys = racers[index].name.replacingOccurrences(of: "todo-tui, ", with: "")
            return Measurement(
                name: "key race: last byte, todo-tui/tudu, \(keys), \(count.formatted(.number)), \(size.width)x\(size.height)",
                samples: [PeerFigures.median(figures[index].lastBytes) / tuduLast], unit: "", statistic: .total, target: 1.0
            )
        }
    }

    private static func row(_ name: String, _ cells: [String]) -> String {
        "  " + name.padding(toLength: 20, withPad: " ", startingAt: 0)
            + cells.map { String(repeating: " ", count: max(0, 14 - $0.count)) + $0 }.joined()
    }

    private static func format(_ value: Double, _ unit: String) -> String {
        guard value.isFinite else { return "—" }
        let number = String(format: value >= 100 ? "%.0f" : value >= 10 ? "%.1f" : "%.3f", value)
        return unit.isEmpty ? number : "\(number) \(unit)"
    }
}
