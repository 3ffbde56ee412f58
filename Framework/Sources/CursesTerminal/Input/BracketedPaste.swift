/// Bracketed paste: a terminal in this mode wraps pasted text in `ESC [200~` and
/// `ESC [201~`, so a paste can be told apart from typing and handled as one event.
enum BracketedPaste {
    static let enable = "\u{1B}[?2004h"
    static let disable = "\u{1B}[?2004l"

    static let startMarker = "\u{1B}[200~"
    static let endMarker = "\u{1B}[201~"

    /// The key codes curses is taught (`define_key`) to return for the markers. They sit
    /// far above `KEY_MAX` and the few hundred codes ncurses gives the terminal's extended
    /// keys, so they cannot collide with a real key.
    static let startCode: Int32 = 0x7E00
    static let endCode: Int32 = 0x7E01
}
