import Foundation

/// One run of a todo list program on an 80x24 pseudo-terminal, driven as a user would:
/// started, taken to its first todo shown, moved down and up its list, then quit.
struct ListSession {
    /// From starting the process to the first todo drawn, in milliseconds; nil when it
    /// never was.
    var start: Double?
    /// From each ↓ or ↑ typed to the first byte written back, in milliseconds.
    var keys: [Double] = []
    /// From each ↓ or ↑ typed to the last byte of what it wrote back (before 30 ms of
    /// quiet), in milliseconds: when the screen shows the move. A program may write a
    /// first byte before it has drawn anything (tudu moves the cursor first).
    var keysToLastByte: [Double] = []
    /// Every byte written for each ↓, until the program was quiet for 30 ms.
    var bytesPerDown: [Double] = []
    /// The most memory the process held, read after the last key (VmHWM), in MB.
    var peakMemory: Double = .nan
    /// The terminal modes left otherwise than found once it had quit.
    var modesLeftChanged: [String] = []
    /// What went wrong, when something did.
    var failure: String?

    /// Runs `program` on the todos `arguments` open, in `home`, typing `keyCount` keys
    /// (↓ and ↑ in turn, so the selection stays near the top, where no list scrolls).
    static func run(_ program: ListProgram, executable: String, arguments: [String], home: TemporaryHome, keyCount: Int) -> ListSession {
        let clock = ContinuousClock()
        let began = clock.now
        let spawned = SpawnedProgram(executable: executable, arguments: arguments, home: home)
        var session = drive(spawned, as: program, startedAt: began, keyCount: keyCount)
        spawned.quit(typing: program.quitKeys)
        session.modesLeftChanged = spawned.terminal.modes.leftChanged
        return session
    }

    private static func drive(_ spawned: SpawnedProgram, as program: ListProgram, startedAt began: ContinuousClock.Instant, keyCount: Int) -> ListSession {
        var session = ListSession()
        let clock = ContinuousClock()
        let pty = spawned.terminal
        for step in program.stepsToTheList {
            guard pty.read(until: step.waitFor, timeout: 60) else {
                session.failure = "never showed \"\(step.waitFor)\" within 60 s"
                return session
            }
            pty.type(step.type)
        }
        guard pty.read(until: ListProgram.firstTodoShown, timeout: 60) else {
            session.failure = "never showed its first todo within 60 s"
            return session
        }
        session.start = TimeUnit.milliseconds.value(of: clock.now - began)
        _ = pty.drain(quiet: 50)
        if !program.keysToSelectTheList.isEmpty {
            pty.type(program.keysToSelectTheList)
            _ = pty.drain(quiet: 50)
        }
        for index in 0..<keyCount {
            let goesDown = index.isMultiple(of: 2)
            let pressed = clock.now
            pty.type(goesDown ? pty.modes.down : pty.modes.up)
            guard pty.waitForOutput(timeout: 2_000) else {
                session.failure = "wrote nothing within 2 s of \(goesDown ? "↓" : "↑")"
                break
            }
            let firstByteAt = clock.now
            session.keys.append(TimeUnit.milliseconds.value(of: firstByteAt - pressed))
            let (written, lastByteAt) = pty.drainNotingTheLastByte(quiet: 30)
            session.keysToLastByte.append(TimeUnit.milliseconds.value(of: (lastByteAt ?? firstByteAt) - pressed))
            if goesDown { session.bytesPerDown.append(Double(written.count)) }
        }
        session.peakMemory = spawned.peakMemoryMegabytes
        return session
    }
}
