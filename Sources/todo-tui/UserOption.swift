import ArgumentParser
import Foundation

/// `--user NAME`: whose list to use. Names are matched as when logging in: trimmed,
/// ignoring case and Unicode normalisation. Without it, `TODO_TUI_USER` names the user,
/// and without that the config file's `user` (see ``EffectiveSettings``).
///
/// `todo-tui` declares it, and so does each subcommand, as the same group: ArgumentParser
/// gives a parent command's options first pick wherever they are on the command line, and
/// hands a subcommand the group its parent decoded. So `todo-tui --user Ada list` and
/// `todo-tui list --user Ada` are one command line, and both helps list the option. The
/// interface opens the user's list at once; a subcommand works on it.
///
/// ```swift
/// // todo-tui list, with TODO_TUI_USER=Ada in the environment:
/// try command.effectiveSettings().listUser   // "Ada"
/// ```
struct UserOption: ParsableArguments {
    @Option(
        name: .customLong("user"),
        help: ArgumentHelp(
            "Whose todo list to use; defaults to $TODO_TUI_USER. Ada, ada and ADA are one user, who keeps the spelling first used. On a server, the name of a list: yours, or another's with its owner (Groceries · ada).",
            valueName: "NAME"
        )
    )
    var given: String?

    static let environmentVariable = "TODO_TUI_USER"

    /// A name ``UserNameRule`` refuses is refused here, as the environment's and the
    /// file's are where they are read.
    func validate() throws {
        if let given, let problem = UserNameRule.problem(with: given) {
            throw ValidationError("--user needs \(problem.accepted).")
        }
    }
}

/// A subcommand that works on one user's list, named by its ``UserOption``, the
/// environment or the config file.
protocol WorksOnAUsersList {
    var root: TodoTUICommand { get }
    var user: UserOption { get }
}

extension WorksOnAUsersList {
    /// The settings it runs with, read as the interface reads them (see
    /// ``TodoTUICommand/effectiveSettings(userOption:environment:)``): whose list is
    /// ``EffectiveSettings/listUser``, and the server, if any, `server`.
    func effectiveSettings(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> EffectiveSettings {
        try root.effectiveSettings(userOption: user, environment: environment)
    }
}

extension AddCommand: WorksOnAUsersList {}
extension ListCommand: WorksOnAUsersList {}
extension DoneCommand: WorksOnAUsersList {}
extension UndoneCommand: WorksOnAUsersList {}
extension EditCommand: WorksOnAUsersList {}
extension RemoveCommand: WorksOnAUsersList {}
extension ImportCommand: WorksOnAUsersList {}
extension ExportCommand: WorksOnAUsersList {}
