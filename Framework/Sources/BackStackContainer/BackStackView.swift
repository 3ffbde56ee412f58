import WorkflowUI

/// Shows the top item of a back stack under its header bar, keeping one view per item
/// key, and turns the bar buttons' keys (Esc for back), and clicks on them, into their
/// handlers.
///
/// Each item's environment has `viewSize` set to the rows its view gets: all of them,
/// or those under the bar when the item shows one. Every item's view is laid out at that
/// size, the covered ones too, so that they follow a resize though not drawn.
@MainActor
final class BackStackView: ScreenView<BackStackScreen<AnyScreen>> {
    private var itemViews: [AnyHashable: DescribedView] = [:]
    /// The top item's view, kept rather than looked up by key: every key and every frame
    /// walk the focus path through it, several times.
    private var topView: DescribedView?
    /// The size this view was laid out at; until then, the size its container gave.
    private var laidOutSize: Size?

    required init(screen: BackStackScreen<AnyScreen>, environment: ViewEnvironment) {
        super.init(screen: screen, environment: environment)
        updateItemViews(includingCovered: false)
    }

    override func screenDidChange(from previousScreen: BackStackScreen<AnyScreen>, previousEnvironment: ViewEnvironment) {
        updateItemViews(includingCovered: false)
        keptCommands = nil
        isDrawnBarCurrent = false
    }

    override func layout() {
        laidOutSize = size
        updateItemViews(includingCovered: true)
    }

    /// Brings the top item's view up to date, builds views for new keys, and drops the
    /// views of items that left the stack.
    ///
    /// An item under the top one is not shown: its view is brought up to date when it is
    /// on top again, with the screen it has then. But it is laid out as if shown, when it
    /// is built and when the stack is laid out at a new size (`includingCovered`, which
    /// brings it up to date first), so that a covered view follows a resize: a split
    /// under a pushed screen tells its workflow how the new width arranges its panes.
    private func updateItemViews(includingCovered: Bool) {
        var seen: Set<AnyHashable> = []
        let topKey = screen.items.last?.key
        for item in screen.items {
            guard seen.insert(item.key).inserted else {
                fatalError(
                    "BackStackScreen items must have unique keys, but the key \(item.key) appears more than once. "
                        + "Give each item in the stack its own key."
                )
            }
            if let view = itemViews[item.key] {
                guard includingCovered || item.key == topKey else { continue }
                let itemEnvironment = environment(for: item)
                view.update(screen: item.screen, environment: itemEnvironment)
                if includingCovered { view.layOut(at: itemEnvironment.viewSize) }
            } else {
                let itemEnvironment = environment(for: item)
                let view = DescribedView(screen: item.screen, environment: itemEnvironment)
                adopt(view)
                if laidOutSize != nil { view.layOut(at: itemEnvironment.viewSize) }
                itemViews[item.key] = view
            }
        }
        if itemViews.count > seen.count {
            itemViews = itemViews.filter { seen.contains($0.key) }
        }
        topView = topItem.flatMap { itemViews[$0.key] }
    }

    private func environment(for item: BackStackScreen<AnyScreen>.Item) -> ViewEnvironment {
        var itemEnvironment = environment
        let bounds = Rect(size: laidOutSize ?? environment.viewSize)
        itemEnvironment.viewSize = Self.areas(in: bounds, showingBar: item.barVisibility.isVisible).content.size
        return itemEnvironment
    }

    /// The header bar's row, if it has one, and the rows under it: a bar needs a row
    /// left for the content, so on a one-row screen the content has it alone.
    private static func areas(in bounds: Rect, showingBar: Bool) -> (bar: Rect?, content: Rect) {
        guard showingBar, bounds.height > 1 else { return (nil, bounds) }
        let rows = Layout.rows(.length(1), .fill()).split(bounds)
        return (rows[0], rows[1])
    }

    private var topItem: BackStackScreen<AnyScreen>.Item? { screen.items.last }

    private var bar: BarContent? {
        guard let topItem, case .visible(let content) = topItem.barVisibility else { return nil }
        return content
    }

    override var focusedChild: TerminalView? {
        topView
    }

    override var keyCommands: [KeyCommand] {
        if let keptCommands { return keptCommands }
        guard let bar else { return [] }
        let commands = barCommands.commands(for: bar, in: environment) { [weak self] side in
            switch side {
            case .left: self?.bar?.leftItem?.handler()
            case .right: self?.bar?.rightItem?.handler()
            }
        }
        keptCommands = commands
        return commands
    }

    /// The bar buttons' commands, kept while the buttons stay the same.
    private var barCommands = BarCommands()
    /// The commands as the screen shown gives them: asked for by every key and every
    /// frame's footer, they are made again only for another screen.
    private var keptCommands: [KeyCommand]?

    /// A click on a bar button presses it, as its key does; only a button drawn is
    /// pressed (none while the item answers every key itself).
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .press(.left), let bar, let drawnBar, isDrawnBarCurrent,
              let barArea = Self.areas(in: Rect(size: size), showingBar: true).bar, barArea.contains(event.position)
        else { return false }
        let header = HeaderBar(content: bar, environment: environment)
        guard header.look == drawnBar else { return false }
        switch header.button(atColumn: event.position.column, width: barArea.width) {
        case .left?: bar.leftItem?.handler()
        case .right?: bar.rightItem?.handler()
        case nil: return false
        }
        return true
    }

    /// The bar fills its row and the top item's view the rest.
    override var drawsIncrementally: Bool { true }
    /// What the bar showed when it was drawn last: a bar that would look the same is
    /// left as it is.
    private var drawnBar: HeaderBar.Look?
    /// Whether `drawnBar` is what the screen shown gives, while the item answers every
    /// key itself or not as then: the bar is not looked at again until one changes.
    private var isDrawnBarCurrent = false
    private var drawnBarItemCapturesKeys = false

    override func draw(in canvas: Canvas) {
        guard let view = topView else {
            canvas.fill()
            return
        }
        let areas = Self.areas(in: canvas.bounds, showingBar: bar != nil)
        if var bar, let barArea = areas.bar {
            // While the item answers every key itself (a question, a help), the buttons'
            // keys do not reach the bar: it shows only the title, not keys that do nothing.
            let itemCapturesKeys = view.focusPathCapturesKeys
            if canvas.isBlank || !isDrawnBarCurrent || itemCapturesKeys != drawnBarItemCapturesKeys {
                if itemCapturesKeys { (bar.leftItem, bar.rightItem) = (nil, nil) }
                let header = HeaderBar(content: bar, environment: environment)
                let look = header.look
                if canvas.isBlank || look != drawnBar {
                    header.draw(in: canvas.region(barArea))
                    drawnBar = look
                }
                (isDrawnBarCurrent, drawnBarItemCapturesKeys) = (true, itemCapturesKeys)
            }
        } else {
            drawnBar = nil
            isDrawnBarCurrent = false
        }
        view.render(in: canvas.region(areas.content))
    }
}

extension BarVisibility {
    fileprivate var isVisible: Bool {
        if case .visible = self { true } else { false }
    }
}
