import TerminalCore

/// How the terminal draws what comes next: the attributes and colours it has been set to.
/// A style becomes a look through the palette (colour numbers, none without colour) and
/// what the terminal can combine.
struct Look: Equatable {
    var attributes: Style.Attributes
    var foreground: TerminalColor
    var background: TerminalColor

    /// What `sgr0` leaves: no attribute, the terminal's own colours. The terminal is left
    /// so between frames, as curses leaves it after each update.
    static let plain = Look(attributes: [], foreground: .own, background: .own)

    var hasColor: Bool { foreground != .own || background != .own }

    init(attributes: Style.Attributes, foreground: TerminalColor, background: TerminalColor) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// `style` as this terminal shows it.
    init(_ style: Style, palette: ColorPalette, attributesNotWithColor: Int) {
        attributes = style.attributes
        guard palette.isEnabled else {
            // Without colour a highlight drawn as a background would vanish; reverse video
            // keeps it visible.
            foreground = .own
            background = .own
            if style.background != .default { attributes.insert(.reverse) }
            return
        }
        foreground = palette.terminalColor(for: style.foreground, isForeground: true)
        background = palette.terminalColor(for: style.background, isForeground: false)
        guard hasColor, attributesNotWithColor != 0 else { return }
        // terminfo's `ncv`: attributes the terminal cannot show together with colour are
        // dropped, as curses drops them, and reverse video becomes the colours swapped.
        if attributesNotWithColor & 2 != 0 { attributes.remove(.underline) }
        if attributesNotWithColor & 16 != 0 { attributes.remove(.dim) }
        if attributesNotWithColor & 32 != 0 { attributes.remove(.bold) }
        if attributesNotWithColor & 4 != 0 && attributes.contains(.reverse) {
            attributes.remove(.reverse)
            swap(&foreground, &background)
        }
    }

    /// Whether erasing to the end of the line (`el`) draws blanks of this look: only the
    /// background shows on a blank, and `el` fills with it where the terminal says so.
    func erasesLikeBlanks(_ capabilities: TerminalCapabilities) -> Bool {
        attributes.isDisjoint(with: [.underline, .reverse])
            && (background == .own || capabilities.erasesInBackgroundColor)
    }
}

extension TerminalCapabilities {
    /// Appends what takes the terminal from drawing in `old` to drawing in `new`. An
    /// attribute is switched off only by `sgr0` (after `op` when colours were on: `sgr0`
    /// need not reset them), and a colour goes back to the terminal's own only by `op`.
    func appendChange(from old: Look, to new: Look, to bytes: inout [UInt8]) {
        var old = old
        let backToOwnColors = (new.foreground == .own && old.foreground != .own) || (new.background == .own && old.background != .own)
        if !new.attributes.isSuperset(of: old.attributes) || (backToOwnColors && defaultColors.isEmpty) {
            if old.hasColor { bytes.append(contentsOf: defaultColors) }
            bytes.append(contentsOf: plainAttributes)
            old = .plain
        } else if backToOwnColors {
            bytes.append(contentsOf: defaultColors)
            old.foreground = .own
            old.background = .own
        }
        let added = new.attributes.subtracting(old.attributes)
        if !added.isEmpty {
            if added.contains(.bold) { bytes.append(contentsOf: bold) }
            if added.contains(.dim) { bytes.append(contentsOf: dim) }
            if added.contains(.italic) { bytes.append(contentsOf: italic) }
            if added.contains(.underline) { bytes.append(contentsOf: underline) }
            if added.contains(.reverse) { bytes.append(contentsOf: reverse) }
        }
        if new.foreground != old.foreground { appendColor(new.foreground, from: foregrounds, directPrefix: 38, to: &bytes) }
        if new.background != old.background { appendColor(new.background, from: backgrounds, directPrefix: 48, to: &bytes) }
    }

    /// A palette colour as terminfo sets it; an exact one as the SGR that terminals with
    /// direct colour all read (`38;2;r;g;b`), which terminfo has no common string for.
    private func appendColor(_ color: TerminalColor, from strings: [[UInt8]], directPrefix: Int, to bytes: inout [UInt8]) {
        switch color {
        case .own: break
        case .number(let number): if number < strings.count { bytes.append(contentsOf: strings[number]) }
        case .rgb(let red, let green, let blue): bytes.append(contentsOf: Array("\u{1B}[\(directPrefix);2;\(red);\(green);\(blue)m".utf8))
        }
    }
}
