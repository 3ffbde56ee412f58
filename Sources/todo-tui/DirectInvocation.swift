/// The two command lines people run most, read without ArgumentParser: the interface,
/// with any of `--data-dir DIR`, `--log-file FILE`, `--config FILE`, `--user NAME`, `--debug-tree`
/// and `--mouse`, and `--version`.
///
/// ArgumentParser learns a command's options by reflecting over every command and
/// option group, which made the start to the welcome screen a fifth slower (measured in
/// the README's "Tunings"). These shapes are read here, exactly as ArgumentParser reads them
/// (`DirectInvocationTests` compares the two); any other command line, including every
/// mistake, goes to ArgumentParser, which parses it, reports errors and prints help as
/// before.
///
/// ```swift
/// DirectInvocation(["--data-dir", "/tmp/todos"])  // .interface(dataDir: "/tmp/todos", …)
/// DirectInvocation(["--user", "Ada"])             // .interface(…, user: "Ada")
/// DirectInvocation(["--config", "light.toml"])    // .interface(…, config: "light.toml", …)
/// DirectInvocation(["--version"])                 // .version
/// DirectInvocation(["list", "--user", "Ada"])     // nil: ArgumentParser's to read
/// ```
enum DirectInvocation: Equatable {
    /// Start the interactive interface with these global options.
    case interface(dataDir: String?, logFile: String?, config: String?, debugTree: Bool, mouse: Bool, user: String?)
    /// Print the version.
    case version

    /// The invocation `arguments` (without the program's name) make, or nil when
    /// ArgumentParser must read them.
    init?(_ arguments: some Collection<String>) {
        if Array(arguments) == ["--version"] {
            self = .version
            return
        }
        var dataDir: String?
        var logFile: String?
        var config: String?
        var debugTree = false
        var mouse = false
        var user: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--debug-tree" where !debugTree:
                debugTree = true
            case "--mouse" where !mouse:
                mouse = true
            case "--data-dir" where dataDir == nil:
                guard let value = remaining.popFirst(), Self.isPlainValue(value) else { return nil }
                dataDir = value
            case "--log-file" where logFile == nil:
                guard let value = remaining.popFirst(), Self.isPlainValue(value) else { return nil }
                logFile = value
            case "--config" where config == nil:
                guard let value = remaining.popFirst(), Self.isPlainValue(value) else { return nil }
                config = value
            case "--user" where user == nil:
                // A name the rule refuses is refused by ArgumentParser (`UserOption.validate`).
                guard let value = remaining.popFirst(), Self.isPlainValue(value), UserNameRule.problem(with: value) == nil
                else { return nil }
                user = value
            default:
                // A subcommand, a repeated option, `--option=value`, `--help`, a typo…
                return nil
            }
        }
        self = .interface(dataDir: dataDir, logFile: logFile, config: config, debugTree: debugTree, mouse: mouse, user: user)
    }

    /// The command that starts the interface, as ArgumentParser would have made it from the
    /// same command line; nil for `.version`. Every option is set here, none left as
    /// ArgumentParser's definition: reading one that was never set is a crash.
    var interfaceCommand: TodoTUICommand? {
        guard case let .interface(dataDir, logFile, config, debugTree, mouse, user) = self else { return nil }
        var command = TodoTUICommand()
        command.dataDir = dataDir
        // Never on these command lines: the server, if any, is TODO_TUI_SERVER's.
        command.server = nil
        command.logFile = logFile
        command.config = config
        command.debugTree = debugTree
        command.mouse = mouse
        var userOption = UserOption()
        userOption.given = user
        command.user = userOption
        return command
    }

    /// A value ArgumentParser takes as it is: not empty, not like an option, and not a
    /// word it might read as a command name instead.
    private static func isPlainValue(_ value: String) -> Bool {
        !value.isEmpty && !value.hasPrefix("-") && !TodoTUICommand.commandNames.contains(value)
    }
}
