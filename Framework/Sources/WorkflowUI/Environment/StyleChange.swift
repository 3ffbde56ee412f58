/// What a user's setting changes of one style: its colours, and whether it is bold,
/// underlined or reversed. What the change leaves out (nil) stays as the style has it, so
/// a user can make the selection yellow without losing the theme's reverse.
///
/// A settings file gives one per style name, and ``NamedStyles/applying(_:otherStyleNames:)``
/// makes them to a ``Theme`` or an app's own styles:
///
/// ```swift
/// let change = try StyleChange(spelling: "fg:yellow,bold")
/// let selection = change.applied(to: Style(attributes: .reverse))
/// // Style(foreground: .yellow, attributes: [.reverse, .bold])
/// ```
public struct StyleChange: Hashable, Sendable, CustomStringConvertible {
    /// The text colour (`fg`).
    public var foreground: Color?
    /// The colour behind the text (`bg`).
    public var background: Color?
    public var bold: Bool?
    public var underline: Bool?
    public var reverse: Bool?

    public init(foreground: Color? = nil, background: Color? = nil, bold: Bool? = nil, underline: Bool? = nil, reverse: Bool? = nil) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
    }

    /// The names of the parts a change may have, as a setting writes them: `fg` and `bg`
    /// (a colour), `bold`, `underline` and `reverse` (true or false).
    public static let partNames = ["fg", "bg", "bold", "underline", "reverse"]

    /// `style` with this change made.
    public func applied(to style: Style) -> Style {
        var style = style
        if let foreground { style.foreground = foreground }
        if let background { style.background = background }
        for (flag, attribute) in flags where flag != nil {
            if flag == true { style.attributes.insert(attribute) } else { style.attributes.remove(attribute) }
        }
        return style
    }

    private var flags: [(Bool?, Style.Attributes)] {
        [(bold, .bold), (underline, .underline), (reverse, .reverse)]
    }

    // MARK: Spelling

    /// Sets one part from the text a user wrote for it: a colour for `fg` and `bg`
    /// (`Color(_:)`: a name, a number from 0 to 255 or `"#rrggbb"`), `true` or
    /// `false` for the others.
    ///
    /// ```swift
    /// var change = StyleChange()
    /// try change.set("bg", to: "#303030")
    /// try change.set("reverse", to: "false")
    /// ```
    ///
    /// - Throws: A ``StyleChangeError`` for a part that is none (``partNames`` are), a
    ///   colour that is none, or a flag that is neither true nor false.
    public mutating func set(_ part: String, to value: String) throws(StyleChangeError) {
        switch part {
        case "fg", "bg":
            guard let color = Color(value) else { throw .notAColor(value, part: part) }
            if part == "fg" { foreground = color } else { background = color }
        case "bold", "underline", "reverse":
            guard let flag = Bool(value) else { throw .notAFlag(value, part: part) }
            switch part {
            case "bold": bold = flag
            case "underline": underline = flag
            default: reverse = flag
            }
        default:
            throw .unknownPart(part)
        }
    }

    /// A change as one word spells it, for an environment variable or an option: its
    /// parts separated by commas, each `part:value`, and a flag alone for `flag:true`.
    ///
    /// ```swift
    /// try StyleChange(spelling: "fg:yellow,bg:#303030,bold,reverse:false")
    /// // StyleChange(foreground: .yellow, background: .rgb(red: 48, green: 48, blue: 48), bold: true, reverse: false)
    /// ```
    ///
    /// - Throws: A ``StyleChangeError``, as ``set(_:to:)`` does for each part.
    public init(spelling: String) throws(StyleChangeError) {
        self.init()
        for part in spelling.split(separator: ",") {
            let words = part.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces }
            guard let name = words.first else { continue }
            let isFlag = name != "fg" && name != "bg"
            try set(name, to: words.count > 1 ? words[1] : isFlag ? "true" : "")
        }
    }

    /// The change as ``init(spelling:)`` reads it: `"fg:yellow,bold,reverse:false"`.
    public var description: String {
        var parts: [String] = []
        if let foreground { parts.append("fg:\(foreground.name)") }
        if let background { parts.append("bg:\(background.name)") }
        for (name, flag) in zip(["bold", "underline", "reverse"], flags.map(\.0)) {
            if let flag { parts.append(flag ? name : "\(name):false") }
        }
        return parts.joined(separator: ",")
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
