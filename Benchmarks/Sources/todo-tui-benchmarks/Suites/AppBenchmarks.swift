import Foundation
import Glibc
import TodoApp
import WorkflowUI

/// Issue 4: the todo-tui binary as a user runs it.
@MainActor
enum AppBenchmarks {
    static func run(binary: String) async throws -> [Measurement] {
        var results = versionPeakMemory(binary: binary).map { [$0] } ?? []
        let tenThousand = try await BenchmarkData.dataDirectory(user: "Ten", count: 10_000)
        let hundredThousand = try await BenchmarkData.dataDirectory(user: "Hundred", count: 100_000)
        let million = try await BenchmarkData.dataDirectory(user: "Million", count: 1_000_000)
        defer {
            for directory in [tenThousand, hundredThousand, million] {
                try? FileManager.default.removeItem(at: directory)
            }
        }
        results.append(startToWelcome(binary: binary, data: tenThousand))
        results.append(logInToList(binary: binary, data: tenThousand, user: "Ten", count: 10_000, target: 50).time)
        let big = logInToList(binary: binary, data: hundredThousand, user: "Hundred", count: 100_000, target: 300)
        results += [big.time, big.memory]
        let huge = logInToList(
            binary: binary, data: million, user: "Million", count: 1_000_000, target: 150, memoryTarget: 60
        )
        results += [huge.time, huge.memory]
        results.append(try await listKeystroke(data: hundredThousand, user: "Hundred", count: 100_000))
        results.append(try await listKeystroke(data: million, user: "Million", count: 1_000_000))
        results += try await OutsideChangeBenchmark.run(binary: binary)
        return results
    }

    /// The peak memory of `todo-tui --version`, as GNU time reports it: the process's
    /// own, which reading /proc cannot catch before so short a process is gone (and which
    /// the rusage of a child started by posix_spawn does not give either: it counts the
    /// parent's memory, shared until the exec). Nil, said so, without GNU time.
    static func versionPeakMemory(binary: String) -> Measurement? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else {
            report(["app: no GNU time at \(time) (`make bench` installs it): the peak memory of --version is not measured"])
            return nil
        }
        let samples = (0..<5).compactMap { _ -> Double? in
            let home = try? TemporaryHome()
            defer { home?.remove() }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: time)
            process.arguments = ["-f", "%M", binary, "--version"]
            process.environment = ["HOME": home?.url.path ?? "/nonexistent", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
            let measured = Pipe()
            process.standardError = measured
            process.standardOutput = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            process.waitUntilExit()
            let text = String(decoding: measured.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let kilobytes = text.split(separator: "\n").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            return kilobytes.map { $0 / 1024 }
        }
        return Measurement(name: "app: peak memory of --version", samples: samples, unit: "MB", statistic: .maximum, target: 8)
    }

    /// From starting the process to the welcome screen drawn.
    static func startToWelcome(binary: String, data: URL) -> Measurement {
        let samples = (0..<15).map { _ in
            guard let home = try? TemporaryHome() else { fatalError("Could not make a temporary home") }
            defer { home.remove() }
            let clock = ContinuousClock()
            var program: SpawnedProgram!
            let elapsed = clock.measure {
                program = SpawnedProgram(executable: binary, arguments: ["--data-dir", data.path], home: home)
                guard program.terminal.read(until: "What's your name?") else { fatalError("No welcome screen") }
            }
            program.quit()
            return TimeUnit.milliseconds.value(of: elapsed)
        }
        return Measurement(name: "app: process start to the welcome screen drawn", samples: samples, unit: "ms", statistic: .median, target: 5)
    }

    /// From Enter on the welcome screen to the user's list drawn, and the peak memory
    /// of the process once it is.
    static func logInToList(
        binary: String, data: URL, user: String, count: Int, target: Double, memoryTarget: Double = 40
    ) -> (time: Measurement, memory: Measurement) {
        var times: [Double] = []
        var memory: [Double] = []
        for _ in 0..<7 {
            let program = SpawnedProgram(executable: binary, arguments: ["--data-dir", data.path])
            guard program.terminal.read(until: "What's your name?") else { fatalError("No welcome screen") }
            program.terminal.type(user)
            _ = program.terminal.drain(quiet: 30)
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                program.terminal.type("\r")
                guard program.terminal.read(until: "1/\(count)", timeout: 120) else { fatalError("The list never appeared") }
            }
            times.append(TimeUnit.milliseconds.value(of: elapsed))
            memory.append(program.peakMemoryMegabytes)
            program.quit()
        }
        let formatted = count.formatted(.number)
        return (
            Measurement(name: "app: Enter on welcome to the list drawn, \(formatted) todos", samples: times, unit: "ms", statistic: .median, target: target),
            Measurement(name: "app: peak memory with \(formatted) todos shown", samples: memory, unit: "MB", statistic: .maximum, target: memoryTarget)
        )
    }

    /// From a key pressed in the list to the first byte of the new frame, with `count`
    /// todos, on the real curses terminal.
    static func listKeystroke(data: URL, user: String, count: Int) async throws -> Measurement {
        let store = try SQLiteTodoStore(location: DataLocation(directory: data))
        let app = try CursesAppUnderTest(store: store, width: 80, height: 24)
        let samples = await app.drive { pty -> [Double] in
            _ = pty.drain()
            pty.type("\(user)\r")
            guard pty.read(until: "1/\(count)", timeout: 120) else { fatalError("The list never appeared") }
            _ = pty.drain()
            let clock = ContinuousClock()
            return (0..<500).map { index in
                let elapsed = clock.measure {
                    pty.type(index % 2 == 0 ? "j" : "k")
                    _ = pty.waitForOutput(timeout: 5_000)
                }
                _ = pty.drain(quiet: 5)
                return TimeUnit.milliseconds.value(of: elapsed)
            }
        }
        await app.stop()
        return Measurement(
            name: "app: list keystroke to first byte written, \(count.formatted(.number)) todos",
            samples: samples, unit: "ms", statistic: .median, target: 1
        )
    }
}
