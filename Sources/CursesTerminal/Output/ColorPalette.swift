import CNcurses
import TerminalCore

/// The colour pairs of one curses screen, set up as styles first need them.
///
/// curses draws colour through numbered (foreground, background) pairs. With 17 colours
/// (counting `.default`) there are at most 289 of them; each is set up once, on first use,
/// and pair 0 is always the terminal's own colours.
struct ColorPalette {
    /// False when the terminal has no colours or the user asked for none (`NO_COLOR`).
    let isEnabled: Bool
    /// True when `use_default_colors` worked, so colour -1 is the user's own colour.
    private let hasDefaultColors: Bool
    private let hasBrightColors: Bool
    private let pairLimit: Int
    private var pairs: [ColorPairKey: Int16] = [:]

    private struct ColorPairKey: Hashable {
        var foreground: Color
        var background: Color
    }

    /// A palette that never uses colour.
    static let monochrome = ColorPalette(isEnabled: false, hasDefaultColors: true, colorCount: 0, pairLimit: 0)

    init(isEnabled: Bool, hasDefaultColors: Bool, colorCount: Int, pairLimit: Int) {
        self.isEnabled = isEnabled
        self.hasDefaultColors = hasDefaultColors
        self.hasBrightColors = colorCount >= 16
        self.pairLimit = pairLimit
    }

    /// The pair that draws the style's colours. Falls back to pair 0 (the terminal's own
    /// colours) when colour is off or curses has run out of pairs.
    mutating func pair(for style: Style) -> Int16 {
        guard isEnabled, style.foreground != .default || style.background != .default else { return 0 }
        let key = ColorPairKey(foreground: style.foreground, background: style.background)
        if let pair = pairs[key] { return pair }
        let next = pairs.count + 1
        guard next < min(pairLimit, Int(Int16.max)),
              init_pair(Int16(next), number(for: key.foreground, isForeground: true), number(for: key.background, isForeground: false)) == OK
        else { return 0 }
        pairs[key] = Int16(next)
        return Int16(next)
    }

    private func number(for color: Color, isForeground: Bool) -> Int16 {
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
