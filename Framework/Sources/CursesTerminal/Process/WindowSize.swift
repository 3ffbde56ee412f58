import CNcurses
import TerminalCore

/// The terminal's size as the kernel knows it (`TIOCGWINSZ`), which is the truth after a
/// resize; curses's `LINES` and `COLS` only catch up once told.
enum WindowSize {
    /// Nil when the descriptor is not a terminal or its size was never set (0x0), in which
    /// case curses's own idea of the size is the best there is.
    static func of(descriptor: Int32) -> Size? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        guard cncurses_window_size(descriptor, &rows, &columns) == 0, rows > 0 || columns > 0 else { return nil }
        return Size(width: Int(columns), height: Int(rows))
    }
}
