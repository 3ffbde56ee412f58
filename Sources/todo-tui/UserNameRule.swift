/// What `--user`, `TODO_TUI_USER` and the config file's `user` accept as a name: one rule
/// for the three. A name is not blank, and has no control character (a tab, a line break,
/// an escape): none can be typed at the name prompt, and a terminal would act on one
/// wherever the name is shown.
///
/// An empty or blank `TODO_TUI_USER` is no name rather than a wrong one, as if it were not
/// set (so `TODO_TUI_USER= todo-tui` asks for a name): a variable is set for every command,
/// and emptied to set it aside. `--user` and the file's `user` are left out to give no
/// name, so a blank one there is a mistake.
///
/// ```swift
/// UserNameRule.problem(with: "Ada")            // nil
/// UserNameRule.problem(with: " ")              // .blank
/// UserNameRule.problem(with: "Ada\u{1B}[2J")   // .controlCharacter
/// ```
enum UserNameRule {
    enum Problem: Error, Equatable {
        case blank
        case controlCharacter

        /// What is accepted instead, as the end of "--user needs …".
        var accepted: String {
            switch self {
            case .blank: "a name that is not blank"
            case .controlCharacter: "a name without control characters (a tab, a line break, an escape)"
            }
        }
    }

    /// Why `name` is not one; nil when it is.
    static func problem(with name: String) -> Problem? {
        if name.allSatisfy(\.isWhitespace) { return .blank }
        // Unicode's controls (Cc): C0, DEL and C1, as TodoApp's ControlCharacters has them.
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return .controlCharacter }
        return nil
    }
}
