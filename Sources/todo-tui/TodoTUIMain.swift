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
        switch DirectInvocation(CommandLine.arguments.dropFirst()) {
        case .version?:
            print(TodoTUIVersion.current)
        case let .interface(dataDir, logFile, debugTree)?:
            var command = TodoTUICommand()
            command.dataDir = dataDir
            command.logFile = logFile
            command.debugTree = debugTree
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
                await TodoTUICommand.main()
                return 0
            }
        }
    }
}
