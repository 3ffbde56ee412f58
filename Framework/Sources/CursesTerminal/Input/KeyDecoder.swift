import CNcurses
import TerminalCore

/// Turns what curses read into the `KeyEvent`s (and, when the mouse is on, the
/// `MouseEvent`s) the application handles.
///
/// Decoding is a pure function of the inputs apart from one piece of state: a bracketed
/// paste can arrive over several reads, so the text pasted so far waits here until its
/// end marker comes, and the whole paste becomes one `.paste` event. A mouse report cut
/// off by the end of a read waits here for its rest in the same way.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode([.character("\u{1B}"), .character("b")])   // [.alt("b")]
/// ```
struct KeyDecoder {
    /// The text of a paste whose end marker has not arrived yet.
    private var paste: String?
    /// Terminals send a pasted line break as CR, some as CR LF; both become one "\n".
    private var pasteLastWasCarriageReturn = false
    /// The start of a paste's end marker, or of a mouse report, that a read cut off;
    /// decoded with the next read.
    private var carried: [CursesInput] = []

    /// The keys in `newInputs`; mouse reports are dropped.
    mutating func decode(_ newInputs: [CursesInput]) -> [KeyEvent] {
        decodeEvents(newInputs).compactMap { event in
            if case .key(let key) = event { return key }
            return nil
        }
    }

    /// The keys and mouse events in `newInputs`, in order.
    mutating func decodeEvents(_ newInputs: [CursesInput]) -> [TerminalEvent] {
        let inputs = carried + newInputs
        carried = []
        var events: [TerminalEvent] = []
        var index = inputs.startIndex
        while index < inputs.endIndex {
            if paste != nil {
                index = continuePaste(inputs, at: index, into: &events)
            } else {
                index = decodeKey(inputs, at: index, into: &events)
            }
        }
        return events
    }

    // MARK: Keys

    private mutating func decodeKey(_ inputs: [CursesInput], at index: Int, into events: inout [TerminalEvent]) -> Int {
        switch inputs[index] {
        case .key(let code) where MouseReporting.isReportStart(code):
            return decodeMouseReport(inputs, at: index, into: &events)
        case .key(let code):
            if code == BracketedPaste.startCode {
                startPaste()
            } else if let key = Self.namedKeys[code] {
                events.append(.key(key))
            }
            return index + 1
        case .modifiedKey(let code, let modifiers):
            if let key = Self.namedKeys[code] { events.append(.key(key.with(modifiers))) }
            return index + 1
        case .character("\u{1B}"):
            return decodeEscape(inputs, at: index, into: &events)
        case .character(let scalar):
            if let key = Self.controlKey(scalar) {
                events.append(.key(key))
            } else if Self.isPrintable(scalar) {
                Self.append(scalar, to: &events)
            }
            return index + 1
        }
    }

    /// ESC alone is the Esc key: curses has already waited its ESC delay for more. ESC
    /// then a character in the same read is Alt with that character; ESC `[` or ESC `O`
    /// starts a sequence curses did not know, decoded here when it is a common one and
    /// dropped otherwise, so it never turns into typed text.
    private mutating func decodeEscape(_ inputs: [CursesInput], at index: Int, into events: inout [TerminalEvent]) -> Int {
        let next = index + 1
        guard next < inputs.endIndex else {
            events.append(.key(.escape))
            return next
        }
        switch inputs[next] {
        case .character("\u{1B}"):
            events.append(.key(.escape))
            return next
        case .character(let introducer) where introducer == "[" || introducer == "O":
            guard let sequence = EscapeSequence.parse(inputs, introducerAt: next) else {
                events.append(.key(.alt(Character(introducer))))
                return next + 1
            }
            switch sequence.meaning {
            case .key(let key): events.append(.key(key))
            case .mouse(let event): events.append(.mouse(event))
            case .pasteStart: startPaste()
            case .pasteEnd, .unknown: break
            }
            return sequence.end
        case .character(let scalar) where Self.isPrintable(scalar):
            events.append(.key(.alt(Character(scalar))))
            return next + 1
        default:
            // Alt with Enter, Backspace, an arrow...: the key with Alt held, never Esc
            // and then the key, which would make Alt-Backspace in a text field mean
            // "back". A control letter has no Alt chord and arrives alone.
            var following: [TerminalEvent] = []
            let end = decodeKey(inputs, at: next, into: &following)
            events += following.map { event in
                guard case .key(let key) = event, key.isNamedKey else { return event }
                return .key(key.with(.alt))
            }
            return end
        }
    }

    /// The rest of a mouse report whose prefix curses recognised: an event, or nothing
    /// for a broken one, whose characters are dropped rather than typed. A report cut off
    /// by the end of the read waits for the next.
    private mutating func decodeMouseReport(_ inputs: [CursesInput], at index: Int, into events: inout [TerminalEvent]) -> Int {
        switch SGRMouseReport.read(inputs, from: index + 1) {
        case .complete(let event, let end):
            if let event { events.append(.mouse(event)) }
            return end
        case .cutOff:
            carried = Array(inputs[index...])
            return inputs.endIndex
        case .malformed(let end):
            return end
        }
    }

    /// A scalar that continues the previous character's grapheme cluster (a combining
    /// accent, the second half of a flag) joins it, so `.character` is always a whole
    /// grapheme as the application measures it.
    private static func append(_ scalar: Unicode.Scalar, to events: inout [TerminalEvent]) {
        if case .key(.character(let previous))? = events.last {
            var joined = String(previous)
            joined.unicodeScalars.append(scalar)
            if joined.count == 1 {
                events[events.count - 1] = .key(.character(Character(joined)))
                return
            }
        }
        events.append(.key(.character(Character(scalar))))
    }

    // MARK: Paste

    private mutating func startPaste() {
        paste = ""
        pasteLastWasCarriageReturn = false
    }

    private mutating func continuePaste(_ inputs: [CursesInput], at start: Int, into events: inout [TerminalEvent]) -> Int {
        var index = start
        while index < inputs.endIndex {
            switch inputs[index] {
            case .key(BracketedPaste.endCode):
                finishPaste(into: &events)
                return index + 1
            case .key, .modifiedKey:
                // Pasted text that happened to look like a key sequence; not worth keeping.
                index += 1
            case .character("\u{1B}") where Self.hasRawEndMarker(inputs, at: index):
                finishPaste(into: &events)
                return index + BracketedPaste.endMarker.unicodeScalars.count
            case .character("\u{1B}") where Self.isCutOffEndMarker(inputs[index...]):
                // The end marker spelled out, cut off by the end of this read: wait for
                // the rest rather than taking it for pasted text and never ending.
                carried = Array(inputs[index...])
                return inputs.endIndex
            case .character(let scalar):
                appendToPaste(scalar)
                index += 1
            }
        }
        return index
    }

    private mutating func appendToPaste(_ scalar: Unicode.Scalar) {
        defer { pasteLastWasCarriageReturn = scalar == "\r" }
        switch scalar {
        case "\r": paste?.unicodeScalars.append("\n")
        case "\n" where pasteLastWasCarriageReturn: break
        default: paste?.unicodeScalars.append(scalar)
        }
    }

    private mutating func finishPaste(into events: inout [TerminalEvent]) {
        if let text = paste, !text.isEmpty { events.append(.key(.paste(text))) }
        paste = nil
    }

    /// The end marker spelled out as characters, for when curses did not match it.
    private static func hasRawEndMarker(_ inputs: [CursesInput], at index: Int) -> Bool {
        let marker = BracketedPaste.endMarker.unicodeScalars
        guard inputs.endIndex - index >= marker.count else { return false }
        return zip(inputs[index...], marker).allSatisfy { $0 == .character($1) }
    }

    private static func isCutOffEndMarker(_ rest: ArraySlice<CursesInput>) -> Bool {
        let marker = BracketedPaste.endMarker.unicodeScalars.map { CursesInput.character($0) }
        return rest.count < marker.count && rest.elementsEqual(marker.prefix(rest.count))
    }

    // MARK: Tables

    /// C0 control bytes as keys. Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M are the bytes that
    /// Backspace, Tab and Enter send, so they mean those keys.
    static func controlKey(_ scalar: Unicode.Scalar) -> KeyEvent? {
        switch scalar.value {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(scalar.value + 0x60)!))
        default: return nil
        }
    }

    /// Anything but C0 and C1 control characters and DEL.
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }

    static let namedKeys: [Int32: KeyEvent] = {
        var keys: [Int32: KeyEvent] = [
            KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
            KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
            KEY_ENTER: .enter, KEY_BACKSPACE: .backspace, KEY_DC: .delete, KEY_IC: .insert,
            KEY_BTAB: .backTab,
            // VT220-style terminals call Home and End "Find" and "Select".
            KEY_FIND: .home, KEY_SELECT: .end,
            // The Linux console's entry (and Cygwin's, and the Hurd's) names Ctrl-Z
            // "suspend" (`kspd=^Z`), so with the keypad on curses hands it over as a key
            // code, not as the byte.
            KEY_SUSPEND: .control("z"),
            // The shifted keys curses names itself; terminfo calls Shift-↑ and Shift-↓
            // "scroll reverse" and "scroll forward".
            KEY_SLEFT: .modified(.left, .shift), KEY_SRIGHT: .modified(.right, .shift),
            KEY_SR: .modified(.up, .shift), KEY_SF: .modified(.down, .shift),
            KEY_SHOME: .modified(.home, .shift), KEY_SEND: .modified(.end, .shift),
            KEY_SPREVIOUS: .modified(.pageUp, .shift), KEY_SNEXT: .modified(.pageDown, .shift),
            KEY_SDC: .modified(.delete, .shift), KEY_SIC: .modified(.insert, .shift),
        ]
        for number in 1...12 {
            keys[cncurses_key_f(Int32(number))] = .function(number)
        }
        return keys
    }()

    /// The plain key and the modifiers behind an extended key name from terminfo:
    /// `kUP5` is `KEY_UP` with Ctrl, `kDC3` is `KEY_DC` with Alt. The digit is xterm's
    /// modifier parameter (see `KeyModifiers(xtermParameter:)`).
    static func modifiedKey(forExtendedName name: String) -> (Int32, KeyModifiers)? {
        let prefixes: [(String, Int32)] = [
            ("kUP", KEY_UP), ("kDN", KEY_DOWN), ("kLFT", KEY_LEFT), ("kRIT", KEY_RIGHT),
            ("kHOM", KEY_HOME), ("kEND", KEY_END), ("kPRV", KEY_PPAGE), ("kNXT", KEY_NPAGE),
            ("kDC", KEY_DC), ("kIC", KEY_IC),
        ]
        for (prefix, key) in prefixes where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit),
                  let modifiers = Int(digits).flatMap(KeyModifiers.init(xtermParameter:))
            else { continue }
            return (key, modifiers)
        }
        return nil
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

private extension KeyEvent {
    /// A key with a name rather than a character or a chord of its own: the keys that
    /// `.modified` carries.
    var isNamedKey: Bool {
        switch self {
        case .character, .control, .alt, .paste, .modified: false
        default: true
        }
    }
}
