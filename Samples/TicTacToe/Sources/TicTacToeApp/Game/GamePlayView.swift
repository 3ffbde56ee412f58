import WorkflowUI

/// The board in the middle of its area, whose turn it is above it, and a refused
/// square's message below. Keys 1 to 9 mark a square; the arrows move a cursor, and
/// Enter or Space marks the square under it (or the keys ``TicTacToeKeys`` gives in the
/// environment). With the mouse on, a click marks the square clicked.
final class GamePlayView: ScreenView<GamePlayScreen> {
    /// Where the cursor is: the view's own, as a text field's cursor is. It follows
    /// the squares marked with the number keys, and goes back to the centre for a new
    /// game.
    private var cursor = BoardPosition.centre

    override func screenDidChange(from previousScreen: GamePlayScreen, previousEnvironment: ViewEnvironment) {
        if screen.board.isEmpty && !previousScreen.board.isEmpty { cursor = .centre }
    }

    // MARK: Keys

    override var keyCommands: [KeyCommand] {
        squareCommands + cursorCommands + [
            KeyCommand("mark", keys: markKeys, keyLabel: markKeys.first?.displayName, help: "mark the square under the cursor") {
                [unowned self] in screen.onMark(cursor)
            },
        ]
    }

    private var markKeys: [KeyEvent] { environment.keyBindings[TicTacToeKeys.Mark.self] }

    /// 1 to 9, one command each; the footer names them all with the first.
    private var squareCommands: [KeyCommand] {
        BoardPosition.all.map { position in
            let isFirst = position.number == 1
            return KeyCommand(
                isFirst ? "mark" : nil, keys: [.character(Character("\(position.number)"))],
                keyLabel: isFirst ? "1-9" : nil, help: "mark the \(position.name) square"
            ) { [unowned self] in
                cursor = position
                screen.onMark(position)
            }
        }
    }

    /// The arrows (or the keys given instead), one command each; the footer names them
    /// all with the first, by the first key of each.
    private var cursorCommands: [KeyCommand] {
        let bindings = environment.keyBindings
        let steps: [(BoardPosition.Step, [KeyEvent])] = [
            (.left, bindings[TicTacToeKeys.CursorLeft.self]), (.up, bindings[TicTacToeKeys.CursorUp.self]),
            (.down, bindings[TicTacToeKeys.CursorDown.self]), (.right, bindings[TicTacToeKeys.CursorRight.self]),
        ]
        let label = steps.compactMap { $0.1.first?.displayName }.joined()
        return steps.enumerated().map { index, step in
            KeyCommand(
                index == 0 ? "move" : nil, keys: step.1, keyLabel: index == 0 ? label : nil,
                help: "move the cursor \(step.0)"
            ) { [unowned self] in
                cursor = cursor.moved(step.0)
                setNeedsDisplay()
            }
        }
    }

    // MARK: Mouse

    override func handleMouse(_ event: MouseEvent) -> Bool {
        let grid = gridArea(in: Rect(size: size))
        guard event.kind == .press(.left), grid.contains(event.position),
              let position = BoardGrid.position(at: event.relative(to: grid.origin).position)
        else { return false }
        cursor = position
        screen.onMark(position)
        return true
    }

    // MARK: Drawing

    /// The status, a blank row, the board, a blank row and the problem, a third of the
    /// way down; a short area drops the blank rows.
    private func rows(in bounds: Rect) -> (status: Rect, board: Rect, problem: Rect) {
        let boardHeight = BoardGrid.size.height
        let gap = bounds.height >= boardHeight + 4 ? 1 : 0
        let used = 1 + gap + boardHeight + gap + 1
        let top = max(0, bounds.height - used) / 3
        let rows = Layout.rows(.length(top), .length(1), .length(gap), .length(boardHeight), .length(gap), .fill())
            .split(bounds)
        return (rows[1], rows[3], rows[5])
    }

    /// Where the board's grid is drawn.
    private func gridArea(in bounds: Rect) -> Rect {
        let board = rows(in: bounds).board
        return board.centered(Size(width: BoardGrid.size.width, height: board.height))
    }

    override func draw(in canvas: Canvas) {
        let rows = rows(in: canvas.bounds)
        let width = canvas.size.width
        canvas.region(rows.status).draw(screen.status, at: .zero, width: width, alignment: .center, style: .bold)
        let grid = gridArea(in: canvas.bounds)
        BoardGrid(board: screen.board, cursor: cursor, highlighted: screen.winningLine, theme: environment.theme)
            .draw(in: canvas.region(grid))
        if let problem = screen.problem {
            drawProblem(problem, in: canvas.region(rows.problem.inset(left: 1, right: 1)))
        }
    }

    /// Under the board: centred on one row when it fits, wrapped otherwise.
    private func drawProblem(_ problem: String, in canvas: Canvas) {
        let width = canvas.size.width
        let style = environment.theme.error
        if problem.terminalWidth <= width {
            canvas.draw(problem, at: .zero, width: width, alignment: .center, style: style)
        } else {
            canvas.drawParagraph(problem, at: .zero, width: width, style: style)
        }
    }
}
