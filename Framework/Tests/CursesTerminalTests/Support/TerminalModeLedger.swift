/// The terminal modes a program switched, read from the bytes it wrote, in order: DEC
/// private modes (`CSI ? n h` sets mode n, `CSI ? n l` resets it, several modes may share
/// one sequence: `CSI ? 12;25 h`), the keypad's application mode (`ESC =`, `ESC >`) and
/// the window-title stack (`CSI 22;0;0 t` pushes, `CSI 23;0;0 t` pops).
///
/// A program leaves the terminal as it found it when each mode ends as it was before the
/// program first switched it, taken to be the opposite of that first switch: a mode
/// first set must end reset, one first reset (the cursor hidden, `?25l`) must end set.
/// Two modes are known instead: curses puts them in the state terminfo calls normal,
/// which a terminal starts in and a shell expects (see `normalStates`).
///
/// ```swift
/// let ledger = TerminalModeLedger(transcript)
/// #expect(ledger.modesLeftChanged.isEmpty, "\(ledger)")
/// ```
struct TerminalModeLedger: CustomStringConvertible {
    /// One mode switched on or off.
    struct Change: Hashable {
        var mode: String
        var isSet: Bool
    }

    /// Every switch, in the order written.
    private(set) var changes: [Change] = []
    /// Title pushes less pops.
    private(set) var titleStackDepth = 0

    /// The modes whose state before the program is known, not inferred: curses writes
    /// the normal state of each, per terminfo, and so must a program that leaves. Autowrap
    /// (`?7`) is set as the terminal starts (`smam`: xterm's entry says it wraps, `am`);
    /// the cursor's blinking (`?12`) is reset by the normal cursor (`cnorm`,
    /// `ESC [?12l ESC [?25h`), which endwin writes whenever the app hid the cursor.
    static let normalStates: [String: Bool] = ["?7": true, "?12": false]

    static let keypadApplicationMode = "keypad application mode (ESC =)"

    init(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == 0x1B, index + 1 < bytes.count else {
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "="):
                changes.append(Change(mode: Self.keypadApplicationMode, isSet: true))
                index += 2
            case UInt8(ascii: ">"):
                changes.append(Change(mode: Self.keypadApplicationMode, isSet: false))
                index += 2
            case UInt8(ascii: "["):
                index = readControlSequence(in: bytes, from: index + 2)
            default:
                index += 1
            }
        }
    }

    /// Reads one `CSI` sequence starting after `ESC [`; returns where the next byte is.
    private mutating func readControlSequence(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        let isPrivate = index < bytes.count && bytes[index] == UInt8(ascii: "?")
        if isPrivate { index += 1 }
        var parameters = ""
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x3F {
            parameters.append(Character(Unicode.Scalar(bytes[index])))
            index += 1
        }
        var hasIntermediates = false
        while index < bytes.count, bytes[index] >= 0x20, bytes[index] <= 0x2F {
            hasIntermediates = true
            index += 1
        }
        guard index < bytes.count, !hasIntermediates else { return index }
        let final = bytes[index]
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        if isPrivate, final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
            for number in numbers where !number.isEmpty {
                changes.append(Change(mode: "?\(number)", isSet: final == UInt8(ascii: "h")))
            }
        } else if !isPrivate, final == UInt8(ascii: "t"), let operation = numbers.first {
            if operation == "22" { titleStackDepth += 1 }
            if operation == "23" { titleStackDepth -= 1 }
        }
        return index + 1
    }

    /// The modes, in the order first switched, that end otherwise than the program found
    /// them, each with the state it was left in ("?1034 left set").
    var modesLeftChanged: [String] {
        var order: [String] = []
        var switches: [String: [Bool]] = [:]
        for change in changes {
            if switches[change.mode] == nil { order.append(change.mode) }
            switches[change.mode, default: []].append(change.isSet)
        }
        return order.compactMap { mode in
            let states = switches[mode]!
            let found = Self.normalStates[mode] ?? !states.first!
            guard states.last! != found else { return nil }
            return "\(mode) left \(states.last! ? "set" : "reset")"
        }
    }

    /// True when every mode ends as found and every title pushed was popped.
    var leavesTheTerminalAsFound: Bool {
        modesLeftChanged.isEmpty && titleStackDepth == 0
    }

    /// The modes set now, by the last switch of each; for failure messages.
    var modesSet: [String] {
        var state: [String: Bool] = [:]
        var order: [String] = []
        for change in changes {
            if state[change.mode] == nil { order.append(change.mode) }
            state[change.mode] = change.isSet
        }
        return order.filter { state[$0]! }
    }

    var description: String {
        let switches = changes.map { "\($0.mode)\($0.isSet ? "h" : "l")" }.joined(separator: " ")
        return "left changed: \(modesLeftChanged), title stack depth \(titleStackDepth); switches in order: \(switches)"
    }
}
