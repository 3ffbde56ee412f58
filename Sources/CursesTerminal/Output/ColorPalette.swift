import CNcurses
import TerminalCore

/// Which of the terminal's colours draws each `Color`, as terminfo numbers them.
///
/// With 16 colours or more the bright ones are colours 8 to 15; with 8 they fall back to
/// the plain ones. `.default` is the user's own colour, when curses could ask for it
/// (`use_default_colors`); otherwise white on black.
struct ColorPalette {
    /// False when the terminal has no colours or the user asked for none (`NO_COLOR`).
    let isEnabled: Bool
    /// True when `use_default_colors` worked, so the terminal's own colours can be had.
    private let hasDefaultColors: Bool
    private let hasBrightColors: Bool

    /// A palette that never uses colour.
    static let monochrome = ColorPalette(isEnabled: false, hasDefaultColors: true, colorCount: 0)

    init(isEnabled: Bool, hasDefaultColors: Bool, colorCount: Int) {
        self.isEnabled = isEnabled
        self.hasDefaultColors = hasDefaultColors
        self.hasBrightColors = colorCount >= 16
    }

    /// The number of the colour that draws `color`; -1 for the terminal's own colour, and
    /// always without colour.
    func number(for color: Color, isForeground: Bool) -> Int16 {
        guard isEnabled else { return -1 }
        let base: Int16
        switch color {
        case .default:
            if hasDefaultColors { return -1 }
            return isForeground ? Int16(COLOR_WHITE) : Int16(COLOR_BLACK)
        case .black, .brightBlack: base = Int16(COLOR_BLACK)
        case .red, .brightRed: base = Int16(COLOR_RED)
        case .green, .brightGreen: base = Int16(COLOR_GREEN)
        case .yellow, .brightYellow: base = Int16(COLOR_YELLOW)
        case .blue, .brightBlue: base = Int16(COLOR_BLUE)
        case .magenta, .brightMagenta: base = Int16(COLOR_MAGENTA)
        case .cyan, .brightCyan: base = Int16(COLOR_CYAN)
        case .white, .brightWhite: base = Int16(COLOR_WHITE)
        }
        return hasBrightColors && color.isBright ? base + 8 : base
    }
}

private extension Color {
    var isBright: Bool {
        switch self {
        case .brightBlack, .brightRed, .brightGreen, .brightYellow,
             .brightBlue, .brightMagenta, .brightCyan, .brightWhite:
            return true
        default:
            return false
        }
    }
}
