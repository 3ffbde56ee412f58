import ArgumentParser
import WorkflowTerminal

/// Where `todo-tui` starts: the interface and `--version` directly, every other command
/// line through ArgumentParser (see ``DirectInvocation``).
///
/// `main` is synchronous: `--version` needs nothing asynchronous, and the rest runs on
/// the main thread through ``MainQueueLoop`` rather than an `async` main, which would end
/// the main thread at its first suspension (see ``MainQueueLoop`` for what that costs).
///
/// Errors are reported by ArgumentParser either way, as "Error: …" with the exit status
/// it gives them.
@main
enum TodoTUIMain {
    static func main() {
        let direct = DirectInvocation(CommandLine.arguments.dropFirst())
        switch direct {
        case .version?:
            print(TodoTUIVersion.current)
        case .interface?:
            guard let command = direct?.interfaceCommand else { return }
            MainQueueLoop.run { [command] in
                var command = command
                do {
                    try await command.run()
                } catch {
                    TodoTUICommand.exit(withError: error)
                }
                return 0
            }
        case nil:
            MainQueueLoop.run {
                await runThroughArgumentParser()
                return 0
            }
        }
    }

    /// What ArgumentParser's `main` does (parse, run, report an error as "Error: …" with
    /// its status), and one thing more: a subcommand with no user to work on is refused
    /// before it runs, and so before it creates anything. ArgumentParser cannot say so
    /// itself, because the user may come from the environment or the config file (see
    /// ``EffectiveSettings/listUser``).
    private static func runThroughArgumentParser() async {
        do {
            var command = try TodoTUICommand.parseAsRoot()
            if let subcommand = command as? WorksOnAUsersList {
                _ = try subcommand.effectiveSettings().listUser
            }
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            TodoTUICommand.exit(withError: error)
        }
    }
}
