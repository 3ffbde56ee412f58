import WorkflowUI

/// One thing that happens to the app in a fuzz run. Every event is delivered whole
/// (its keys handled in turn, then one frame), after which the app is left to finish
/// what the event started (loads, saves) before the next one.
///
/// Its `description` is Swift source, so that a failure's events can be pasted into a
/// regression test as they are.
public enum FuzzEvent: Hashable, Sendable {
    /// Keys that arrive in one read: typed ahead, or a burst of key repeat.
    case keys([KeyEvent])
    /// Text pasted in one piece (bracketed paste).
    case paste(String)
    /// The window changed size.
    case resize(width: Int, height: Int)
    /// Mouse reports that arrive in one read: a click's press and release, a
    /// double-click, notches of the wheel. Only in a run with the mouse on.
    case mouse([MouseEvent])
}

extension FuzzEvent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .keys(let keys): ".keys([\(keys.map(SwiftSource.key).joined(separator: ", "))])"
        case .paste(let text): ".paste(\(SwiftSource.string(text)))"
        case .resize(let width, let height): ".resize(width: \(width), height: \(height))"
        case .mouse(let events): ".mouse([\(events.map(SwiftSource.mouse).joined(separator: ", "))])"
        }
    }

    /// The description, with text over `limit` characters cut (saying how much): for a
    /// report read by a person, where a 10,000-character paste would hide the rest.
    public func summary(limit: Int = 120) -> String {
        switch self {
        case .paste(let text) where text.count > limit:
            ".paste(\(SwiftSource.string(String(text.prefix(limit))))) /* \(text.count - limit) more characters */"
        case .keys(let keys) where keys.count > limit:
            ".keys([\(keys.prefix(limit).map(SwiftSource.key).joined(separator: ", ")), /* \(keys.count - limit) more */])"
        default:
            description
        }
    }
}

/// Writes values as Swift source that builds them again.
enum SwiftSource {
    static func key(_ key: KeyEvent) -> String {
        switch key {
        case .character(let character): ".character(\(string(String(character))))"
        case .control(let character): ".control(\(string(String(character))))"
        case .alt(let character): ".alt(\(string(String(character))))"
        case .function(let number): ".function(\(number))"
        case .paste(let text): ".paste(\(string(text)))"
        case .modified(let key, let modifiers): ".modified(\(self.key(key)), \(self.modifiers(modifiers)))"
        case .enter: ".enter"
        case .escape: ".escape"
        case .tab: ".tab"
        case .backTab: ".backTab"
        case .backspace: ".backspace"
        case .delete: ".delete"
        case .insert: ".insert"
        case .up: ".up"
        case .down: ".down"
        case .left: ".left"
        case .right: ".right"
        case .home: ".home"
        case .end: ".end"
        case .pageUp: ".pageUp"
        case .pageDown: ".pageDown"
        }
    }

    static func mouse(_ event: MouseEvent) -> String {
        let kind = switch event.kind {
        case .press(let button): ".press(.\(button))"
        case .doubleClick(let button): ".doubleClick(.\(button))"
        case .release(let button): ".release(.\(button))"
        case .drag(let button): ".drag(.\(button))"
        case .wheelUp: ".wheelUp"
        case .wheelDown: ".wheelDown"
        }
        let point = "Point(column: \(event.position.column), row: \(event.position.row))"
        return event.modifiers.isEmpty
            ? "MouseEvent(\(kind), at: \(point))"
            : "MouseEvent(\(kind), at: \(point), modifiers: \(modifiers(event.modifiers)))"
    }

    static func modifiers(_ modifiers: KeyModifiers) -> String {
        let names = [(KeyModifiers.shift, ".shift"), (.alt, ".alt"), (.control, ".control")]
            .filter { modifiers.contains($0.0) }
            .map(\.1)
        return "[\(names.joined(separator: ", "))]"
    }

    /// A string literal. Printable ASCII and letters stay as they are; everything that
    /// could move or recolour the terminal that shows the report, or hide in it
    /// (controls, bidi controls, marks, invisible and unassigned characters), is
    /// written as `\u{…}`.
    static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case " "..."~": literal.unicodeScalars.append(scalar)
            default:
                if isShownAsItIs(scalar) {
                    literal.unicodeScalars.append(scalar)
                } else {
                    literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                }
            }
        }
        return literal + "\""
    }

    private static func isShownAsItIs(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0xA0, !TerminalText.isReplacedForDisplay(scalar) else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber,
             .otherPunctuation, .mathSymbol, .currencySymbol, .otherSymbol:
            // Regional indicators side by side would read as a flag: written out.
            return !scalar.properties.isGraphemeExtend && !(0x1F1E6...0x1F1FF).contains(scalar.value)
        default:
            return false
        }
    }
}
