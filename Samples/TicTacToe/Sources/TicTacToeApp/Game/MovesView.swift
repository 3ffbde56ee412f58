import WorkflowUI

/// The moves so far, one a row under a title: its number, who made it, and where.
///
/// ```
///  Moves
///  1. Ada (X)    centre
///  2. Grace (O)  top left
/// ```
final class MovesView: ScreenView<MovesScreen> {
    override func draw(in canvas: Canvas) {
        let area = canvas.region(canvas.bounds.inset(top: 0, left: 1, bottom: 0, right: 1))
        area.draw("Moves", at: .zero, style: .bold)
        guard !screen.moves.isEmpty else {
            area.draw("No moves yet: X goes first.", at: Point(column: 0, row: 1), style: environment.theme.muted)
            return
        }
        let players = screen.players
        let numberWidth = "\(screen.moves.count). ".count
        let labelWidth = Player.allCases.map { players.label(of: $0).terminalWidth }.max() ?? 0
        let columns = Layout.columns(.length(numberWidth), .length(labelWidth + 2), .fill())
        for (index, move) in screen.moves.enumerated() {
            let cells = columns.split(Rect(column: 0, row: index + 1, width: area.size.width, height: 1))
            area.region(cells[0]).draw("\(index + 1).", at: .zero)
            area.region(cells[1]).draw(players.label(of: move.player), at: .zero, width: cells[1].width)
            area.region(cells[2]).draw(move.position.name, at: .zero, width: cells[2].width)
        }
    }
}
