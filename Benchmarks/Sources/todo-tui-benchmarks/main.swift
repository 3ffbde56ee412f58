import Foundation

// `todo-tui-benchmarks [--binary PATH] [runtime|ui|app ...]`: runs the suites asked for
// (all by default) and prints one line per measurement with its target.

let arguments = Array(CommandLine.arguments.dropFirst())
let binary = arguments.firstIndex(of: "--binary").map { arguments[$0 + 1] } ?? "../.build/release/todo-tui"
let suites = Set(arguments.filter { ["runtime", "ui", "app", "store"].contains($0) })
let runsAll = suites.isEmpty

@MainActor
func runBenchmarks() async throws -> [Measurement] {
    var results: [Measurement] = []
    if runsAll || suites.contains("runtime") {
        results += RuntimeBenchmarks.run()
        results.forEach { print($0.line) }
    }
    if runsAll || suites.contains("ui") {
        let ui = try await TerminalBenchmarks.run()
        ui.forEach { print($0.line) }
        results += ui
    }
    if runsAll || suites.contains("app") {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            fatalError("No todo-tui binary at \(binary); build it with `swift build -c release` or pass --binary.")
        }
        let app = try await AppBenchmarks.run(binary: binary)
        app.forEach { print($0.line) }
        results += app
    }
    if runsAll || suites.contains("store") { results += try await StoreBenchmarks.run() }
    return results
}

let results = try await runBenchmarks()
let missed = results.filter { $0.meetsTarget == false }
print("\(results.count - missed.count) of \(results.count) measurements within their targets.")
