import Foundation

/// Issues 28 and 29: a list of 1,000,000 todos on a PostgreSQL server, as a user opens, moves
/// through and searches it in the real binary on an 80x24 pseudo-terminal; beside a list of
/// 1,000, for the memory. The owner opens it, and a role it is shared with, which row-level
/// security lets through a share.
///
/// Since issue 29 a list is copied to the machine the first time it is opened there, and
/// read from the copy after: so the first open of a list never opened in a home (the whole
/// list copied) is measured apart from opening it again in a home that has its copy (the
/// copy caught up with the server, which has nothing new). Keys and searches are those of
/// the list reopened, which reads its copy.
@MainActor
enum ServerListBenchmarks {
    static let million = 1_000_000
    static let thousand = 1_000
    static let millionList = "Million"
    static let thousandList = "Thousand"
    /// The rounds each word is typed in, erased between them.
    static let searchRounds = 5
    /// How long a first open may take: the whole list is copied.
    static let copyTimeout = 900.0

    static func run(binary: String, server: BenchmarkServer) async throws -> [Measurement] {
        let clock = ContinuousClock()
        let filling = try clock.measure {
            _ = try ServerListData.fill(millionList, count: million, owner: BenchmarkServer.owner, on: server)
            _ = try ServerListData.fill(thousandList, count: thousand, owner: BenchmarkServer.owner, on: server)
            try ServerListData.settle(on: server)
        }
        try server.run(binary, role: BenchmarkServer.owner, ["share", millionList, "--with", BenchmarkServer.sharer])
        try server.run(binary, role: BenchmarkServer.owner, ["share", millionList, "--with", BenchmarkServer.explained, "--read-only"])
        report(["server: 1,000,000 todos written with SQL as their owner, vacuumed and analyzed in \(Int(TimeUnit.milliseconds.value(of: filling) / 1000)) s"])

        let ownerName = millionList
        let sharedName = "\(millionList) · \(BenchmarkServer.owner)"
        var results = firstOpen(binary: binary, server: server, role: BenchmarkServer.owner, name: ownerName, samples: 3)
        results += firstOpen(binary: binary, server: server, role: BenchmarkServer.sharer, name: sharedName, samples: 1)
        report(results.map(\.line))

        // One home, as one machine, where both lists were opened once before.
        let home = try TemporaryHome()
        defer { home.remove() }
        for (name, count) in [(ownerName, million), (thousandList, thousand)] {
            let (program, screen) = start(binary: binary, server: server, role: BenchmarkServer.owner, user: name, home: home)
            let whole = { (screen: TerminalScreen) in
                screen.lines.contains { $0.contains("1/\(count)") } && !screen.line(0).contains("copying here")
            }
            guard screen.read(until: whole, timeout: copyTimeout) != nil else { fatalError("\(name) was never copied") }
            program.quit()
        }
        let reopening = [
            enterToList(binary: binary, server: server, role: BenchmarkServer.owner, name: ownerName, count: million, home: home),
            startToList(binary: binary, server: server, role: BenchmarkServer.owner, name: ownerName, count: million, home: home),
        ]
        report(reopening.map(\.line))
        results += reopening
        let keys = listKeys(binary: binary, server: server, name: ownerName, count: million, home: home)
        report(keys.map(\.line))
        results += keys
        let (searches, millionPeak) = search(binary: binary, server: server, name: ownerName, count: million, home: home)
        let (_, thousandPeak) = search(binary: binary, server: server, name: thousandList, count: thousand, home: home, quietly: true)
        let memory = [
            Measurement(name: "server: peak memory, 1,000 todos (reopened, searched)", samples: [thousandPeak], unit: "MB", statistic: .maximum, target: nil),
            Measurement(name: "server: peak memory, 1,000,000 todos (reopened, searched; target: 1,000's + 10%)", samples: [millionPeak], unit: "MB", statistic: .maximum, target: thousandPeak * 1.1),
        ]
        report(memory.map(\.line))
        return results + searches + memory
    }

    // MARK: - Opening

    /// The first open of the list in a home that never opened it: from Enter on the name
    /// prompt to the first frame with the list's first todo (the copy's first batch in), and
    /// to the frame that counts the whole list and no longer says it is copying; and the
    /// peak memory of the program that copied it.
    static func firstOpen(binary: String, server: BenchmarkServer, role: String, name: String, samples count: Int) -> [Measurement] {
        var firstRows: [Double] = []
        var opened: [Double] = []
        var peaks: [Double] = []
        for _ in 0..<count {
            let (program, screen) = start(binary: binary, server: server, role: role)
            defer { program.quit() }
            guard screen.read(untilShowing: "Which list?") != nil else { fatalError("No welcome screen") }
            screen.type(name)
            screen.drain(quiet: 100)
            let pressed = ContinuousClock.now
            screen.type("\r")
            guard let first = screen.read(untilShowing: "Todo number 1:", timeout: copyTimeout),
                  let shown = screen.read(until: { screen in
                      screen.lines.contains { $0.contains("1/\(million)") } && !screen.line(0).contains("copying here")
                  }, timeout: copyTimeout)
            else {
                fatalError("\(role)'s \(name) never appeared whole:\n\(screen.screen.lines.joined(separator: "\n"))")
            }
            firstRows.append(TimeUnit.milliseconds.value(of: first - pressed))
            opened.append(TimeUnit.milliseconds.value(of: shown - pressed))
            peaks.append(program.peakMemoryMegabytes)
        }
        let whose = role == BenchmarkServer.owner ? "the owner" : "a role it is shared with"
        return [
            Measurement(name: "server: first open, Enter to the first todos drawn, 1,000,000 todos, \(whose)", samples: firstRows, unit: "ms", statistic: .median, target: 300),
            Measurement(name: "server: first open, Enter to the whole list copied and counted, 1,000,000 todos, \(whose)", samples: opened, unit: "ms", statistic: .median, target: nil),
            Measurement(name: "server: first open, peak memory (the copy made), 1,000,000 todos, \(whose)", samples: peaks, unit: "MB", statistic: .maximum, target: nil),
        ]
    }

    /// From Enter on the name prompt to the first frame with the list's todos, in `home`,
    /// which has the list's copy.
    static func enterToList(binary: String, server: BenchmarkServer, role: String, name: String, count: Int, home: TemporaryHome) -> Measurement {
        let samples = (0..<7).map { _ in
            let (program, screen) = start(binary: binary, server: server, role: role, home: home)
            defer { program.quit() }
            guard screen.read(untilShowing: "Which list?") != nil else { fatalError("No welcome screen") }
            screen.type(name)
            // The names offered as it is typed come from the server.
            screen.drain(quiet: 100)
            let pressed = ContinuousClock.now
            screen.type("\r")
            guard let shown = screen.read(untilShowing: "1/\(count)", timeout: 120) else {
                fatalError("\(role)'s \(name) never appeared:\n\(screen.screen.lines.joined(separator: "\n"))")
            }
            return TimeUnit.milliseconds.value(of: shown - pressed)
        }
        return Measurement(
            name: "server: reopened, Enter to the list drawn, 1,000,000 todos", samples: samples, unit: "ms", statistic: .median, target: 300
        )
    }

    /// From starting `todo-tui --user NAME` to the first frame with the list's todos, in
    /// `home`, which has the list's copy.
    static func startToList(binary: String, server: BenchmarkServer, role: String, name: String, count: Int, home: TemporaryHome) -> Measurement {
        let samples = (0..<7).map { _ in
            let started = ContinuousClock.now
            let (program, screen) = start(binary: binary, server: server, role: role, user: name, home: home)
            defer { program.quit() }
            guard let shown = screen.read(untilShowing: "1/\(count)", timeout: 120) else { fatalError("\(name) never appeared") }
            return TimeUnit.milliseconds.value(of: shown - started)
        }
        return Measurement(
            name: "server: reopened, start with --user to the list drawn, 1,000,000 todos", samples: samples, unit: "ms", statistic: .median, target: 300
        )
    }

    // MARK: - Keys

    /// j and k in turn, near the top of the list: to the first byte written, and to the
    /// last (before 30 ms of quiet), when the screen shows the move.
    static func listKeys(binary: String, server: BenchmarkServer, name: String, count: Int, home: TemporaryHome) -> [Measurement] {
        let (program, screen) = start(binary: binary, server: server, role: BenchmarkServer.owner, user: name, home: home)
        defer { program.quit() }
        guard screen.read(untilShowing: "1/\(count)", timeout: 120) != nil else { fatalError("\(name) never appeared") }
        screen.drain(quiet: 200)
        var first: [Double] = []
        var last: [Double] = []
        for index in 0..<300 {
            let pressed = ContinuousClock.now
            screen.type(index.isMultiple(of: 2) ? "j" : "k")
            guard let firstByte = screen.firstBytes(timeout: 2_000) else { fatalError("Nothing written within 2 s of a key") }
            let lastByte = screen.drain(quiet: 30) ?? firstByte
            first.append(TimeUnit.milliseconds.value(of: firstByte - pressed))
            last.append(TimeUnit.milliseconds.value(of: lastByte - pressed))
        }
        return [
            Measurement(name: "server: list key to the first byte, 1,000,000 todos", samples: first, unit: "ms", statistic: .median, target: 1),
            Measurement(name: "server: list key to the last byte, 1,000,000 todos", samples: last, unit: "ms", statistic: .median, target: 1),
        ]
    }

    // MARK: - Searching

    /// Types the rare word and the common one into the search line, a key at a time,
    /// `searchRounds` times each: from each key to the frame with its results drawn (the
    /// header no longer says "reading…"), and to that frame's last byte. Returns the
    /// measurements and the process's peak memory after them.
    static func search(
        binary: String, server: BenchmarkServer, name: String, count: Int, home: TemporaryHome, quietly: Bool = false
    ) -> ([Measurement], Double) {
        let (program, screen) = start(binary: binary, server: server, role: BenchmarkServer.owner, user: name, home: home)
        defer { program.quit() }
        guard screen.read(untilShowing: "1/\(count)", timeout: 120) != nil else { fatalError("\(name) never appeared") }
        screen.drain(quiet: 200)
        var results: [Measurement] = []
        for word in [ServerListData.rareWord, ServerListData.commonWord] {
            var shown = Array(repeating: [Double](), count: word.count)
            var lastBytes: [Double] = []
            var counts: [Double] = []
            for _ in 0..<searchRounds {
                screen.type("/")
                guard screen.read(until: { $0.lines.contains { $0.hasSuffix("Find:") } }) != nil else { fatalError("No search line") }
                screen.drain(quiet: 50)
                var lastKey = ContinuousClock.now
                for (index, character) in word.enumerated() {
                    let typed = String(word.prefix(index + 1))
                    lastKey = ContinuousClock.now
                    screen.type(String(character))
                    guard let drawn = screen.read(until: { Self.showsResults(of: typed, on: $0) }, timeout: 60) else {
                        fatalError("The search for \(typed) never drew its results:\n\(screen.screen.lines.joined(separator: "\n"))")
                    }
                    let lastByte = screen.drain(quiet: 30) ?? drawn
                    shown[index].append(TimeUnit.milliseconds.value(of: drawn - lastKey))
                    lastBytes.append(TimeUnit.milliseconds.value(of: lastByte - lastKey))
                }
                guard let counted = screen.read(until: { Self.showsCount(on: $0) }, timeout: 60) else { fatalError("The search was never counted") }
                counts.append(TimeUnit.milliseconds.value(of: counted - lastKey))
                // Esc clears the search: the whole list again.
                screen.type("\u{1B}")
                guard screen.read(until: { !$0.lines.contains { $0.contains("Find:") } && $0.lines.contains { $0.contains("/\(count)") } }) != nil else {
                    fatalError("The search was not cleared")
                }
                screen.drain(quiet: 100)
            }
            let perKey = shown.map { Measurement(name: "", samples: $0, unit: "ms", statistic: .median, target: nil).median }
            let keys = zip(word.indices, perKey).map { "\(word[...$0]) \(String(format: "%.1f", $1))" }.joined(separator: ", ")
            let size = count.formatted(.number)
            let what = word == ServerListData.rareWord ? "a rare word" : "a common word"
            results += [
                Measurement(name: "server: search key to its results drawn, slowest key, \(what), \(size) todos", samples: perKey, unit: "ms", statistic: .maximum, target: 30),
                Measurement(name: "server: search key to its results drawn, every key, \(what), \(size) todos", samples: shown.flatMap { $0 }, unit: "ms", statistic: .median, target: 30),
                Measurement(name: "server: search key to the last byte of its results, \(what), \(size) todos", samples: lastBytes, unit: "ms", statistic: .median, target: nil),
                Measurement(name: "server: last search key to the count in the header, \(what), \(size) todos", samples: counts, unit: "ms", statistic: .median, target: nil),
            ]
            if !quietly {
                report(results.suffix(4).map(\.line) + ["  medians of \(searchRounds) rounds, key by key, \"\(word)\": \(keys) ms"])
            }
        }
        return (results, program.peakMemoryMegabytes)
    }

    /// Whether the search line holds `typed` and the header no longer says the list is
    /// being read for it.
    static func showsResults(of typed: String, on screen: TerminalScreen) -> Bool {
        !screen.line(0).contains("reading…") && screen.lines.contains { $0.hasSuffix("Find: \(typed)") }
    }

    /// Whether the header gives the search's count ("12 of 1000000 match").
    static func showsCount(on screen: TerminalScreen) -> Bool {
        screen.line(0).range(of: #"[0-9]+ of [0-9]+ match"#, options: .regularExpression) != nil
    }

    // MARK: - The program

    /// todo-tui on the benchmark server as `role`, at 80x24, opening `user` if given, in
    /// `home` (else a home of its own, which goes with it).
    static func start(
        binary: String, server: BenchmarkServer, role: String, user: String? = nil, home: TemporaryHome? = nil
    ) -> (SpawnedProgram, ScreenReader) {
        let arguments = ["--server", server.conninfo(role: role)] + (user.map { ["--user", $0] } ?? [])
        let program = SpawnedProgram(executable: binary, arguments: arguments, home: home)
        return (program, ScreenReader(program.terminal, width: 80, height: 24))
    }
}
