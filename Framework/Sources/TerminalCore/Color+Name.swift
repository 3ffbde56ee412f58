extension Color {
    /// A colour from its name as a user writes it: `"default"`, a named colour
    /// (`"yellow"`, `"bright-blue"`; `"brightBlue"` and `"bright_blue"` too), a palette
    /// index `"0"` to `"255"`, or `"#rrggbb"`. Nil for anything else.
    ///
    /// ```swift
    /// Color("bright-red")  // .brightRed
    /// Color("214")         // .indexed(214)
    /// Color("#ff8700")     // .rgb(red: 255, green: 135, blue: 0)
    /// ```
    public init?(_ text: String) {
        let text = text.trimmingSpaces
        if text.first == "#" {
            let digits = text.dropFirst()
            guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
            self = .rgb(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
            return
        }
        if let index = UInt8(text) {
            self = .indexed(index)
            return
        }
        let key = text.lowercased().filter { $0 != "-" && $0 != "_" }
        guard let color = Color.named.first(where: { $0.name.lowercased().filter({ $0 != "-" }) == key }) else { return nil }
        self = color
    }

    /// What `init(_:)` accepts, in a sentence for an error message: a name (each of
    /// them listed), a number from 0 to 255, or `"#rrggbb"`.
    public static let acceptedSpellings =
        "a name (\(named.map(\.name).joined(separator: ", "))), a number from 0 to 255, or \"#rrggbb\""

    /// How `init(_:)` reads this colour back: `"bright-blue"`, `"214"`, `"#ff8700"`.
    public var name: String {
        switch self {
        case .default: "default"
        case .black: "black"
        case .red: "red"
        case .green: "green"
        case .yellow: "yellow"
        case .blue: "blue"
        case .magenta: "magenta"
        case .cyan: "cyan"
        case .white: "white"
        case .brightBlack: "bright-black"
        case .brightRed: "bright-red"
        case .brightGreen: "bright-green"
        case .brightYellow: "bright-yellow"
        case .brightBlue: "bright-blue"
        case .brightMagenta: "bright-magenta"
        case .brightCyan: "bright-cyan"
        case .brightWhite: "bright-white"
        case .indexed(let index): String(index)
        case .rgb(let red, let green, let blue): "#" + [red, green, blue].map(Self.twoHexDigits).joined()
        }
    }

    private static func twoHexDigits(_ value: UInt8) -> String {
        let digits = String(value, radix: 16)
        return value < 16 ? "0" + digits : digits
    }
}

private extension String {
    var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " } ?? endIndex
        let end = lastIndex { $0 != " " }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
