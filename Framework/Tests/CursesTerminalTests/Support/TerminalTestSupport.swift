import Dispatch
import Foundation
import WorkflowUI
@testable import CursesTerminal

extension CursesTerminal {
    /// A curses terminal on the pseudo-terminal, as a test needs it: xterm-256color unless
    /// told, colour on, and hands off the process's signals. Direct colour only as the
    /// terminfo entry says, never from the `COLORTERM` of whoever runs the tests.
    static func openForTesting(
        on pty: PseudoTerminal, terminalType: String = "xterm-256color", allowsColor: Bool = true, reportsMouse: Bool = false
    ) throws -> CursesTerminal {
        try CursesTerminal.open(.init(
            inputDescriptor: pty.secondary,
            outputDescriptor: pty.secondary,
            terminalType: terminalType,
            allowsColor: allowsColor,
            handlesProcessSignals: false,
            reportsMouse: reportsMouse,
            announcesDirectColor: false
        ))
    }
}

/// The batches a `run` handed over, and why it returned.
@MainActor
final class RunRecording {
    var batches: [[TerminalEvent]] = []
    var reason: CursesTerminal.StopReason?

    var events: [TerminalEvent] { batches.flatMap { $0 } }
    var keys: [KeyEvent] {
        events.compactMap { if case .key(let key) = $0 { key } else { nil } }
    }
    var mouseEvents: [MouseEvent] {
        events.compactMap { if case .mouse(let event) = $0 { event } else { nil } }
    }
}

@MainActor
extension CursesTerminal {
    /// Runs until `isDone` says the events so far are enough (then stops the terminal), or
    /// until `deadline` seconds pass, whichever comes first. `whileRunning` is called once
    /// the run loop is waiting, to send input or poke the terminal.
    func record(
        deadline seconds: Double = 5,
        until isDone: @escaping @MainActor ([TerminalEvent]) -> Bool = { _ in false },
        whileRunning: @escaping @MainActor () -> Void = {}
    ) async -> RunRecording {
        let recording = RunRecording()
        let deadline = DispatchWorkItem { [weak self] in MainActor.assumeIsolated { self?.stop() } }
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: deadline)
        DispatchQueue.main.async { MainActor.assumeIsolated { whileRunning() } }
        recording.reason = await run { [weak self] events in
            recording.batches.append(events)
            if isDone(recording.events) { self?.stop() }
        }
        deadline.cancel()
        return recording
    }
}

/// Builds frames for tests.
extension Frame {
    /// Writes `text` from `column` on `row`. Characters from the CJK ranges take two
    /// columns, as the app's width tables would say.
    func write(_ text: String, column: Int, row: Int, style: Style = .plain) {
        var column = column
        for character in text {
            let isWide = character.unicodeScalars.first!.value >= 0x2E80
            self[column, row] = Cell(content: String(character), style: style)
            if isWide { self[column + 1, row] = .continuation(style) }
            column += isWide ? 2 : 1
        }
    }

    /// Fills a whole row with `style`, keeping its text.
    func highlight(row: Int, style: Style) {
        for column in 0..<size.width {
            self[column, row].style = style
        }
    }

    func copy() -> Frame {
        let copy = Frame(size: size)
        for row in 0..<size.height {
            for column in 0..<size.width { copy[column, row] = self[column, row] }
        }
        copy.cursor = cursor
        return copy
    }
}

extension Array where Element == UInt8 {
    /// The bytes as text, escapes made visible, for failure messages.
    var visible: String {
        String(decoding: self, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
    }

    func contains(_ text: String) -> Bool {
        firstRange(of: Array(text.utf8)) != nil
    }

    func occurrences(of text: String) -> Int {
        let needle = Array(text.utf8)
        var count = 0
        var rest = self[...]
        while let range = rest.firstRange(of: needle) {
            count += 1
            rest = rest[range.upperBound...]
        }
        return count
    }
}

extension [UInt8] {
    /// Whether a program that wrote these bytes reset the terminal's colour palette:
    /// xterm's OSC 104, terminfo's `oc`.
    var resetsTheColorPalette: Bool {
        firstRange(of: Array("\u{1B}]104".utf8)) != nil
    }
}
