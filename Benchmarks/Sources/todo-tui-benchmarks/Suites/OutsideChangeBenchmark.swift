import Foundation

/// Issue 26: a change another program makes (a script's `todo-tui add`) shown in a list
/// left open, from the moment that program has committed and exited to the todo on the
/// screen. The app is told by the files the commit writes, never by polling.
@MainActor
enum OutsideChangeBenchmark {
    static func run(binary: String) async throws -> [Measurement] {
        let data = try await BenchmarkData.dataDirectory(user: "Ada", count: 100)
        defer { try? FileManager.default.removeItem(at: data) }
        let program = SpawnedProgram(executable: binary, arguments: ["--data-dir", data.path])
        defer { program.quit() }
        guard program.terminal.read(until: "What's your name?") else { fatalError("No welcome screen") }
        program.terminal.type("Ada\r")
        guard program.terminal.read(until: "1/100") else { fatalError("The list never appeared") }
        _ = program.terminal.drain(quiet: 100)
        let clock = ContinuousClock()
        var samples: [Double] = []
        for index in 1...30 {
            // Shown at the end of the list, beyond the rows on screen: the header's count
            // says it arrived.
            add("From a script \(index)", binary: binary, data: data)
            let committed = clock.now
            guard program.terminal.read(until: "/\(100 + index)", timeout: 10) else {
                fatalError("Another program's todo \(index) was not shown within 10 s")
            }
            samples.append(TimeUnit.milliseconds.value(of: clock.now - committed))
            // Apart, as a script's changes come: the looks after one are over before the next.
            _ = program.terminal.drain(quiet: 200)
        }
        let name = "app: another program's add to the list shown"
        return [
            Measurement(name: name + " (median)", samples: samples, unit: "ms", statistic: .median, target: 300),
            Measurement(name: name + " (slowest)", samples: samples, unit: "ms", statistic: .maximum, target: 1_000),
        ]
    }

    /// Runs `todo-tui add` to its end, as a script would.
    private static func add(_ title: String, binary: String, data: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--data-dir", data.path, "add", "--user", "Ada", title]
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            fatalError("Could not run todo-tui add: \(error)")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { fatalError("todo-tui add failed with status \(process.terminationStatus)") }
    }
}
