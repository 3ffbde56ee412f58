import Foundation

/// Issue 30, counted rather than timed: one list key (↓) in todo-tui and in tudu, run
/// under callgrind, from the key typed to the answer written. For each, the instructions
/// the main thread ran and the 64-byte lines of code they came from. In todo-tui, what
/// its terminal session does with the key, up to and with the frame it writes
/// (`TerminalSession.handle`), less what runs once the frame is written
/// (`runAfterFrameWork`: the workflows hearing of a move the list showed at once). Work
/// a key starts for later (a read of the store coming back) is not counted either: it
/// writes its own frame, if any, after the answer.
///
/// The key race times what a terminal sees, on a machine whose other work shows in it;
/// these counts are the same on every run, and say why the race comes out as it does: in
/// the race each key comes after 30 ms of quiet, to caches other programs have used, and
/// every line of code a key runs is fetched again.
@MainActor
enum KeyCostBenchmark {
    static let todoCount = 100
    static let sizes = [(width: 80, height: 24), (width: 200, height: 50)]
    /// Keys before the one counted, so that what runs once (the first frame's set-up, the
    /// first use of a path) is not counted.
    static let warmingKeys = 6
    static let valgrind = "/usr/bin/valgrind"
    static let control = "/usr/bin/callgrind_control"

    static func run(binary: String) async throws -> [Measurement] {
        guard FileManager.default.isExecutableFile(atPath: valgrind), FileManager.default.isExecutableFile(atPath: control) else {
            report(["key cost: valgrind is not installed (`make bench` installs it); not counted"])
            return []
        }
        guard ListProgram.tudu.executable != nil else {
            report(["key cost: tudu is not installed (`make bench` installs it); not counted"])
            return []
        }
        // Valgrind 3.19 cannot read the release binary's debugging sections (TOMLKit's
        // C++); a copy without them has the same code at the same addresses and names.
        let copies = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-bench-stripped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: copies) }
        let stripped = copies.appendingPathComponent("todo-tui").path
        try run("/usr/bin/objcopy", ["--strip-debug", binary, stripped])
        let programs = [ListProgram.tudu, ListProgram.todoTUI(binary: stripped)]
        // Callgrind's toggles: collecting starts on entering the first and stops inside
        // the second.
        let countedInside: [[String]] = [[], ["*TerminalSessionC6handle*", "*TerminalSessionC17runAfterFrameWork*"]]
        let (homes, arguments) = try await ListProgram.homes(for: programs, count: todoCount)
        defer { homes.forEach { $0.remove() } }
        var results: [Measurement] = []
        for size in sizes {
            var profiles: [CallgrindProfile] = []
            for (index, program) in programs.enumerated() {
                profiles.append(try count(
                    program, arguments: arguments[index], home: homes[index], size: size, inside: countedInside[index]
                ))
            }
            let (tudu, todoTUI) = (profiles[0], profiles[1])
            report([
                "key cost, ↓ in a list of \(todoCount) todos, \(size.width)x\(size.height), counted by callgrind (main thread; todo-tui: TerminalSession.handle to the frame written)",
                "  " + "".padding(toLength: 12, withPad: " ", startingAt: 0) + "instructions".leftPadded(16) + "code lines".leftPadded(14)
                    + "code pages".leftPadded(14),
                "  tudu        " + "\(tudu.instructions)".leftPadded(14) + "\(tudu.codeLines)".leftPadded(14) + "\(tudu.codePages)".leftPadded(14),
                "  todo-tui    " + "\(todoTUI.instructions)".leftPadded(14) + "\(todoTUI.codeLines)".leftPadded(14)
                    + "\(todoTUI.codePages)".leftPadded(14),
            ])
            results += [
                Measurement(
                    name: "key cost: instructions, todo-tui/tudu, \(size.width)x\(size.height)",
                    samples: [Double(todoTUI.instructions) / Double(tudu.instructions)], unit: "", statistic: .total, target: nil
                ),
                Measurement(
                    name: "key cost: code lines, todo-tui/tudu, \(size.width)x\(size.height)",
                    samples: [Double(todoTUI.codeLines) / Double(tudu.codeLines)], unit: "", statistic: .total, target: nil
                ),
                Measurement(
                    name: "key cost: code pages, todo-tui/tudu, \(size.width)x\(size.height)",
                    samples: [Double(todoTUI.codePages) / Double(tudu.codePages)], unit: "", statistic: .total, target: nil
                ),
            ]
        }
        return results
    }

    /// Starts `program` under callgrind with nothing counted, takes it to its list, moves
    /// through it, then counts one ↓ until its answer is written: all of it, or only what
    /// runs inside the functions `inside` names (callgrind patterns, each toggling).
    private static func count(
        _ program: ListProgram, arguments: [String], home: TemporaryHome, size: (width: Int, height: Int), inside: [String]
    ) throws -> CallgrindProfile {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-bench-callgrind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("profile")
        let spawned = SpawnedProgram(
            executable: valgrind,
            arguments: [
                "--tool=callgrind", "--instr-atstart=no", "--separate-threads=yes", "--dump-instr=yes",
                "--callgrind-out-file=\(output.path)",
            ] + inside.map { "--toggle-collect=\($0)" } + [program.executable!] + arguments,
            home: home, width: size.width, height: size.height, term: KeyRaceBenchmark.term
        )
        defer { spawned.quit(typing: program.quitKeys) }
        let terminal = spawned.terminal
        if let failure = KeyRaceBenchmark.openTheList(program, on: terminal) {
            throw KeyCostError.noList(program.name, failure)
        }
        for turn in 0..<warmingKeys {
            terminal.type(turn.isMultiple(of: 2) ? terminal.modes.down : terminal.modes.up)
            _ = terminal.waitForOutput(timeout: 10_000)
            _ = terminal.drain(quiet: 300)
        }
        try callgrind("--instr=on", pid: spawned.pid)
        terminal.type(terminal.modes.down)
        guard terminal.waitForOutput(timeout: 10_000) else { throw KeyCostError.noAnswer(program.name) }
        _ = terminal.drain(quiet: 500)
        try callgrind("--instr=off", pid: spawned.pid)
        try callgrind("--dump", pid: spawned.pid)
        // The main thread's part of the first dump.
        let dump = directory.appendingPathComponent("profile.1-01")
        let deadline = ContinuousClock.now + .seconds(30)
        while !FileManager.default.fileExists(atPath: dump.path) || (try? CallgrindProfile(file: dump)) == nil {
            guard ContinuousClock.now < deadline else { throw KeyCostError.noDump(program.name) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try CallgrindProfile(file: dump)
    }

    private static func callgrind(_ option: String, pid: pid_t) throws {
        try run(control, [option, "\(pid)"])
    }

    private static func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw KeyCostError.command(([executable] + arguments).joined(separator: " "), process.terminationStatus)
        }
    }
}

enum KeyCostError: Error, CustomStringConvertible {
    case noList(String, String)
    case noAnswer(String)
    case noDump(String)
    case command(String, Int32)

    var description: String {
        switch self {
        case .noList(let name, let failure): "key cost: \(name) under callgrind \(failure)"
        case .noAnswer(let name): "key cost: \(name) under callgrind wrote nothing within 10 s of the key counted"
        case .noDump(let name): "key cost: callgrind wrote no profile of \(name) within 30 s"
        case .command(let command, let status): "key cost: `\(command)` ended with \(status)"
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
