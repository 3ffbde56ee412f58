import ArgumentParser
import Foundation
import TodoApp

/// A todo named on the command line: its whole id, as `add` prints it, or the start of
/// it, at least four hexadecimal digits long, as git takes the start of a commit's hash.
/// Case and dashes do not matter: `1B2C3D4E-…`, `1b2c3d4e` and `1b2c` name the same todo
/// while no other todo's id starts with `1b2c`.
///
/// ```swift
/// let id = try TodoIDArgument(parsing: "1b2c")
/// let todo = try id.todo(among: todos, of: "Ada")   // the one todo whose id starts so
/// ```
struct TodoIDArgument: Sendable {
    /// As typed, for messages.
    let typed: String
    /// The hexadecimal digits typed, in lower case, without dashes.
    let digits: String

    static let shortestPrefix = 4

    /// The `ID` argument's help.
    static let help = ArgumentHelp(
        "The todo's id, as add prints it, or its first \(shortestPrefix) or more characters.",
        valueName: "ID"
    )

    /// What the help of every command that takes an `ID` says about it.
    static let discussion = """
        ID is the id add printed (list --ids shows the start of each, list --json each \
        whole one), or its first \(shortestPrefix) or more characters, as long as no other \
        todo in the list starts with them; case and dashes do not matter. An id not in \
        the list, or the start of more than one, is refused, with exit status 1.
        """

    /// Reads `text` as an id or the start of one.
    ///
    /// - Throws: `ValidationError` when it is not hexadecimal digits (and dashes), or
    ///   too short.
    init(parsing text: String) throws {
        typed = text
        digits = text.lowercased().filter { $0 != "-" }
        guard digits.allSatisfy(\.isHexDigit), digits.allSatisfy(\.isASCII),
              (Self.shortestPrefix...32).contains(digits.count)
        else {
            // ArgumentParser puts this after "The value '…' is invalid for '<ID>': ".
            throw ValidationError(
                "give the id add printed, or its first \(Self.shortestPrefix) or more characters (0-9 and a-f)."
            )
        }
    }

    /// The todo among `todos`, the list of the user called `userName`, whose id this
    /// names.
    ///
    /// - Throws: `CommandFailure` when no todo's id starts so, or more than one does.
    func todo(among todos: [Todo], of userName: String) throws -> Todo {
        let matching = todos.filter { $0.id.uuidString.lowercased().filter { $0 != "-" }.hasPrefix(digits) }
        switch matching.count {
        case 1:
            return matching[0]
        case 0 where digits.count == 32:
            throw CommandFailure("\(userName) has no todo with the id \(typed).")
        case 0:
            throw CommandFailure("\(userName) has no todo whose id starts with \(typed).")
        case let count:
            throw CommandFailure(
                "\(count) of \(userName)'s todos have ids that start with \(typed); give more of the id (see list --ids)."
            )
        }
    }
}
