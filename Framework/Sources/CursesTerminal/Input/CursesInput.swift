import TerminalCore

/// One thing `wget_wch` handed back: a character the terminal sent, or a key curses
/// recognised from an escape sequence (`KEY_UP`, `KEY_F(1)`, a code given to `define_key`).
///
/// Keeping input in this form, before it means anything, lets `KeyDecoder` be a pure
/// function that tests feed by hand.
enum CursesInput: Hashable, Sendable {
    case character(Unicode.Scalar)
    case key(Int32)
    /// One of the terminal's extended keys (numbered above `KEY_MAX` at run time), read
    /// as the plain key it modifies: `kLFT5` is `KEY_LEFT` with Ctrl.
    case modifiedKey(Int32, KeyModifiers)
}
