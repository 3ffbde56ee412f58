import WorkflowUI

/// The key commands of a header bar's buttons, kept while the buttons offer the same
/// (labels, keys and help): the footer, which compares command lists by identity, then
/// knows its hints are the same without making them again.
///
/// A kept command presses the button the bar has when its key comes, not the one it was
/// made for, since each rendering brings buttons with handlers of their own.
@MainActor
struct BarCommands {
    private var shape: Shape?
    private var made: [KeyCommand] = []

    enum Side {
        case left, right
    }

    private struct Shape: Equatable {
        var left: Button?
        var right: Button?
    }

    private struct Button: Equatable {
        var label: String
        var keys: [KeyEvent]
        var help: String?
    }

    /// The commands of `bar`'s buttons; `press` runs the button on a side as the bar has
    /// it then.
    mutating func commands(
        for bar: BarContent, in environment: ViewEnvironment, press: @escaping (Side) -> Void
    ) -> [KeyCommand] {
        func button(_ item: BarButton?) -> Button? {
            item.map { Button(label: $0.label, keys: $0.keys(in: environment), help: $0.helpText) }
        }
        let shape = Shape(left: button(bar.leftItem), right: button(bar.rightItem))
        if shape == self.shape { return made }
        // The header bar shows these keys at every width, so the footer gives them up first.
        made = [(shape.left, Side.left), (shape.right, Side.right)].compactMap { button, side in
            button.map {
                KeyCommand($0.label.lowercased(), keys: $0.keys, help: $0.help, priority: .low) { press(side) }
            }
        }
        self.shape = shape
        return made
    }
}
