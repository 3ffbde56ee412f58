import WorkflowUI

/// Draws one row: the left button, the title centred, the right button; and tells which
/// button a click at a column lands on.
///
/// When the row is too narrow the title gives way first (truncated with an ellipsis),
/// then the button labels; the keys stay visible longest, since they are what the user
/// needs to press.
@MainActor
struct HeaderBar {
    let content: BarContent
    let environment: ViewEnvironment

    /// All that the bar's cells depend on, to tell whether a bar drawn before still shows it.
    struct Look: Equatable {
        var title: String
        var left: Label?
        var right: Label?
        var theme: Theme
    }

    struct Label: Equatable {
        var key: String
        var title: String
    }

    var look: Look {
        Look(
            title: content.title,
            left: content.leftItem.map { Label(key: label(for: $0).key, title: $0.label) },
            right: content.rightItem.map { Label(key: label(for: $0).key, title: $0.label) },
            theme: environment.theme
        )
    }

    /// Where the buttons go in a row `width` columns wide, and whether their titles fit.
    struct Placement {
        var leftWidth = 0
        var rightWidth = 0
        var showsLeftTitle = true
        var showsRightTitle = true
        var width: Int

        /// The columns of each button, key and title: where a click presses it.
        var leftColumns: Range<Int> { 1..<(1 + leftWidth) }
        var rightColumns: Range<Int> { rightStart..<(rightStart + rightWidth) }
        var rightStart: Int { max(0, width - 1 - rightWidth) }
    }

    func placement(width: Int) -> Placement {
        let left = content.leftItem.map { label(for: $0) }
        let right = content.rightItem.map { label(for: $0) }
        var placement = Placement(width: width)
        placement.leftWidth = left.map { $0.key.terminalWidth + 1 + $0.title.terminalWidth } ?? 0
        placement.rightWidth = right.map { $0.key.terminalWidth + 1 + $0.title.terminalWidth } ?? 0
        // Give up the button titles, right first, when the keys alone must do.
        if placement.leftWidth + placement.rightWidth + 4 > width, let right {
            placement.showsRightTitle = false
            placement.rightWidth = right.key.terminalWidth
        }
        if placement.leftWidth + placement.rightWidth + 4 > width, let left {
            placement.showsLeftTitle = false
            placement.leftWidth = left.key.terminalWidth
        }
        return placement
    }

    /// The button drawn at `column`, if any.
    func button(atColumn column: Int, width: Int) -> BarCommands.Side? {
        let placement = placement(width: width)
        if content.leftItem != nil, placement.leftColumns.contains(column) { return .left }
        if content.rightItem != nil, placement.rightColumns.contains(column) { return .right }
        return nil
    }

    func draw(in canvas: Canvas) {
        let theme = environment.theme
        let width = canvas.size.width
        canvas.fill(style: theme.bar)

        let left = content.leftItem.map { label(for: $0) }
        let right = content.rightItem.map { label(for: $0) }
        let placement = placement(width: width)
        let (leftWidth, rightWidth) = (placement.leftWidth, placement.rightWidth)

        if let left {
            drawButton(left, showingTitle: placement.showsLeftTitle, at: 1, in: canvas)
        }
        if let right {
            drawButton(right, showingTitle: placement.showsRightTitle, at: placement.rightStart, in: canvas)
        }

        // The title is centred in the whole row when it fits between the buttons;
        // otherwise it takes the space between them.
        let gapStart = left == nil ? 1 : 1 + leftWidth + 2
        let gapEnd = right == nil ? width - 1 : width - 1 - rightWidth - 2
        let gapWidth = gapEnd - gapStart
        guard gapWidth > 0 else { return }
        let titleWidth = content.title.terminalWidth
        let centred = (width - titleWidth) / 2
        let start = titleWidth <= gapWidth ? min(max(centred, gapStart), gapEnd - titleWidth) : gapStart
        canvas.draw(content.title, at: Point(column: start, row: 0), width: min(titleWidth, gapWidth), style: theme.bar.adding(.bold))
    }

    private func label(for button: BarButton) -> (key: String, title: String) {
        (button.keys(in: environment).displayName, button.label)
    }

    private func drawButton(_ label: (key: String, title: String), showingTitle: Bool, at column: Int, in canvas: Canvas) {
        let theme = environment.theme
        let keyWidth = canvas.draw(label.key, at: Point(column: column, row: 0), style: theme.bar.adding(.bold))
        if showingTitle {
            canvas.draw(label.title, at: Point(column: column + keyWidth + 1, row: 0), style: theme.bar)
        }
    }
}
