import ArgumentParser
import Testing
@testable import todo_tui

/// The command lines `todo-tui` reads without ArgumentParser mean what ArgumentParser
/// makes of them, and every other one is left to it.
struct DirectInvocationTests {
    @Test(arguments: [
        [],
        ["--data-dir", "/tmp/todos"],
        ["--log-file", "todo.log"],
        ["--debug-tree"],
        ["--debug-tree", "--log-file", "todo.log", "--data-dir", "My Todos"],
        ["--data-dir", "d", "--debug-tree", "--log-file", "a=b"],
        ["--user", "Ada"],
        ["--user", "Ada Lovelace", "--data-dir", "d", "--debug-tree"],
        ["--log-file", "l", "--user", "José"],
        ["--mouse"],
        ["--mouse", "--debug-tree", "--user", "Ada"],
        ["--config", "light.toml"],
        ["--config", "/home/ada/todo.toml", "--user", "Ada", "--mouse", "--data-dir", "d"],
    ])
    func theInterfacesOptionsAreReadAsArgumentParserReadsThem(arguments: [String]) throws {
        let direct = try #require(DirectInvocation(arguments))
        let parsed = try #require(try TodoTUICommand.parseAsRoot(arguments) as? TodoTUICommand)
        #expect(direct == .interface(
            dataDir: parsed.dataDir, logFile: parsed.logFile, config: parsed.config, debugTree: parsed.debugTree, mouse: parsed.mouse,
            user: parsed.user.given
        ))
    }

    /// The command made without ArgumentParser has every option ArgumentParser would have
    /// given it: one left unset is a crash when the interface reads it.
    @Test(arguments: [
        [], ["--data-dir", "d", "--debug-tree"], ["--user", "Ada", "--log-file", "l"], ["--mouse"], ["--config", "c.toml"],
    ])
    func theInterfacesCommandHasEveryOptionArgumentParserGivesIt(arguments: [String]) throws {
        let command = try #require(DirectInvocation(arguments)?.interfaceCommand)
        let parsed = try #require(try TodoTUICommand.parseAsRoot(arguments) as? TodoTUICommand)
        #expect(command.dataDir == parsed.dataDir)
        #expect(command.server == parsed.server)
        #expect(command.logFile == parsed.logFile)
        #expect(command.config == parsed.config)
        #expect(command.debugTree == parsed.debugTree)
        #expect(command.mouse == parsed.mouse)
        #expect(command.user.given == parsed.user.given)
        // No config file: the settings are the options' and the environment's.
        let environment = ["TODO_TUI_SERVER": "dbname=todos", "TODO_TUI_CONFIG": "", "HOME": "/nonexistent", "XDG_CONFIG_HOME": "/nonexistent"]
        if command.config == nil {
            #expect(try command.effectiveSettings(environment: environment) == parsed.effectiveSettings(environment: environment))
        }
    }

    @Test func theVersionIsWhatArgumentParserPrints() {
        #expect(DirectInvocation(["--version"]) == .version)
        #expect(throws: (any Error).self) {
            do {
                _ = try TodoTUICommand.parseAsRoot(["--version"])
            } catch {
                #expect(TodoTUICommand.message(for: error) == TodoTUIVersion.current)
                #expect(TodoTUICommand.exitCode(for: error) == .success)
                throw error
            }
        }
    }

    @Test(arguments: [
        ["list", "--user", "Ada"],
        ["--data-dir", "d", "add", "--user", "Ada", "Milk"],
        ["--help"], ["-h"], ["help"],
        ["--data-dir"], ["--data-dir", ""], ["--data-dir", "-d"], ["--data-dir=d"],
        ["--data-dir", "list"], ["--log-file", "help"],
        ["--data-dir", "a", "--data-dir", "b"], ["--debug-tree", "--debug-tree"],
        ["--version", "--debug-tree"], ["--debug-tree", "--version"],
        ["--", "--debug-tree"], ["--debugtree"], ["extra"],
        ["--user"], ["--user", ""], ["--user", " "], ["--user", "Ada\tLovelace"], ["--user", "\u{1B}[2J"], ["--user", "-a"], ["--user=Ada"], ["--user", "list"],
        ["--user", "a", "--user", "b"], ["--user", "Ada", "list"],
        ["--mouse", "--mouse"], ["--mouse", "list"],
        ["--config"], ["--config", ""], ["--config=c.toml"], ["--config", "-c"], ["--config", "a", "--config", "b"],
    ])
    func everyOtherCommandLineIsLeftToArgumentParser(arguments: [String]) {
        #expect(DirectInvocation(arguments) == nil)
    }

    /// ArgumentParser refuses a blank name after parsing; the direct reading leaves it to it.
    @Test func aBlankUserIsRefusedByArgumentParser() {
        #expect(throws: (any Error).self) { try TodoTUICommand.parseAsRoot(["--user", " "]) }
    }

    @Test func theWordsKeptForCommandsAreTheSubcommandsNamesAndHelp() {
        let names = TodoTUICommand.configuration.subcommands.map { $0._commandName }
        #expect(TodoTUICommand.commandNames == Set(names + ["help"]))
    }
}
