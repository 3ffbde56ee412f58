import Foundation

/// Issue 29: what an interface left open costs while nothing happens, on a list of 1,000
/// todos on the server (its copy made when it opened, kept in step, a connection listening)
/// and, beside it in the same run, on SQLite: from the list drawn and quiet, for
/// ``seconds``, the processor time it used and how often its threads woke (context
/// switches), as `perf stat` counts them, the bytes it wrote, and its memory at the end
/// (resident, and the peak since it started); then the same over the next ``seconds``,
/// left open, once what opening the list started has wound down (the thread pool's
/// workers end after five idle seconds).
@MainActor
enum IdleClientBenchmark {
    static let seconds = 30
    static let todos = 1_000

    static func run(binary: String, server: BenchmarkServer) async throws -> [Measurement] {
        let listName = "Idle"
        _ = try ServerListData.fill(listName, count: todos, owner: BenchmarkServer.owner, on: server)
        let onServer = idle(SpawnedProgram(
            executable: binary, arguments: ["--server", server.conninfo(role: BenchmarkServer.owner), "--user", listName]
        ))
        let data = try await BenchmarkData.dataDirectory(user: "Ada", count: todos)
        defer { try? FileManager.default.removeItem(at: data) }
        let onSQLite = idle(SpawnedProgram(executable: binary, arguments: ["--data-dir", data.path, "--user", "Ada"]))
        var measurements: [Measurement] = []
        for (place, windows) in [("a server", onServer), ("SQLite", onSQLite)] {
            for (window, figures) in zip(["0-\(seconds) s", "\(seconds)-\(2 * seconds) s"], windows) {
                let what = "idle \(window), \(todos.formatted(.number)) todos on \(place)"
                measurements += [
                    Measurement(name: "\(what), processor time", samples: [figures.processorMilliseconds], unit: "ms", statistic: .total, target: nil),
                    Measurement(name: "\(what), wake-ups (context switches)", samples: [figures.wakeUps], unit: "", statistic: .total, target: nil),
                    Measurement(name: "\(what), bytes written", samples: [figures.bytesWritten], unit: "", statistic: .total, target: nil),
                    Measurement(name: "\(what), resident memory at the end", samples: [figures.residentMegabytes], unit: "MB", statistic: .total, target: nil),
                    Measurement(name: "\(what), peak memory", samples: [figures.peakMegabytes], unit: "MB", statistic: .total, target: nil),
                ]
            }
        }
        report(measurements.map(\.line))
        return measurements
    }

    struct Figures {
        var processorMilliseconds: Double
        var wakeUps: Double
        var bytesWritten: Double
        var residentMegabytes: Double
        var peakMegabytes: Double
    }

    /// Waits for `program` to draw the list, then for a second of quiet, then measures it
    /// over two windows of ``seconds`` one after the other while reading what it writes,
    /// and quits it.
    static func idle(_ program: SpawnedProgram) -> [Figures] {
        defer { program.quit() }
        let screen = ScreenReader(program.terminal, width: 80, height: 24)
        guard screen.read(untilShowing: "1/\(todos)", timeout: 120) != nil else {
            fatalError("The list never appeared:\n\(screen.screen.lines.joined(separator: "\n"))")
        }
        screen.drain(quiet: 1_000)
        return [measure(program, screen), measure(program, screen)]
    }

    /// Measures `program` over ``seconds`` while reading what it writes.
    private static func measure(_ program: SpawnedProgram, _ screen: ScreenReader) -> Figures {
        let (processorBefore, bytesBefore) = (ProcessorTime.seconds(of: program.pid) ?? .nan, screen.bytesRead)
        let counting = PerfCount(pid: program.pid, seconds: seconds)
        let end = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < end {
            let left = end - .now
            _ = screen.firstBytes(timeout: Int32(max(1, TimeUnit.milliseconds.value(of: left))))
        }
        let counted = counting?.result()
        return Figures(
            // The kernel's own count is in ticks of 10 ms; perf's, where there is perf, is exact.
            processorMilliseconds: counted?.taskClock ?? ((ProcessorTime.seconds(of: program.pid) ?? .nan) - processorBefore) * 1000,
            wakeUps: counted?.contextSwitches ?? .nan,
            bytesWritten: Double(screen.bytesRead - bytesBefore),
            residentMegabytes: statusMegabytes("VmRSS", of: program.pid),
            peakMegabytes: program.peakMemoryMegabytes
        )
    }

    /// `perf stat` counting a process's processor time and context switches, every thread
    /// of it, those that end and those that start meanwhile too (which /proc cannot give:
    /// an idle program's worker threads come and go); nil without perf.
    struct PerfCount {
        let process: Process
        let output: Pipe

        init?(pid: pid_t, seconds: Int) {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/perf") else { return nil }
            process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/perf")
            process.arguments = ["stat", "-x", ",", "-e", "task-clock,context-switches", "-p", "\(pid)", "--", "sleep", "\(seconds)"]
            output = Pipe()
            process.standardError = output
            process.standardOutput = FileHandle.nullDevice
            do { try process.run() } catch { return nil }
        }

        /// Milliseconds of processor time and context switches, once perf is done.
        func result() -> (taskClock: Double, contextSwitches: Double)? {
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let value = { (event: String) in
                text.split(separator: "\n").first { $0.contains(",\(event),") || $0.contains(",\(event)") }
                    .flatMap { Double($0.split(separator: ",").first ?? "") }
            }
            guard let clock = value("task-clock"), let switches = value("context-switches") else { return nil }
            return (clock, switches)
        }
    }

    /// A figure of /proc/PID/status given in kB, in megabytes.
    static func statusMegabytes(_ field: String, of pid: pid_t) -> Double {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("\(field):") } ?? ""
        return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024
    }
}
