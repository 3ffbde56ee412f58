import WorkflowUI

/// A view that answers the commands it is given, and offers keys to `child` first: the
/// smallest container, for following keys and hints through a view tree.
final class CommandView: TerminalView {
    var commands: [KeyCommand]
    var child: TerminalView? {
        didSet { child.map(adopt) }
    }
    var capturing = false

    init(commands: [KeyCommand], child: TerminalView? = nil) {
        self.commands = commands
        self.child = child
        super.init()
        child.map(adopt)
    }

    override var capturesKeys: Bool { capturing }

    override var focusedChild: TerminalView? { child }

    override var keyCommands: [KeyCommand] { commands }
}
