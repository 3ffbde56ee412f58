import ArgumentParser

/// Where `todo-tui` starts: the interface and `--version` directly, every other command
/// line through ArgumentParser (see ``DirectInvocation``).
///
/// Errors are reported by ArgumentParser either way, as "Error: …" with the exit status
/// it gives them.
@main
enum TodoTUIMain {
    static func main() async {
        switch DirectInvocation(CommandLine.arguments.dropFirst()) {
        case .version?:
            print(TodoTUIVersion.current)
        case let .interface(dataDir, logFile, debugTree)?:
            var command = TodoTUICommand()
            command.dataDir = dataDir
            command.logFile = logFile
            command.debugTree = debugTree
            do {
                try await command.run()
            } catch {
                TodoTUICommand.exit(withError: error)
            }
        case nil:
            await TodoTUICommand.main()
        }
    }
}
