/// The DEC private modes a program has switched (`CSI ? n h` sets mode n, `CSI ? n l`
/// resets it) and the keypad's application mode (`ESC =`, `ESC >`), tracked as a
/// terminal emulator tracks them, from the bytes as they arrive.
///
/// The benchmark plays the terminal: it sends ↓ as the terminal would in the mode the
/// program asked for (`ESC O B` once the cursor keys are in application mode, `?1`), and
/// says which modes a program leaves otherwise than it found them when it exits.
struct TerminalModes {
    /// Each mode's switches, in order; the modes in the order first switched.
    private var switches: [String: [Bool]] = [:]
    private var order: [String] = []
    /// The start of an escape sequence cut off at the end of the last bytes read.
    private var pending: [UInt8] = []

    mutating func read(_ bytes: some Collection<UInt8>) {
        let buffer = pending + bytes
        pending = []
        var index = 0
        while index < buffer.count {
            guard buffer[index] == 0x1B else {
                index += 1
                continue
            }
            guard let next = escapeSequence(in: buffer, at: index) else {
                pending = Array(buffer[index...])
                return
            }
            index = next
        }
    }

    /// Reads the escape sequence at `start`; returns where the next byte is, or nil when
    /// the sequence is not complete yet.
    private mutating func escapeSequence(in buffer: [UInt8], at start: Int) -> Int? {
        guard start + 1 < buffer.count else { return nil }
        switch buffer[start + 1] {
        case UInt8(ascii: "="):
            record("keypad application mode", isSet: true)
            return start + 2
        case UInt8(ascii: ">"):
            record("keypad application mode", isSet: false)
            return start + 2
        case UInt8(ascii: "["):
            var index = start + 2
            let isPrivate = index < buffer.count && buffer[index] == UInt8(ascii: "?")
            if isPrivate { index += 1 }
            let parameters = index
            while index < buffer.count, (0x20...0x3F).contains(buffer[index]) { index += 1 }
            guard index < buffer.count else { return nil }
            let final = buffer[index]
            if isPrivate, final == UInt8(ascii: "h") || final == UInt8(ascii: "l") {
                let text = String(decoding: buffer[parameters..<index], as: UTF8.self)
                for mode in text.split(separator: ";") {
                    record("?\(mode)", isSet: final == UInt8(ascii: "h"))
                }
            }
            return index + 1
        default:
            return start + 1
        }
    }

    private mutating func record(_ mode: String, isSet: Bool) {
        if switches[mode] == nil { order.append(mode) }
        switches[mode, default: []].append(isSet)
    }

    /// Whether the cursor keys are in application mode (`?1`), in which a terminal sends
    /// ↓ as `ESC O B` rather than `ESC [ B`.
    var applicationCursorKeys: Bool { switches["?1"]?.last == true }

    var down: String { applicationCursorKeys ? "\u{1B}OB" : "\u{1B}[B" }
    var up: String { applicationCursorKeys ? "\u{1B}OA" : "\u{1B}[A" }

    /// The modes that end otherwise than the program found them, as "?1034 set". What
    /// it found is taken to be the opposite of its first switch, except for the two
    /// modes curses puts in terminfo's normal state: autowrap on (`?7`, `smam`) and the
    /// cursor not blinking (`?12`, reset by the normal cursor `cnorm`).
    var leftChanged: [String] {
        let normalStates = ["?7": true, "?12": false]
        return order.compactMap { mode in
            let states = switches[mode]!
            let found = normalStates[mode] ?? !states[0]
            guard let last = states.last, last != found else { return nil }
            return "\(mode) \(last ? "set" : "reset")"
        }
    }
}
