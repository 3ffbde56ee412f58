import Foundation

/// Issue 13: todo-tui beside tudu and calcurse, in the same run, through the same
/// pseudo-terminal harness, on the same todos written in each program's own format.
///
/// Figures on a shared machine move by up to 60% from one run to the next, so what
/// counts is the ratio within one run: the programs take turns, session after session,
/// so that a busy moment weighs on each of them alike.
@MainActor
enum PeerBenchmarks {
    static let todoCounts = [100, 10_000]
    /// Sessions per program and list; each starts the program once.
    static let sessions = 7
    /// Keys per session, ↓ and ↑ in turn.
    static let keysPerSession = 40

    static func run(binary: String) async throws -> [Measurement] {
        let programs = [ListProgram.todoTUI(binary: binary), .tudu, .calcurse]
        let missing = programs.filter { $0.executable == nil }.map(\.name)
        if !missing.isEmpty {
            report(["peers: \(missing.joined(separator: " and ")) not installed (`make bench` installs them); compared without"])
        }
        programs.compactMap(\.executable).forEach(PageCache.load)
        var results: [Measurement] = []
        // The floor takes its turns with the programs, so that it meets the same moments.
        let floor = KeyEcho.program
        let driven = programs.filter { $0.executable != nil } + [floor]
        for count in todoCounts {
            var figures = try await compare(driven, count: count)
            let floorFigures = figures.removeLast()
            let title = "peers, \(count.formatted(.number)) todos, 80x24, one run: medians of \(sessions) starts "
                + "and \(sessions * keysPerSession) keys each, the programs in turn; ratio = todo-tui / peer"
            report(PeerTable(title: title, figures: figures, floor: floorFigures).lines)
            results += targets(figures, count: count)
        }
        return results
    }

    /// Runs each program `sessions` times on `count` todos, taking turns.
    private static func compare(_ programs: [ListProgram], count: Int) async throws -> [PeerFigures] {
        let (homes, arguments) = try await ListProgram.homes(for: programs, count: count)
        defer { homes.forEach { $0.remove() } }
        var figures = programs.map { PeerFigures(program: $0.name) }
        for round in 0..<sessions {
            // Who goes first changes from round to round too.
            for offset in programs.indices {
                let index = (round + offset) % programs.count
                let program = programs[index]
                figures[index].add(ListSession.run(
                    program, executable: program.executable!, arguments: arguments[index],
                    home: homes[index], keyCount: keysPerSession
                ))
            }
        }
        return figures
    }

    /// The target these sessions measure: with 100 todos shown, under 16 MB as the binary
    /// ships (position-independent, the system's C library, SQLite and ncurses shared).
    /// A key's speed against tudu's is the key race's (`keys`): its last byte, the keys
    /// sent round; the first byte is no race, as tudu writes a bare cursor move before its
    /// frame exists.
    private static func targets(_ figures: [PeerFigures], count: Int) -> [Measurement] {
        guard let todoTUI = figures.first(where: { $0.program == "todo-tui" }) else { return [] }
        var results: [Measurement] = []
        if count == 100 {
            results.append(Measurement(
                name: "app: peak memory with 100 todos shown", samples: todoTUI.peakMemories,
                unit: "MB", statistic: .maximum, target: 16
            ))
        }
        return results
    }
}
