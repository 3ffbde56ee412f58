import Testing
import WorkflowUI

/// A key written as the help prints it, or in the longer words people use, reads as that key.
struct KeySpellingTests {
    @Test(arguments: [
        ("a", KeyEvent.character("a")), ("A", .character("A")), ("/", .character("/")), ("?", .character("?")),
        ("Space", .character(" ")), ("space", .character(" ")), (" ", .character(" ")),
        ("Enter", .enter), ("Return", .enter), ("Esc", .escape), ("Escape", .escape), ("Tab", .tab),
        ("S-Tab", .backTab), ("Shift-Tab", .backTab), ("Bksp", .backspace), ("Backspace", .backspace),
        ("Del", .delete), ("Delete", .delete), ("Ins", .insert), ("Home", .home), ("End", .end),
        ("PgUp", .pageUp), ("PageUp", .pageUp), ("PgDn", .pageDown), ("PageDown", .pageDown),
        ("↑", .up), ("Up", .up), ("down", .down), ("←", .left), ("Right", .right), ("F1", .function(1)), ("F12", .function(12)),
        ("^S", .control("s")), ("^s", .control("s")), ("Ctrl-S", .control("s")), ("ctrl+s", .control("s")), ("C-s", .control("s")),
        ("M-b", .alt("b")), ("Alt-b", .alt("b")), ("Meta-b", .alt("b")), ("Shift-a", .character("A")),
        ("S-↑", .modified(.up, .shift)), ("Shift-Up", .modified(.up, .shift)), ("^←", .modified(.left, .control)),
        ("Ctrl-Left", .modified(.left, .control)), ("M-PgDn", .modified(.pageDown, .alt)),
        ("^M-S-↑", .modified(.up, [.control, .alt, .shift])),
    ])
    func aSpellingReadsAsItsKey(spelling: String, key: KeyEvent) {
        #expect(KeyEvent(spelling: spelling) == key)
    }

    @Test(arguments: ["", "Ctrl", "Ctrl-", "F0", "F25", "Upp", "^1", "\n", "\u{7}", "ab", "Hyper-a", "Shift-1"])
    func whatNamesNoKeyIsRefused(spelling: String) {
        #expect(KeyEvent(spelling: spelling) == nil)
    }

    /// What the footer and the help print can be copied into a settings file.
    @Test(arguments: [
        KeyEvent.character("x"), .character(" "), .enter, .escape, .tab, .backTab, .backspace, .delete, .insert,
        .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .control("r"), .alt("f"), .function(5),
        .modified(.left, .control), .modified(.up, .shift), .modified(.end, [.control, .shift]), .modified(.delete, .alt),
    ])
    func everyKeysDisplayNameReadsBackAsTheKey(key: KeyEvent) {
        #expect(KeyEvent(spelling: key.displayName) == key)
    }
}
