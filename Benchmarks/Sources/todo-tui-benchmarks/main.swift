import CursesTerminal
import Foundation

// `todo-tui-benchmarks [--binary PATH] [runtime|ui|app|outside|peers|keys|cost|idle|server|load|store ...]
// [--load-seconds N] [--load-interfaces N] [--load-clients N] [--load-rate N] [--load-copies-on-disk]`: runs the suites
// asked for (all but store by default; app includes outside) and prints one line per measurement
// with its target, and the peer tables: todo-tui beside tudu and calcurse, and the key race
// (keys): a list key's last byte in todo-tui, tudu and the floor, the keys sent round, and (cost) the
// instructions and lines of code one such key runs in todo-tui and tudu, counted by callgrind. idle, server and load
// run against a PostgreSQL server the run starts and removes (see BenchmarkServer); load has
// --load-clients (50) make --load-rate (100) changes a second for --load-seconds (60),
// --load-interfaces of them (8) the real todo-tui, the others' copies in memory unless
// --load-copies-on-disk.

let arguments = Array(CommandLine.arguments.dropFirst())
// The peer benchmarks start this binary again as the floor they measure keys against.
if arguments.first == KeyEcho.argument { KeyEcho.run() }
let binary = arguments.firstIndex(of: "--binary").map { arguments[$0 + 1] } ?? "../.build/release/todo-tui"
let suites = Set(arguments.filter { ["runtime", "ui", "app", "outside", "peers", "keys", "cost", "idle", "server", "load", "store"].contains($0) })
let runsAll = suites.isEmpty
/// The value of `--name`, a whole number; `otherwise` when it is not given.
func option(_ name: String, otherwise: Int) -> Int {
    guard let index = arguments.firstIndex(of: name) else { return otherwise }
    guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value >= 0 else {
        fatalError("\(name) takes a whole number")
    }
    return value
}
var loadOptions = ServerLoadBenchmark.Options()
loadOptions.seconds = option("--load-seconds", otherwise: loadOptions.seconds)
loadOptions.clients = max(2, option("--load-clients", otherwise: loadOptions.clients))
loadOptions.changesPerSecond = max(1, option("--load-rate", otherwise: loadOptions.changesPerSecond))
loadOptions.copiesOnDisk = arguments.contains("--load-copies-on-disk")
// At least one store client, to make the changes.
loadOptions.interfaces = min(loadOptions.clients - 1, option("--load-interfaces", otherwise: loadOptions.interfaces))

/// Prints each line now, even into a pipe or a file: a whole run takes minutes.
func report(_ lines: [String]) {
    lines.forEach { print($0) }
    fflush(nil)
}

@MainActor
func runBenchmarks() async throws -> [Measurement] {
    var results: [Measurement] = []
    if runsAll || suites.contains("runtime") {
        results += RuntimeBenchmarks.run()
        report(results.map(\.line))
    }
    if runsAll || suites.contains("ui") {
        let ui = try await TerminalBenchmarks.run()
        report(ui.map(\.line))
        results += ui
    }
    if runsAll || !suites.isDisjoint(with: ["app", "outside", "peers", "keys", "cost", "idle", "server", "load"]) {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            fatalError("No todo-tui binary at \(binary); build it with `swift build -c release` or pass --binary.")
        }
        PageCache.load(binary)
    }
    if runsAll || suites.contains("app") {
        let app = try await AppBenchmarks.run(binary: binary)
        report(app.map(\.line))
        results += app
    }
    // Alone, to measure another build: its list is made by the binary itself, in its own schema.
    if suites.contains("outside"), !suites.contains("app") {
        let outside = try await OutsideChangeBenchmark.run(binary: binary)
        report(outside.map(\.line))
        results += outside
    }
    if runsAll || suites.contains("peers") {
        let peers = try await PeerBenchmarks.run(binary: binary)
        report(peers.map(\.line))
        results += peers
    }
    if runsAll || suites.contains("keys") {
        let keys = try await KeyRaceBenchmark.run(binary: binary)
        report(keys.map(\.line))
        results += keys
    }
    if runsAll || suites.contains("cost") {
        let cost = try await KeyCostBenchmark.run(binary: binary)
        report(cost.map(\.line))
        results += cost
    }
    if runsAll || !suites.isDisjoint(with: ["idle", "server", "load"]) {
        report(["server: starting a PostgreSQL server of the run's own; load average \(MachineLoad.averages)"])
        let server = try await BenchmarkServer.start(binary: binary)
        do {
            if runsAll || suites.contains("idle") {
                results += try await IdleClientBenchmark.run(binary: binary, server: server)
            }
            if runsAll || suites.contains("server") {
                results += try await ServerListBenchmarks.run(binary: binary, server: server)
                results += try await ServerPlans.run(binary: binary, server: server)
            }
            if runsAll || suites.contains("load") {
                results += try await ServerLoadBenchmark.run(binary: binary, server: server, options: loadOptions)
            }
        } catch {
            server.stop()
            throw error
        }
        server.stop()
    }
    // Minutes of its own (a database of 1,000,000 todos made and upgraded): asked for by name.
    if suites.contains("store") {
        // It prints each line as it measures it.
        results += try await StoreBenchmarks.run()
    }
    return results
}

// On the main thread, as todo-tui runs: the in-process interface benchmarks then take
// keys through the same loop as the app.
MainQueueLoop.run {
    report(MachineLoad.report(busyShare: MachineLoad.busyShare()))
    let clock = ContinuousClock()
    let began = clock.now
    let results: [Measurement]
    do {
        results = try await runBenchmarks()
    } catch {
        print("The benchmarks stopped: \(error)")
        return 1
    }
    let missed = results.filter { $0.meetsTarget == false }
    let seconds = Int(TimeUnit.milliseconds.value(of: clock.now - began) / 1000)
    print("\(results.count - missed.count) of \(results.count) measurements within their targets (in \(seconds) s).")
    return 0
}
