extension KeyEvent {
    /// The key a person wrote, as the footer and the help print keys (``displayName``) or
    /// in the longer words people use; nil when the text names no key.
    ///
    /// Accepted (names in any case; ``acceptedSpellings`` says the same in a sentence):
    /// - one character: itself (`"a"`, `"A"`, `"/"`, `"?"`), and `"Space"`;
    /// - `Enter` (`Return`), `Esc` (`Escape`), `Tab`, `S-Tab` (`Shift-Tab`, `BackTab`),
    ///   `Bksp` (`Backspace`), `Del` (`Delete`), `Ins` (`Insert`), `Home`, `End`,
    ///   `PgUp` (`PageUp`), `PgDn` (`PageDown`), `F1` to `F24`;
    /// - the arrows `↑ ↓ ← →` (`Up`, `Down`, `Left`, `Right`);
    /// - Ctrl with a letter: `^S`, `Ctrl-S`, `C-s`; Alt with a character: `M-b`, `Alt-b`,
    ///   `Meta-b`; Shift with a letter is the capital (`Shift-a` is `A`);
    /// - a named key with modifiers in front: `^←`, `S-↑`, `Ctrl-Left`, `Shift-Up`,
    ///   `Alt-PgDn` (`+` joins them as well as `-`: `Ctrl+S`).
    ///
    /// Every key's ``displayName`` reads back as that key:
    ///
    /// ```swift
    /// KeyEvent(spelling: "^R")          // .control("r")
    /// KeyEvent(spelling: "Shift-Up")    // .modified(.up, .shift)
    /// KeyEvent(spelling: "Del")         // .delete
    /// KeyEvent(spelling: "Ctrl")        // nil
    /// ```
    public init?(spelling: String) {
        guard let key = KeySpelling.key(spelledAs: spelling) else { return nil }
        self = key
    }

    /// What ``init(spelling:)`` accepts, in a sentence for an error message.
    public static let acceptedSpellings = """
        one character ("a", "/", "Space"), a named key (Enter, Esc, Tab, S-Tab, Bksp, Del, Ins, \
        Home, End, PgUp, PgDn, F1-F24, ↑ ↓ ← → or Up Down Left Right), Ctrl with a letter \
        ("^S", "Ctrl-S"), Alt with a character ("M-b", "Alt-b"), or modifiers before a named key \
        ("S-↑", "Ctrl-Left")
        """
}

/// The reading of a key's spelling, for `KeyEvent(spelling:)`.
private enum KeySpelling {
    /// Named keys by their lower-cased spellings.
    static let namedKeys: [String: KeyEvent] = [
        "space": .character(" "), "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape,
        "tab": .tab, "s-tab": .backTab, "shift-tab": .backTab, "backtab": .backTab, "shift+tab": .backTab,
        "bksp": .backspace, "backspace": .backspace, "del": .delete, "delete": .delete,
        "ins": .insert, "insert": .insert, "home": .home, "end": .end,
        "pgup": .pageUp, "pageup": .pageUp, "page-up": .pageUp, "page up": .pageUp,
        "pgdn": .pageDown, "pagedown": .pageDown, "page-down": .pageDown, "page down": .pageDown,
        "↑": .up, "up": .up, "↓": .down, "down": .down, "←": .left, "left": .left, "→": .right, "right": .right,
    ]

    static func key(spelledAs spelling: String) -> KeyEvent? {
        if let named = named(spelling) { return named }
        if spelling.count == 1, let character = spelling.first {
            return character.isPrintable ? .character(character) : nil
        }
        guard let (modifiers, rest) = leadingModifier(of: spelling), let inner = key(spelledAs: rest) else { return nil }
        return combine(modifiers, with: inner)
    }

    private static func named(_ spelling: String) -> KeyEvent? {
        let lowered = spelling.lowercased()
        if let key = namedKeys[lowered] { return key }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...24).contains(number) {
            return .function(number)
        }
        return nil
    }

    /// The first modifier of `spelling` and what follows it: `^` and `S-`, `M-`, `C-`
    /// as the footer writes them, or a word (`Ctrl`, `Control`, `Alt`, `Meta`, `Opt`,
    /// `Option`, `Shift`) and `-` or `+`.
    private static func leadingModifier(of spelling: String) -> (KeyModifiers, String)? {
        if spelling.hasPrefix("^"), spelling.count > 1 { return (.control, String(spelling.dropFirst())) }
        let words: [(String, KeyModifiers)] = [
            ("control", .control), ("ctrl", .control), ("c", .control), ("option", .alt), ("opt", .alt),
            ("meta", .alt), ("alt", .alt), ("m", .alt), ("shift", .shift), ("s", .shift),
        ]
        let lowered = spelling.lowercased()
        for (word, modifier) in words {
            for joiner in ["-", "+"] where lowered.hasPrefix(word + joiner) && lowered.count > word.count + 1 {
                return (modifier, String(spelling.dropFirst(word.count + 1)))
            }
        }
        return nil
    }

    /// `modifier` held with `key`, as the key decoder delivers it: Ctrl with a letter is
    /// `.control`, Alt with a character `.alt`, Shift with a letter its capital, Shift
    /// with Tab `.backTab`; other keys are `.modified`.
    private static func combine(_ modifier: KeyModifiers, with key: KeyEvent) -> KeyEvent? {
        switch key {
        case .character(let character):
            if modifier == .control, character.isLetter, character.isASCII { return .control(Character(character.lowercased())) }
            if modifier == .alt { return .alt(character) }
            if modifier == .shift, character.isLetter, character.isASCII { return .character(Character(character.uppercased())) }
            return nil
        case .tab where modifier == .shift:
            return .backTab
        case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .delete, .insert, .backspace, .function:
            return key.with(modifier)
        case .modified(let inner, let held):
            return inner.with(held.union(modifier))
        default:
            return nil
        }
    }
}

extension Character {
    /// Whether the character shows as itself: not a control character, a line break or
    /// blank space other than the space.
    fileprivate var isPrintable: Bool {
        if self == " " { return true }
        return !unicodeScalars.contains { scalar in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                || (scalar.properties.isWhitespace && scalar != " ")
        }
    }
}
