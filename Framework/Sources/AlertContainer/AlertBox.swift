import WorkflowUI

/// Draws an alert over a canvas: a framed box centred in it, or, on a canvas too small
/// for the box, one line across its middle.
///
/// ```
/// ┌──────────────────────────────┐
/// │ Delete “Buy milk”?           │
/// │                              │
/// │ It cannot be brought back.   │
/// │                              │
/// │      y Delete   n Keep       │
/// └──────────────────────────────┘
/// ```
///
/// The box is as wide as its text needs, up to `maximumTextWidth` columns of text,
/// and never narrower than its actions. When rows run short, the blank rows go first,
/// then the message's last rows (the last one shown ends in an ellipsis). When even the
/// border, the title, one row of message and the actions do not fit, or the actions
/// are wider than the screen allows, the alert is one line: the title and the
/// actions, or the actions alone when both do not fit, since the keys are what the
/// user needs.
struct AlertBox {
    let alert: Alert
    let theme: Theme

    /// The widest the title and message are drawn before wrapping.
    static let maximumTextWidth = 50
    /// Columns between two actions.
    static let actionSpacing = 3

    func draw(in canvas: Canvas) {
        guard !canvas.bounds.isEmpty else { return }
        if let plan = plan(in: canvas.bounds) {
            drawBox(plan, in: canvas)
        } else {
            drawLine(in: canvas)
        }
    }

    // MARK: The box

    /// Where the box and each part inside it go.
    private struct Plan {
        var box: Rect
        var title: Rect
        var message: Rect
        var actions: Rect
    }

    /// The box's parts in `area`, or nil when the box does not fit.
    private func plan(in area: Rect) -> Plan? {
        // One column of border and one of padding on each side.
        let widestInside = area.width - 4
        guard widestInside >= max(actionsWidth, 1) else { return nil }
        let textWidth = max(alert.title.terminalWidth, widestMessageLine)
        let insideWidth = min(widestInside, max(actionsWidth, min(textWidth, Self.maximumTextWidth)))

        let titleRows = alert.title.isEmpty ? 0 : 1
        let messageLines = alert.message.isEmpty ? 0 : TerminalText.wrapped(alert.message, toWidth: insideWidth).count
        let fixedRows = 2 + titleRows + 1
        guard area.height >= fixedRows + min(messageLines, 1) else { return nil }
        var spareRows = area.height - fixedRows
        let messageRows = min(messageLines, spareRows)
        spareRows -= messageRows
        let gapAboveActions = titleRows + messageRows > 0 && spareRows > 0 ? 1 : 0
        spareRows -= gapAboveActions
        let gapBelowTitle = titleRows > 0 && messageRows > 0 && spareRows > 0 ? 1 : 0

        let height = fixedRows + messageRows + gapAboveActions + gapBelowTitle
        let box = area.centered(Size(width: insideWidth + 4, height: height))
        let rows = Layout.rows(
            .length(titleRows), .length(gapBelowTitle), .length(messageRows), .length(gapAboveActions), .length(1)
        ).split(box.inset(top: 1, left: 2, bottom: 1, right: 2))
        return Plan(box: box, title: rows[0], message: rows[2], actions: rows[4])
    }

    private func drawBox(_ plan: Plan, in canvas: Canvas) {
        Border().draw(in: canvas.region(plan.box))
        canvas.region(plan.title).draw(alert.title, at: .zero, width: plan.title.width, style: theme.prompt)
        canvas.region(plan.message).drawParagraph(alert.message, at: .zero, width: plan.message.width)
        drawActions(in: canvas.region(actionsRow(of: plan)), from: 0)
    }

    private func actionsRow(of plan: Plan) -> Rect {
        plan.actions.centered(Size(width: actionsWidth, height: 1))
    }

    // MARK: Clicks

    /// Which action is drawn at `point` of `bounds` (where the alert is drawn), as an
    /// index into the alert's actions; nil anywhere else.
    func indexOfAction(at point: Point, in bounds: Rect) -> Int? {
        guard !bounds.isEmpty else { return nil }
        let row: Rect
        var start = 0
        if let plan = plan(in: bounds) {
            row = actionsRow(of: plan)
        } else {
            row = bounds.centered(Size(width: bounds.width, height: 1))
            let titleWidth = alert.title.terminalWidth
            if titleWidth > 0, titleWidth + 2 + actionsWidth <= row.width { start = titleWidth + 2 }
        }
        guard point.row == row.minRow else { return nil }
        let column = point.column - row.minColumn
        for (index, span) in actionSpans(from: start).enumerated() where span.contains(column) {
            return index
        }
        return nil
    }

    /// The columns each action takes, its key and title, from `start`.
    private func actionSpans(from start: Int) -> [Range<Int>] {
        var column = start
        return alert.actions.map { action in
            let width = action.key.displayName.terminalWidth + 1 + action.title.terminalWidth
            defer { column += width + Self.actionSpacing }
            return column..<(column + width)
        }
    }

    private var widestMessageLine: Int {
        TerminalText.wrapped(alert.message, toWidth: 0).map(\.terminalWidth).max() ?? 0
    }

    // MARK: One line

    private func drawLine(in canvas: Canvas) {
        let row = canvas.region(canvas.bounds.centered(Size(width: canvas.size.width, height: 1)))
        row.fill()
        let titleWidth = alert.title.terminalWidth
        guard titleWidth > 0, titleWidth + 2 + actionsWidth <= row.size.width else {
            drawActions(in: row, from: 0)
            return
        }
        row.draw(alert.title, at: .zero, style: theme.prompt)
        drawActions(in: row, from: titleWidth + 2)
    }

    // MARK: Actions

    /// "y Delete   n Keep": each key in the key style, each title in its action's style.
    private func drawActions(in canvas: Canvas, from start: Int) {
        var column = start
        for (index, action) in alert.actions.enumerated() {
            if index > 0 { column += Self.actionSpacing }
            column += canvas.draw(action.key.displayName, at: Point(column: column, row: 0), style: theme.key)
            column += 1
            column += canvas.draw(action.title, at: Point(column: column, row: 0), style: style(of: action))
        }
    }

    private var actionsWidth: Int {
        let widths = alert.actions.map { $0.key.displayName.terminalWidth + 1 + $0.title.terminalWidth }
        return widths.reduce(0, +) + Self.actionSpacing * max(0, widths.count - 1)
    }

    private func style(of action: AlertAction) -> Style {
        switch action.style {
        case .default: .bold
        case .cancel: .plain
        case .destructive: theme.error.adding(.underline)
        }
    }
}
