import CNcurses
import TerminalCore

/// Which of the terminal's colours draws each `Color`, as terminfo numbers them.
///
/// With 16 colours or more the bright ones are colours 8 to 15; with 8 they fall back to
/// the plain ones. `.default` is the user's own colour, when curses could ask for it
/// (`use_default_colors`); otherwise white on black. A colour the terminal lacks is drawn
/// exactly where it has direct colour (a palette one as xterm draws it), else as the
/// nearest it has (`NearestColor`): of 256 where it has them, else of its 16 or 8.
struct ColorPalette {
    /// False when the terminal has no colours or the user asked for none (`NO_COLOR`).
    let isEnabled: Bool
    /// True when `use_default_colors` worked, so the terminal's own colours can be had.
    private let hasDefaultColors: Bool
    /// How many palette colours can be set: 0, 8, 16 or 256 (more count as 256); on a
    /// direct-colour terminfo entry, the few it numbers as palette ones.
    let colorCount: Int
    /// Whether exact colours can be written (`COLORTERM=truecolor`, terminfo's `RGB` or `Tc`).
    let hasDirectColor: Bool

    /// A palette that never uses colour.
    static let monochrome = ColorPalette(isEnabled: false, hasDefaultColors: true, colorCount: 0)

    init(isEnabled: Bool, hasDefaultColors: Bool, colorCount: Int, hasDirectColor: Bool = false) {
        self.isEnabled = isEnabled
        self.hasDefaultColors = hasDefaultColors
        self.colorCount = isEnabled ? min(colorCount, 256) : 0
        self.hasDirectColor = isEnabled && hasDirectColor
    }

    /// The colour that draws `color`; `.own` for the terminal's own colour, and always
    /// without colour.
    func terminalColor(for color: Color, isForeground: Bool) -> TerminalColor {
        guard isEnabled else { return .own }
        switch color {
        case .default:
            if hasDefaultColors { return .own }
            return .number(isForeground ? Int(COLOR_WHITE) : Int(COLOR_BLACK))
        case .indexed(let index):
            return paletteColor(Int(index))
        case .rgb(let red, let green, let blue):
            if hasDirectColor { return .rgb(red: red, green: green, blue: blue) }
            let rgb = (Int(red), Int(green), Int(blue))
            if colorCount >= 256 { return .number(NearestColor.index256(of: rgb)) }
            return .number(NearestColor.index(of: rgb, amongFirst: colorCount >= 16 ? 16 : 8))
        default:
            let index = Color.named.firstIndex(of: color)! - 1
            return paletteColor(index)
        }
    }

    /// Colour `index` of a 256-colour palette on this terminal: itself where it has it;
    /// else, with direct colour, exactly as xterm draws it; else the plain colour for a
    /// bright one on 8, or the nearest it has.
    private func paletteColor(_ index: Int) -> TerminalColor {
        if index < colorCount { return .number(index) }
        if hasDirectColor {
            let rgb = NearestColor.rgb(ofIndex: index)
            return .rgb(red: UInt8(rgb.red), green: UInt8(rgb.green), blue: UInt8(rgb.blue))
        }
        if index < 16 { return .number(index % 8) }
        return .number(NearestColor.index(of: NearestColor.rgb(ofIndex: index), amongFirst: colorCount >= 16 ? 16 : 8))
    }
}
