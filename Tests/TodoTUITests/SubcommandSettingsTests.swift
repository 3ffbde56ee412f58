import ArgumentParser
import Foundation
import Testing
@testable import todo_tui

/// The subcommands take their user and server from the config file as the interface does:
/// an option over the environment, the environment over the file, and a file with a
/// mistake refused with its line and column.
struct SubcommandSettingsTests {
    /// No config file but the one a test names, and nothing from the process's environment.
    private static let quiet = ["HOME": "/nonexistent", "XDG_CONFIG_HOME": "/nonexistent"]

    private func settings(
        _ arguments: [String], file text: String, environment: [String: String] = [:]
    ) throws -> EffectiveSettings {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/config.toml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let command = try TodoTUICommand.parseAsRoot(["--config", path] + arguments)
        let environment = Self.quiet.merging(environment) { _, given in given }
        if let subcommand = command as? WorksOnAUsersList {
            return try subcommand.effectiveSettings(environment: environment)
        }
        let server = try #require(command as? ListsCommand, "a subcommand that works on a server")
        return try server.root.effectiveSettings(environment: environment)
    }

    private let file = "user = \"Ada\"\nserver = \"dbname=todos\"\n"

    @Test(arguments: [["add", "Milk"], ["list"], ["done", "1234abcd"], ["export"], ["rm", "1234abcd"], ["import", "-"]])
    func everySubcommandOnAListTakesTheFilesUserAndServer(arguments: [String]) throws {
        let settings = try settings(arguments, file: file)
        #expect(try settings.listUser == "Ada")
        #expect(settings.server?.value == "dbname=todos")
    }

    @Test func theServersOwnSubcommandsTakeTheFilesServer() throws {
        #expect(try settings(["lists"], file: file).server?.value == "dbname=todos")
    }

    @Test func theEnvironmentWinsOverTheFileAndTheOptionOverBoth() throws {
        let environment = ["TODO_TUI_USER": "Grace", "TODO_TUI_SERVER": "dbname=shared"]
        let fromEnvironment = try settings(["list"], file: file, environment: environment)
        #expect(try fromEnvironment.listUser == "Grace")
        #expect(fromEnvironment.server?.value == "dbname=shared")
        let fromOptions = try settings(["--server", "dbname=mine", "list", "--user", "Bob"], file: file, environment: environment)
        #expect(try fromOptions.listUser == "Bob")
        #expect(fromOptions.server?.value == "dbname=mine")
        #expect(try settings(["--user", "Bob", "list"], file: file).listUser == "Bob")
    }

    @Test func dataDirAloneKeepsTheTodosInSQLiteWhateverTheFileSays() throws {
        #expect(try settings(["--data-dir", "d", "list"], file: file).server == nil)
    }

    @Test func withoutAUserAnywhereTheRefusalNamesTheFileToo() throws {
        let settings = try settings(["list"], file: "footer = true\n")
        #expect {
            try settings.listUser
        } throws: { error in
            "\(error)".contains("Give --user NAME, set TODO_TUI_USER, or set user in the config file.")
        }
    }

    /// `config` reads the settings where the interface does, however they come: it can
    /// print nothing the interface would not run with.
    @Test(arguments: [
        ([], [], [:]), (["--user", "Bob"], [], [:]), ([], ["--user", "Bob"], [:]), ([], [], ["TODO_TUI_USER": "Grace"]),
        (["--server", "dbname=mine", "--mouse"], [], [:]), (["--data-dir", "d"], [], ["TODO_TUI_SERVER": "dbname=shared"]),
    ] as [([String], [String], [String: String])])
    func configPrintsTheSettingsTheInterfaceRunsWith(options: [String], configOptions: [String], environment: [String: String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/config.toml"
        try Data((file + "theme = \"light\"\n[keys]\nnew = [\"a\"]\n").utf8).write(to: URL(fileURLWithPath: path))
        let environment = Self.quiet.merging(environment) { _, given in given }
        let command = try #require(try TodoTUICommand.parseAsRoot(["--config", path] + options + ["config"] + configOptions) as? ConfigCommand)
        // The interface's command line, read as `TodoTUIMain` reads it: directly, else by ArgumentParser.
        let interfaceArguments = ["--config", path] + options + configOptions
        let interface = try #require(
            try DirectInvocation(interfaceArguments)?.interfaceCommand ?? TodoTUICommand.parseAsRoot(interfaceArguments) as? TodoTUICommand
        )
        let interfaceSettings = try interface.effectiveSettings(environment: environment)
        #expect(try command.report(environment: environment) == EffectiveSettingsReport(settings: interfaceSettings).text)
    }

    @Test(arguments: [["add", "Milk"], ["lists"]])
    func aFileWithAMistakeIsRefusedWithItsLineAndColumn(arguments: [String]) throws {
        #expect {
            try settings(arguments, file: "user = \"Ada\"\nsever = \"dbname=todos\"\n")
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.description.contains("config.toml:2:1: \"sever\" is not a setting; did you mean \"server\"?")
        }
    }
}
