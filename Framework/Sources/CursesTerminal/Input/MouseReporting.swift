import CNcurses

/// The terminal's mouse reporting, in the modes xterm defined and every current terminal
/// follows: button-event tracking (1002: presses, releases, drags with a button held,
/// the wheel) in the SGR encoding (1006: `ESC [ < button ; column ; row M`, `m` for a
/// release), which has no limit on the column and cannot be mistaken for UTF-8.
///
/// Like bracketed paste, the modes are written straight to the terminal, switched on when
/// the app asks for the mouse and off on every way out (`CursesScreen`), the crash
/// handler's included. Terminals keep Shift-drag for selecting text while they report the
/// mouse, so a user can still copy from the screen.
enum MouseReporting {
    static let enable = "\u{1B}[?1002h\u{1B}[?1006h"
    static let disable = "\u{1B}[?1006l\u{1B}[?1002l"

    /// How an SGR report starts; what follows is read by `SGRMouseReport`.
    static let reportPrefix = "\u{1B}[<"
    /// The key code curses is taught (`define_key`) to return for the prefix, beside
    /// the bracketed paste's (see `BracketedPaste.startCode`), for terminals whose entry
    /// does not name it. Entries that do (xterm's `kmous=\E[<`) win when curses reads
    /// them at the first key, so `KEY_MOUSE` starts a report too (`KeyDecoder`); the
    /// rest arrives as characters either way, since curses's own mouse is never started.
    static let reportCode: Int32 = 0x7E02

    /// Whether curses returned the code that starts a report.
    static func isReportStart(_ code: Int32) -> Bool {
        code == reportCode || code == KEY_MOUSE
    }
}
