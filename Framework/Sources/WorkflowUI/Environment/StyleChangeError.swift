/// What is wrong with style changes a user gave (``StyleChange/init(spelling:)``,
/// ``NamedStyles/applying(_:otherStyleNames:)``). Its description is a sentence for the
/// user: it names what was written and what is accepted.
public enum StyleChangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A name that is no style's, with the names there are.
    case unknownStyle(String, known: [String])
    /// A part of a change that is none of ``StyleChange/partNames``.
    case unknownPart(String)
    /// A colour that is none (`Color(_:)`), and the part it was given to.
    case notAColor(String, part: String)
    /// A flag that is neither `true` nor `false`, and the part it was given to.
    case notAFlag(String, part: String)

    public var description: String {
        switch self {
        case .unknownStyle(let name, let known):
            "\"\(name)\" is not a style; the styles are \(known.joined(separator: ", "))."
        case .unknownPart(let part):
            "\"\(part)\" is not part of a style; the parts are fg and bg (a colour), bold, underline and reverse (true or false)."
        case .notAColor(let value, let part):
            "\"\(value)\" (for \(part)) is not a colour; a colour is \(Color.acceptedSpellings)."
        case .notAFlag(let value, let part):
            "\"\(value)\" (for \(part)) is neither true nor false."
        }
    }
}
