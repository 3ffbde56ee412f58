/// A colour as the terminal is told it: its own, one of its palette's by number, or an
/// exact one (direct colour, written as `38;2;r;g;b`).
enum TerminalColor: Hashable {
    case own
    case number(Int)
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
}
