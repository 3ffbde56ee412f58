import ArgumentParser
import Testing
@testable import todo_tui

/// Whose list a command line names: `--user`, wherever it is, else `TODO_TUI_USER`.
struct UserOptionTests {
    private func user(_ arguments: [String], environment: [String: String] = [:]) throws -> String? {
        let command = try TodoTUICommand.parseAsRoot(arguments)
        // No config file: the name is the option's or the variable's.
        let environment = environment.merging(["HOME": "/nonexistent", "XDG_CONFIG_HOME": "/nonexistent"]) { given, _ in given }
        if let subcommand = command as? WorksOnAUsersList {
            return try subcommand.effectiveSettings(environment: environment).user?.value
        }
        return try #require(command as? TodoTUICommand).effectiveSettings(environment: environment).user?.value
    }

    @Test func userIsTheSubcommandsWhetherItComesBeforeOrAfterItsName() throws {
        #expect(try user(["list", "--user", "Ada"]) == "Ada")
        #expect(try user(["--user", "Ada", "list"]) == "Ada")
        #expect(try user(["--data-dir", "d", "--user", "Ada", "export", "--format", "json"]) == "Ada")
    }

    @Test func todoTUIUserIsTheDefaultAndUserWins() throws {
        #expect(try user(["list"], environment: ["TODO_TUI_USER": "Grace"]) == "Grace")
        #expect(try user(["list", "--user", "Ada"], environment: ["TODO_TUI_USER": "Grace"]) == "Ada")
        #expect(try user([], environment: ["TODO_TUI_USER": "Grace"]) == "Grace", "the interface's too")
        #expect(try user([], environment: ["TODO_TUI_USER": " "]) == nil, "a blank variable names no one")
        #expect(try user([]) == nil)
    }

    /// The rule of ``UserNameRule``, as the config file's `user` has it too.
    @Test(arguments: [" ", "", "Ada\tLovelace", "Ada\u{1B}[2J", "Ada\u{85}"])
    func aUserThatIsNoNameIsRefusedWhereverItIs(name: String) {
        for arguments in [["--user", name], ["list", "--user", name], ["--user", name, "add", "Milk"]] {
            do {
                _ = try TodoTUICommand.parseAsRoot(arguments)
                Issue.record("\(arguments) is taken")
            } catch {
                #expect(TodoTUICommand.message(for: error).hasPrefix("--user needs a name "), "\(arguments)")
            }
        }
    }

    @Test func everySubcommandButTheServersOwnAndConfigWorksOnAUsersList() {
        let serverCommands: [String] = ["lists", "share", "unshare", "setup", "config"]
        for subcommand in TodoTUICommand.configuration.subcommands {
            let name = subcommand.configuration.commandName ?? ""
            #expect(
                (subcommand is WorksOnAUsersList.Type) != serverCommands.contains(name),
                "\(name) is not checked for a user before it runs, or a server's command is"
            )
        }
    }
}
