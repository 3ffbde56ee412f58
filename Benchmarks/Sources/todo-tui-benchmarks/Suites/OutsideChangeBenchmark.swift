import Foundation

/// Issue 26: a change another program makes (a script's `todo-tui add`) shown in a list
/// left open, from the moment the script runs the command to the todo on the screen, as
/// the user sees it. The app is told by the files the commit writes, never by polling.
@MainActor
enum OutsideChangeBenchmark {
    static func run(binary: String) async throws -> [Measurement] {
        // Made by the binary measured, so that any build can be measured by this suite.
        let data = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("todo-tui-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        try add("Made by the first command", binary: binary, data: data).waitUntilExit()
        // Tall enough that every todo added is a row on screen. The screen is read as a
        // terminal shows it: a frame writes only the cells that changed, and may move the
        // cursor over blanks, so a title need not come as one run of bytes.
        let (width, height) = (99, 50)
        let program = SpawnedProgram(executable: binary, arguments: ["--data-dir", data.path], width: width, height: height)
        defer { program.quit() }
        let screen = ScreenReader(program.terminal, width: width, height: height)
        guard screen.read(untilShowing: "What's your name?") != nil else { throw OutsideChangeError.noWelcomeScreen }
        screen.type("Ada\r")
        guard screen.read(untilShowing: "1/1") != nil else { throw OutsideChangeError.noList }
        screen.drain(quiet: 100)
        let clock = ContinuousClock()
        var samples: [Double] = []
        for index in 1...30 {
            let title = "Added by a script, number \(index + 100)"
            let started = clock.now
            let adding = try add(title, binary: binary, data: data)
            guard let shown = screen.read(untilShowing: title, timeout: 10) else {
                throw OutsideChangeError.notShown(index)
            }
            samples.append(TimeUnit.milliseconds.value(of: shown - started))
            adding.waitUntilExit()
            guard adding.terminationStatus == 0 else { throw OutsideChangeError.addFailed(adding.terminationStatus) }
            // Apart, as a script's changes come: the looks after one are over before the next.
            screen.drain(quiet: 1_500)
        }
        let name = "app: a script's add to the todo shown in an open list"
        return [
            Measurement(name: name + " (median)", samples: samples, unit: "ms", statistic: .median, target: 300),
            Measurement(name: name + " (slowest)", samples: samples, unit: "ms", statistic: .maximum, target: 1_000),
        ]
    }

    /// Starts `todo-tui add`, as a script would.
    private static func add(_ title: String, binary: String, data: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["--data-dir", data.path, "add", "--user", "Ada", title]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
    }
}

/// Why the suite stopped: thrown, not a crash, so that the suites' data directories
/// (hundreds of megabytes in the temporary directory) are removed on the way out.
enum OutsideChangeError: Error, CustomStringConvertible {
    case noWelcomeScreen
    case noList
    case notShown(Int)
    case addFailed(Int32)

    var description: String {
        switch self {
        case .noWelcomeScreen: "outside change: no welcome screen"
        case .noList: "outside change: the list never appeared"
        case .notShown(let index): "outside change: another program's todo \(index) was not shown within 10 s"
        case .addFailed(let status): "outside change: todo-tui add failed with status \(status)"
        }
    }
}
