@testable import CursesTerminal
import WorkflowUI

/// What a terminal might send that no key means: escape sequences whole, cut short,
/// malformed or with huge parameters, paste markers without their partner, control
/// and C1 bytes, key codes curses never gives, all mixed with ordinary text. Fed to
/// the real `KeyDecoder`, which must turn it into keys an app can take.
enum GarbageInput {
    /// One read's worth of input, as curses hands it over.
    static func read(_ random: inout SplitMix64) -> [CursesInput] {
        var inputs: [CursesInput] = []
        for _ in 0..<Int.random(in: 1...12, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2:
                inputs += characters(random.element(of: sequences))
            case 3:
                inputs += characters(csi(&random))
            case 4:
                inputs.append(.character(random.element(of: ["\u{1B}", "[", "O", ";", "~", "1", "2", "0", "?", "M"])))
            case 5:
                inputs.append(.character(Unicode.Scalar(UInt8.random(in: 0...0x1F, using: &random))))
            case 6:
                inputs.append(.character(Unicode.Scalar(UInt32.random(in: 0x7F...0x9F, using: &random))!))
            case 7:
                inputs.append(keyCode(&random))
            case 8:
                inputs += characters(TextSoup.typing(&random, maxLength: 6))
            default:
                inputs.append(.character(TextSoup.anyScalar(&random)))
            }
        }
        return inputs
    }

    private static func characters(_ text: String) -> [CursesInput] {
        text.unicodeScalars.map { .character($0) }
    }

    /// Sequences terminals really send, and the paste markers.
    private static let sequences = [
        "\u{1B}[A", "\u{1B}[1;5C", "\u{1B}[1;2A", "\u{1B}[3~", "\u{1B}[5;3~", "\u{1B}[200~", "\u{1B}[201~",
        "\u{1B}OP", "\u{1B}OM", "\u{1B}[Z", "\u{1B}[1;16D", "\u{1B}[24~", "\u{1B}[?2004h", "\u{1B}]0;x\u{07}",
        "\u{1B}\u{1B}", "\u{1B}", "\u{1B}[", "\u{1B}O", "\u{1B}[1;", "\u{1B}[99999999999999999999999~",
        "\u{1B}[-1~", "\u{1B}[1;99A", "\u{1B}[ q", "\u{1B}\r", "\u{1B}\u{7F}", "\u{1B}\u{13}", "\u{1B}b",
        "\u{1B}日", "\u{1B}[M!!!", "\u{1B}[<0;1;1M",
    ]

    /// A CSI sequence with random parameter, intermediate and final bytes.
    private static func csi(_ random: inout SplitMix64) -> String {
        var text = "\u{1B}["
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x30...0x3F, using: &random)))
        }
        if random.chance(0.2) { text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x2F, using: &random))) }
        if random.chance(0.9) { text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x40...0x7E, using: &random))) }
        return text
    }

    /// A key code: one curses knows, a paste marker, or anything.
    private static func keyCode(_ random: inout SplitMix64) -> CursesInput {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: .key(random.element(of: [BracketedPaste.startCode, BracketedPaste.endCode]))
        case 1: .key(Int32.random(in: 0o400...0o777, using: &random))
        case 2: .modifiedKey(Int32.random(in: 0o400...0o777, using: &random), KeyModifiers(rawValue: UInt8.random(in: 0...7, using: &random)))
        default: .key(Int32.random(in: Int32.min...Int32.max, using: &random))
        }
    }
}

/// What the decoder promises about the keys it gives, whatever it was sent.
enum DecodedKeys {
    /// Why `keys` break the promise, or nil when they keep it: no character or Alt
    /// chord holds a control character, no paste is empty, a Ctrl chord is a letter,
    /// and function keys are numbered from 1 to 24.
    static func problem(with keys: [KeyEvent]) -> String? {
        for key in keys {
            switch key {
            case .character(let character), .alt(let character):
                if character.unicodeScalars.contains(where: isControl) {
                    return "\(SwiftSource.key(key)) holds a control character"
                }
            case .control(let character):
                if !("a"..."z").contains(character) { return "\(SwiftSource.key(key)) is not Ctrl with a letter" }
            case .paste(let text):
                if text.isEmpty { return "an empty paste" }
            case .function(let number):
                if !(1...24).contains(number) { return "\(SwiftSource.key(key)) is not a function key" }
            case .modified(let inner, let modifiers):
                if modifiers.isEmpty { return "\(SwiftSource.key(key)) has no modifier" }
                if case .modified = inner { return "\(SwiftSource.key(key)) is modified twice" }
            default:
                break
            }
        }
        return nil
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
