import ArgumentParser
import Foundation

/// `todo-tui-chaos`: several clients, each a process with a copy of its own, change one
/// shared list on a throwaway PostgreSQL server through links that are cut, blackholed and
/// restored, and are killed and started again; then every copy must equal the server's
/// list and every change made must be on the server once or superseded by a named rule
/// (see ``ChaosRun``). `make chaos` runs it; `make test` runs a short one.
@main
struct ChaosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "todo-tui-chaos",
        abstract: "Change one shared list from several clients through cut links and kills, then check that nothing was lost or made twice.",
        subcommands: [Run.self, Client.self],
        defaultSubcommand: Run.self
    )

    struct Run: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Start a server, the clients and the faults, then check (the default).",
            discussion: "The seed is printed first; the same seed makes the same faults and choices (not the same timing). Exits 1 on a violation, with what was wrong."
        )

        @Option(help: "The seed; a random one by default.")
        var seed: UInt64?

        @Option(help: "How many client processes.")
        var clients = 4

        @Option(help: "How many seconds the clients make changes while the faults happen.")
        var seconds = 90

        @Option(help: "How many link cuts (one in three a blackhole).")
        var cuts = 24

        @Option(help: "How many client kills (SIGKILL, then started again on its data directory).")
        var kills = 6

        @Option(help: "The mean pause between one client's changes, in milliseconds.")
        var meanPauseMs = 400

        @Option(help: "How many seconds every copy may take to equal the server's list once all is restored.")
        var convergeWithin = 120

        @Flag(help: "Keep the run's directory (journals, copies, clients' errors) and say where.")
        var keep = false

        func validate() throws {
            guard clients >= 2 else { throw ValidationError("A chaos run needs at least 2 clients.") }
            guard seconds >= 1, cuts >= 0, kills >= 0, meanPauseMs >= 1, convergeWithin >= 1 else {
                throw ValidationError("Seconds, pauses and the convergence time must be positive; cuts and kills not negative.")
            }
        }

        func run() async throws {
            let options = ChaosRun.Options(
                seed: seed ?? UInt64.random(in: 0...UInt64.max), clients: clients, length: .seconds(seconds), cuts: cuts, kills: kills,
                meanPause: .milliseconds(meanPauseMs), convergeWithin: .seconds(convergeWithin), keep: keep
            )
            let status = try await ChaosRun(options: options).run()
            if status != 0 { throw ExitCode(status) }
        }
    }

    struct Client: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "One client, as the harness starts it; not for use by hand.", shouldDisplay: false)

        @Option var index: Int
        @Option var conninfo: String
        @Option var list: String
        @Option var dataDir: String
        @Option var journal: String
        @Option var seed: UInt64
        @Option var meanPauseMs: Int

        func run() async throws {
            let settings = ChaosClient.Settings(
                index: index, conninfo: conninfo, list: list, dataDirectory: URL(fileURLWithPath: dataDir),
                journal: URL(fileURLWithPath: journal), seed: seed, meanPause: .milliseconds(meanPauseMs)
            )
            try await ChaosClient(settings).run()
        }
    }
}
