import ArgumentParser

/// `--user NAME`: whose list a subcommand works on. Names are matched as when
/// logging in: trimmed, ignoring case and Unicode normalisation.
struct UserOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Whose todo list to use. Ada, ada and ADA are one user, who keeps the spelling first used.",
        valueName: "NAME"
    ))
    var user: String

    func validate() throws {
        if user.allSatisfy(\.isWhitespace) {
            throw ValidationError("--user needs a name that is not blank.")
        }
    }
}
