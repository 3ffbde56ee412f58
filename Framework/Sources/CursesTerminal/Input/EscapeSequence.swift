import TerminalCore

/// A CSI (`ESC [ ... final`) or SS3 (`ESC O final`) sequence that curses handed back as
/// loose characters because the terminal's terminfo entry does not list it: a terminal
/// that ignores keypad mode, or a modified key such as Shift-Up (`ESC [1;2A`).
///
/// The common ones still mean a key, with its modifiers; the rest are recognised only
/// so they can be dropped whole instead of reaching a text field as `[1;5A`.
struct EscapeSequence: Equatable {
    enum Meaning: Equatable {
        case key(KeyEvent)
        /// An SGR mouse report curses did not recognise (`ESC [ < 0;5;3M`).
        case mouse(MouseEvent)
        case pasteStart
        case pasteEnd
        case unknown
    }

    var meaning: Meaning
    /// The index just past the sequence's final character.
    var end: Int

    /// Parses the sequence whose introducer (`[` or `O`) is at `introducerAt`, just after
    /// the ESC. Returns nil when the inputs end first or hold something that cannot be
    /// part of a sequence.
    static func parse(_ inputs: [CursesInput], introducerAt start: Int) -> EscapeSequence? {
        guard case .character(let introducer) = inputs[start] else { return nil }
        return introducer == "O" ? parseSS3(inputs, at: start + 1) : parseCSI(inputs, at: start + 1)
    }

    private static func parseSS3(_ inputs: [CursesInput], at index: Int) -> EscapeSequence? {
        guard index < inputs.endIndex, case .character(let final) = inputs[index],
              (0x40...0x7E).contains(final.value) else { return nil }
        // SS3 M is the keypad's Enter; as CSI, M would be a mouse report.
        let meaning: Meaning = final == "M" ? .key(.enter) : meaning(final: final, parameters: [])
        return EscapeSequence(meaning: meaning, end: index + 1)
    }

    /// CSI grammar (ECMA-48): parameter bytes 0x30–0x3F, then intermediate bytes
    /// 0x20–0x2F, then one final byte 0x40–0x7E.
    private static func parseCSI(_ inputs: [CursesInput], at start: Int) -> EscapeSequence? {
        var parameterText = ""
        var index = start
        var sawIntermediate = false
        while index < inputs.endIndex, case .character(let scalar) = inputs[index] {
            switch scalar.value {
            case 0x30...0x3F where !sawIntermediate:
                parameterText.unicodeScalars.append(scalar)
            case 0x20...0x2F:
                sawIntermediate = true
            case 0x40...0x7E:
                if !sawIntermediate, parameterText.hasPrefix("<"), scalar == "M" || scalar == "m" {
                    let event = SGRMouseReport.event(parameters: String(parameterText.dropFirst()), final: scalar)
                    return EscapeSequence(meaning: event.map(Meaning.mouse) ?? .unknown, end: index + 1)
                }
                let parameters = parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
                let meaning = sawIntermediate ? .unknown : meaning(final: scalar, parameters: parameters)
                return EscapeSequence(meaning: meaning, end: index + 1)
            default:
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The key, with the modifiers of the second parameter (`5`, Ctrl, in `ESC [1;5C`).
    private static func meaning(final: Unicode.Scalar, parameters: [Int?]) -> Meaning {
        let plain = plainMeaning(final: final, parameters: parameters)
        guard case .key(let key) = plain, parameters.count > 1,
              let modifiers = parameters[1].flatMap(KeyModifiers.init(xtermParameter:))
        else { return plain }
        // Shift-Tab has its own key; xterm sends it as CSI Z with no parameter anyway.
        return key == .backTab ? plain : .key(key.with(modifiers))
    }

    private static func plainMeaning(final: Unicode.Scalar, parameters: [Int?]) -> Meaning {
        switch final {
        case "A": return .key(.up)
        case "B": return .key(.down)
        case "C": return .key(.right)
        case "D": return .key(.left)
        case "H": return .key(.home)
        case "F": return .key(.end)
        case "Z": return .key(.backTab)
        case "P": return .key(.function(1))
        case "Q": return .key(.function(2))
        case "R": return .key(.function(3))
        case "S": return .key(.function(4))
        case "~": return tildeMeaning(parameters.first ?? nil)
        default: return .unknown
        }
    }

    /// `ESC [ n ~` keys, numbered as xterm and the VT220 number them.
    private static func tildeMeaning(_ number: Int?) -> Meaning {
        guard let number else { return .unknown }
        switch number {
        case 1, 7: return .key(.home)
        case 2: return .key(.insert)
        case 3: return .key(.delete)
        case 4, 8: return .key(.end)
        case 5: return .key(.pageUp)
        case 6: return .key(.pageDown)
        case 11...15: return .key(.function(number - 10))
        case 17...21: return .key(.function(number - 11))
        case 23, 24: return .key(.function(number - 12))
        case 200: return .pasteStart
        case 201: return .pasteEnd
        default: return .unknown
        }
    }
}
