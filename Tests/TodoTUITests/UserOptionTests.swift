import ArgumentParser
import Testing
@testable import todo_tui

/// Whose list a command line names: `--user`, wherever it is, else `TODO_TUI_USER`.
struct UserOptionTests {
    private func user(_ arguments: [String], environment: [String: String] = [:]) throws -> String? {
        let command = try TodoTUICommand.parseAsRoot(arguments)
        let option = (command as? WorksOnAUsersList)?.user ?? (command as? TodoTUICommand)?.user
        return try #require(option).name(environment: environment)
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
