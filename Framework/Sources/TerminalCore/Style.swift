/// A colour to draw in: the terminal's own (`.default`), one of its 16 named palette
/// colours, one of the 256 of an xterm-style palette (`.indexed`), or an exact one
/// (`.rgb`).
///
/// `.default` is whatever the user's terminal uses, which is the right choice for most
/// text: it respects light and dark themes alike. The named colours are the user's too
/// (terminals let them be themed); `.indexed` and `.rgb` are for a theme that needs more.
/// A terminal that has fewer colours draws the nearest it has: `.rgb` on a 256-colour
/// terminal becomes the nearest of its 256, and anything past 16 on a 16- or 8-colour
/// terminal the nearest of those.
///
/// ```swift
/// let selection = Style(background: .rgb(red: 0x30, green: 0x30, blue: 0x30))
/// let accent = Style(foreground: .indexed(214))  // orange
/// let parsed = Color("#303030")                    // .rgb(red: 48, green: 48, blue: 48)
/// ```
public enum Color: Hashable, Sendable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    /// Colour `index` of a 256-colour palette: 0–15 are the named colours, 16–231 a
    /// 6×6×6 colour cube and 232–255 a ramp of greys.
    case indexed(UInt8)
    /// An exact colour, drawn as it is where the terminal has direct colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// `.default` and the 16 named colours, in the terminal's order (black is colour 0).
    public static let named: [Color] = [
        .default,
        .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white,
        .brightBlack, .brightRed, .brightGreen, .brightYellow, .brightBlue, .brightMagenta, .brightCyan, .brightWhite,
    ]
}

/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let reverse = Attributes(rawValue: 1 << 4)
    }

    /// Both colours and the attributes in one word, so that a `Cell` stays four words
    /// (a frame is a few thousand of them, compared every frame): a colour takes 26 bits
    /// (its kind and up to 24 bits of value), the attributes 8.
    private var bits: UInt64

    public var foreground: Color {
        get { Color(code: UInt32(truncatingIfNeeded: bits & Self.colorMask)) }
        set { bits = bits & ~Self.colorMask | UInt64(newValue.code) }
    }

    public var background: Color {
        get { Color(code: UInt32(truncatingIfNeeded: (bits >> Self.backgroundShift) & Self.colorMask)) }
        set { bits = bits & ~(Self.colorMask << Self.backgroundShift) | UInt64(newValue.code) << Self.backgroundShift }
    }

    public var attributes: Attributes {
        get { Attributes(rawValue: UInt8(truncatingIfNeeded: bits >> Self.attributesShift)) }
        set { bits = bits & ~(0xFF << Self.attributesShift) | UInt64(newValue.rawValue) << Self.attributesShift }
    }

    private static let colorMask: UInt64 = (1 << 26) - 1
    private static let backgroundShift: UInt64 = 26
    private static let attributesShift: UInt64 = 52

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        bits = UInt64(foreground.code) | UInt64(background.code) << Self.backgroundShift
            | UInt64(attributes.rawValue) << Self.attributesShift
    }

    /// The terminal's own colours, no attributes.
    public static let plain = Style()
    public static let bold = Style(attributes: .bold)
    public static let dim = Style(attributes: .dim)
    public static let reverse = Style(attributes: .reverse)
    public static let underline = Style(attributes: .underline)

    /// This style with more attributes.
    public func adding(_ attributes: Attributes) -> Style {
        var style = self
        style.attributes.formUnion(attributes)
        return style
    }
}

extension Color {
    /// The colour in 26 bits: the kind (named, indexed, exact) above 24 bits of value.
    fileprivate var code: UInt32 {
        switch self {
        case .indexed(let index): 1 << 24 | UInt32(index)
        case .rgb(let red, let green, let blue): 2 << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        default: UInt32(Color.named.firstIndex(of: self) ?? 0)
        }
    }

    fileprivate init(code: UInt32) {
        let value = code & 0xFF_FFFF
        switch code >> 24 {
        case 1: self = .indexed(UInt8(truncatingIfNeeded: value))
        case 2: self = .rgb(red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8), blue: UInt8(truncatingIfNeeded: value))
        default: self = Color.named[Int(value)]
        }
    }
}

extension Style: CustomStringConvertible {
    /// The colours by name and the attributes, as a test's failure shows them:
    /// `Style(fg: cyan, bg: default, bold)`.
    public var description: String {
        let names: [(Attributes, String)] = [(.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse")]
        let parts = ["fg: \(foreground.name)", "bg: \(background.name)"] + names.filter { attributes.contains($0.0) }.map(\.1)
        return "Style(" + parts.joined(separator: ", ") + ")"
    }
}
