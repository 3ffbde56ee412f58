import WorkflowUI

/// Shows the top item of a back stack under its header bar, keeping one view per item
/// key, and turns the bar buttons' keys (Esc for back) into their handlers.
@MainActor
final class BackStackView: ScreenView<BackStackScreen<AnyScreen>> {
    private var itemViews: [AnyHashable: DescribedView] = [:]

    required init(screen: BackStackScreen<AnyScreen>, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        updateItemViews()
    }

    override func screenDidChange(from previousScreen: BackStackScreen<AnyScreen>, previousEnvironment: ViewEnvironment) {
        updateItemViews()
    }

    /// Brings every item's view up to date, builds views for new keys and drops the views
    /// of items that left the stack.
    private func updateItemViews() {
        var seen: Set<AnyHashable> = []
        for item in screen.items {
            guard seen.insert(item.key).inserted else {
                fatalError(
                    "BackStackScreen items must have unique keys, but the key \(item.key) appears more than once. "
                        + "Give each item in the stack its own key."
                )
            }
            if let view = itemViews[item.key] {
                view.update(screen: item.screen, environment: environment)
            } else {
                let view = DescribedView(screen: item.screen, environment: environment)
                adopt(view)
                itemViews[item.key] = view
            }
        }
        itemViews = itemViews.filter { seen.contains($0.key) }
    }

    private var topItem: BackStackScreen<AnyScreen>.Item? { screen.items.last }

    private var bar: BarContent? {
        guard let topItem, case .visible(let content) = topItem.barVisibility else { return nil }
        return content
    }

    override var focusedChild: TerminalView? {
        topItem.flatMap { itemViews[$0.key] }
    }

    override var keyCommands: [KeyCommand] {
        guard let bar else { return [] }
        // The header bar shows these keys at every width, so the footer gives them up first.
        return [bar.leftItem, bar.rightItem].compactMap { button in
            button.map {
                KeyCommand(
                    $0.label.lowercased(), keys: $0.keys(in: environment), help: $0.helpText, priority: .low,
                    action: $0.handler
                )
            }
        }
    }

    override func draw(in canvas: Canvas) {
        guard let topItem, let view = itemViews[topItem.key] else { return }
        guard let bar, canvas.size.height > 1 else {
            view.render(in: canvas)
            return
        }
        HeaderBar(content: bar, environment: environment)
            .draw(in: canvas.region(Rect(column: 0, row: 0, width: canvas.size.width, height: 1)))
        view.render(in: canvas.region(Rect(column: 0, row: 1, width: canvas.size.width, height: canvas.size.height - 1)))
    }
}
