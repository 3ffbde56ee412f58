import WorkflowUI

/// The theme a player names (`TICTACTOE_THEME`) and their changes to its styles
/// (`TICTACTOE_STYLES`), through the framework's `Theme.named(_:)`, `StyleChange` and
/// `NamedStyles.applying(_:otherStyleNames:)`. The game draws with the framework's
/// styles alone: the squares (`muted`), the cursor (`selection`), a winning row (`key`),
/// a refused square (`error`), and the header, footer and alerts (`bar`, `key`, `prompt`).
///
/// ```swift
/// // TICTACTOE_THEME=light TICTACTOE_STYLES="selection=fg:yellow,bold key=bg:#303030"
/// let theme = try TicTacToeStyles.theme(TicTacToeStyles.theme(named: "light"), changedBy: "selection=fg:yellow,bold")
/// theme.selection   // Style(foreground: .yellow, background: .indexed(253), attributes: .bold)
/// ```
public enum TicTacToeStyles {
    /// The variable that names the theme: one of `Theme.names`.
    public static let themeVariable = "TICTACTOE_THEME"

    /// The variable that changes styles: `name=part,part` entries separated by spaces.
    public static let variable = "TICTACTOE_STYLES"

    /// The framework's theme of that name (`standard`, `light`, `high-contrast`,
    /// `monochrome`).
    public static func theme(named name: String) throws(StyleSettingError) -> Theme {
        guard let theme = Theme.named(name) else { throw .unknownTheme(name) }
        return theme
    }

    /// `theme` with the changes of a setting such as `selection=fg:yellow,bold key=bg:#303030`:
    /// each entry a style's name (`Theme.styleNames`), `=`, and its change as
    /// `StyleChange(spelling:)` reads it, parts separated by commas.
    /// - Throws: A ``StyleSettingError`` for an entry without `=`, or one whose name,
    ///   part or colour is none.
    public static func theme(_ theme: Theme, changedBy setting: String) throws(StyleSettingError) -> Theme {
        var changes: [String: StyleChange] = [:]
        for entry in setting.split(whereSeparator: \.isWhitespace).map(String.init) {
            guard let equals = entry.firstIndex(of: "=") else { throw .notAnEntry(entry) }
            do {
                changes[String(entry[..<equals])] = try StyleChange(spelling: String(entry[entry.index(after: equals)...]))
            } catch {
                throw .refused(error, entry: entry)
            }
        }
        do {
            return try theme.applying(changes)
        } catch {
            throw .refused(error, entry: nil)
        }
    }
}

/// What is wrong with `TICTACTOE_THEME` or `TICTACTOE_STYLES`, in a sentence for the
/// player.
public enum StyleSettingError: Error, Equatable, CustomStringConvertible {
    /// A theme that is none of `Theme.names`.
    case unknownTheme(String)
    /// An entry that is not `name=parts`.
    case notAnEntry(String)
    /// What the framework refused, and the entry it was in where that is not in the
    /// sentence already.
    case refused(StyleChangeError, entry: String?)

    public var description: String {
        switch self {
        case .unknownTheme(let name):
            "\"\(name)\" is not a theme; the themes are \(Theme.names.joined(separator: ", "))."
        case .notAnEntry(let entry):
            "\"\(entry)\" is not a style and its change: write name=part,part, as selection=fg:yellow,bold."
        case .refused(let error, let entry?):
            "in \"\(entry)\": \(error)"
        case .refused(let error, nil):
            "\(error)"
        }
    }
}
