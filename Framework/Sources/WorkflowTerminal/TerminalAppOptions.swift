import CursesTerminal
import Logging
import WorkflowUI

extension TerminalApp {
    /// How `TerminalApp.run` sets the app up. Every option has a default that suits an
    /// app; change the ones you need:
    ///
    /// ```swift
    /// var options = TerminalApp.Options()
    /// options.showsDebugTree = CommandLine.arguments.contains("--debug-tree")
    /// options.usesMouse = CommandLine.arguments.contains("--mouse")
    /// options.environment.keyBindings[DeleteContact.self] = [.character("x")]
    /// options.openFailureAdvice = "in scripts use a subcommand (see contacts --help)"
    /// let status = await TerminalApp.run(ContactsWorkflow(), options: options)
    /// ```
    public struct Options: Sendable {
        /// The environment the root screen is shown with: the app's own values (its
        /// styles, its key bindings) go here. Its theme is replaced by `theme`.
        public var environment: ViewEnvironment
        /// The theme (`Theme.named(_:)` gives the framework's by name); nil is
        /// `Theme.standard`. A theme that uses colour gives way to `Theme.monochrome`
        /// when the terminal has no colours or `NO_COLOR` is set. Styles an app derives
        /// from `theme.usesColor` follow the same choice.
        public var theme: Theme?
        /// Shows the running workflow tree (types, keys, states) beside the app, and
        /// logs it at debug level after every rendering: for developers.
        public var showsDebugTree: Bool
        /// Whether the bottom row lists the keys that work now.
        public var showsKeyHints: Bool
        /// Whether the app takes the mouse: a click goes to the view under it
        /// (`TerminalView.handleMouse(_:)`), a click on a footer hint runs its command and
        /// one on an alert's action answers the alert. Off by default: while it is on the
        /// terminal selects text only with Shift held, and some users want a terminal
        /// that is theirs alone. The same switch as `terminal.reportsMouse`.
        public var usesMouse: Bool {
            get { terminal.reportsMouse }
            set { terminal.reportsMouse = newValue }
        }
        /// What the quit keys do: by default they end the app with status 0.
        public var quitKeys: QuitKeys
        /// Where the runner logs: start, stop and why, a terminal that would not open,
        /// and the debug tree. Nil logs nothing (never to the terminal, which is the app's).
        public var logger: Logger?
        /// How the one-line message names the program when there is no terminal:
        /// "contacts: needs an interactive terminal, …". By default the name it was run by.
        public var programName: String
        /// Said after the reason when the terminal cannot be opened, to tell the user what
        /// to do instead: "in scripts use a subcommand (see contacts --help)." A `; `
        /// joins it to the reason.
        public var openFailureAdvice: String?
        /// Which terminal to open: by default standard input and output, `$TERM`, colour
        /// unless `NO_COLOR`, and the process's signals.
        public var terminal: CursesTerminal.Configuration

        public init(
            environment: ViewEnvironment = .empty,
            theme: Theme? = nil,
            showsDebugTree: Bool = false,
            showsKeyHints: Bool = true,
            usesMouse: Bool = false,
            quitKeys: QuitKeys = .standard,
            logger: Logger? = nil,
            programName: String = Options.nameThisProgramWasRunBy,
            openFailureAdvice: String? = nil,
            terminal: CursesTerminal.Configuration = .init()
        ) {
            self.environment = environment
            self.theme = theme
            self.showsDebugTree = showsDebugTree
            self.showsKeyHints = showsKeyHints
            self.quitKeys = quitKeys
            self.logger = logger
            self.programName = programName
            self.openFailureAdvice = openFailureAdvice
            self.terminal = terminal
            if usesMouse { self.terminal.reportsMouse = true }
        }

        /// The last part of the path the program was started with, as a shell names it.
        public static var nameThisProgramWasRunBy: String {
            let path = CommandLine.arguments.first ?? ""
            return path.split(separator: "/").last.map(String.init) ?? path
        }
    }
}
