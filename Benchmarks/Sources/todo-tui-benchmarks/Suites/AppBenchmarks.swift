import Foundation
import Glibc
import TodoApp
import WorkflowUI

/// Issue 4: the todo-tui binary as a user runs it.
@MainActor
enum AppBenchmarks {
    static func run(binary: String) async throws -> [Measurement] {
        let tenThousand = try await BenchmarkData.dataDirectory(user: "Ten", count: 10_000)
        let hundredThousand = try await BenchmarkData.dataDirectory(user: "Hundred", count: 100_000)
        defer {
            try? FileManager.default.removeItem(at: tenThousand)
            try? FileManager.default.removeItem(at: hundredThousand)
        }
        var results = [startToWelcome(binary: binary, data: tenThousand)]
        results.append(logInToList(binary: binary, data: tenThousand, user: "Ten", count: 10_000, target: 50).time)
        let big = logInToList(binary: binary, data: hundredThousand, user: "Hundred", count: 100_000, target: 300)
        results += [big.time, big.memory]
        results.append(try await keystrokeWithAHundredThousandTodos(data: hundredThousand))
        return results
    }

    /// From starting the process to the welcome screen drawn.
    static func startToWelcome(binary: String, data: URL) -> Measurement {
        let samples = (0..<15).map { _ in
            let clock = ContinuousClock()
            var program: SpawnedProgram!
            let elapsed = clock.measure {
                program = SpawnedProgram(binary: binary, arguments: ["--data-dir", data.path])
                guard program.terminal.read(until: "What's your name?") else { fatalError("No welcome screen") }
            }
            program.quit()
            return TimeUnit.milliseconds.value(of: elapsed)
        }
        return Measurement(name: "app: process start to the welcome screen drawn", samples: samples, unit: "ms", statistic: .median, target: 30)
    }

    /// From Enter on the welcome screen to the user's list drawn, and the peak memory
    /// of the process once it is.
    static func logInToList(binary: String, data: URL, user: String, count: Int, target: Double) -> (time: Measurement, memory: Measurement) {
        var times: [Double] = []
        var memory: [Double] = []
        for _ in 0..<7 {
            let program = SpawnedProgram(binary: binary, arguments: ["--data-dir", data.path])
            guard program.terminal.read(until: "What's your name?") else { fatalError("No welcome screen") }
            program.terminal.type(user)
            _ = program.terminal.drain(quiet: 30)
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                program.terminal.type("\r")
                guard program.terminal.read(until: "1/\(count)") else { fatalError("The list never appeared") }
            }
            times.append(TimeUnit.milliseconds.value(of: elapsed))
            memory.append(program.peakMemoryMegabytes)
            program.quit()
        }
        let formatted = count.formatted(.number)
        return (
            Measurement(name: "app: Enter on welcome to the list drawn, \(formatted) todos", samples: times, unit: "ms", statistic: .median, target: target),
            Measurement(name: "app: peak memory with \(formatted) todos shown", samples: memory, unit: "MB", statistic: .maximum, target: 40)
        )
    }

    /// From a key pressed in the list to the first byte of the new frame, with 100,000
    /// todos, on the real curses terminal.
    static func keystrokeWithAHundredThousandTodos(data: URL) async throws -> Measurement {
        let store = try SQLiteTodoStore(location: DataLocation(directory: data))
        let app = try CursesAppUnderTest(store: store, width: 80, height: 24)
        let samples = await app.drive { pty -> [Double] in
            _ = pty.drain()
            pty.type("Hundred\r")
            guard pty.read(until: "1/100000") else { fatalError("The list never appeared") }
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
        return Measurement(name: "app: list keystroke to first byte written, 100,000 todos", samples: samples, unit: "ms", statistic: .median, target: 1)
    }
}
