import ArgumentParser

/// `--user NAME`: whose list a subcommand works on. Names are trimmed of
/// surrounding whitespace and otherwise exact, as when logging in.
struct UserOption: ParsableArguments {
    @Option(help: ArgumentHelp("Whose todo list to use.", valueName: "NAME"))
    var user: String

    func validate() throws {
        if user.allSatisfy(\.isWhitespace) {
            throw ValidationError("--user needs a name that is not blank.")
        }
    }
}
