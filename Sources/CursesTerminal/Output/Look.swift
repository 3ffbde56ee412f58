import TerminalCore

/// How the terminal draws what comes next: the attributes and colours it has been set to.
/// A style becomes a look through the palette (colour numbers, none without colour) and
/// what the terminal can combine.
struct Look: Equatable {
    var attributes: Style.Attributes
    /// The colour numbers; -1 is the terminal's own colour.
    var foreground: Int16
    var background: Int16

    /// What `sgr0` leaves: no attribute, the terminal's own colours. The terminal is left
    /// so between frames, as curses leaves it after each update.
    static let plain = Look(attributes: [], foreground: -1, background: -1)

    var hasColor: Bool { foreground != -1 || background != -1 }

    init(attributes: Style.Attributes, foreground: Int16, background: Int16) {
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
            foreground = -1
            background = -1
            if style.background != .default { attributes.insert(.reverse) }
            return
        }
        foreground = palette.number(for: style.foreground, isForeground: true)
        background = palette.number(for: style.background, isForeground: false)
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
            && (background == -1 || capabilities.erasesInBackgroundColor)
    }
}

extension TerminalCapabilities {
    /// Appends what takes the terminal from drawing in `old` to drawing in `new`. An
    /// attribute is switched off only by `sgr0` (after `op` when colours were on: `sgr0`
    /// need not reset them), and a colour goes back to the terminal's own only by `op`.
    func appendChange(from old: Look, to new: Look, to bytes: inout [UInt8]) {
        var old = old
        let backToOwnColors = (new.foreground == -1 && old.foreground != -1) || (new.background == -1 && old.background != -1)
        if !new.attributes.isSuperset(of: old.attributes) || (backToOwnColors && defaultColors.isEmpty) {
            if old.hasColor { bytes.append(contentsOf: defaultColors) }
            bytes.append(contentsOf: plainAttributes)
            old = .plain
        } else if backToOwnColors {
            bytes.append(contentsOf: defaultColors)
            old.foreground = -1
            old.background = -1
        }
        let added = new.attributes.subtracting(old.attributes)
        if !added.isEmpty {
            if added.contains(.bold) { bytes.append(contentsOf: bold) }
            if added.contains(.dim) { bytes.append(contentsOf: dim) }
            if added.contains(.italic) { bytes.append(contentsOf: italic) }
            if added.contains(.underline) { bytes.append(contentsOf: underline) }
            if added.contains(.reverse) { bytes.append(contentsOf: reverse) }
        }
        if new.foreground != old.foreground { bytes.append(contentsOf: foregrounds[Int(new.foreground)]) }
        if new.background != old.background { bytes.append(contentsOf: backgrounds[Int(new.background)]) }
    }
}
