import Testing
@testable import TicTacToeApp

@Suite struct BoardPositionTests {
    @Test func theKeysNameTheSquaresInReadingOrder() {
        #expect(BoardPosition(number: 1) == BoardPosition(row: 0, column: 0))
        #expect(BoardPosition(number: 3) == BoardPosition(row: 0, column: 2))
        #expect(BoardPosition(number: 5) == .centre)
        #expect(BoardPosition(number: 7) == BoardPosition(row: 2, column: 0))
        #expect(BoardPosition(number: 9) == BoardPosition(row: 2, column: 2))
        #expect(BoardPosition.all.map(\.number) == Array(1...9))
    }

    @Test func numbersOutsideOneToNineNameNoSquare() {
        #expect(BoardPosition(number: 0) == nil)
        #expect(BoardPosition(number: 10) == nil)
    }

    @Test func theCursorStopsAtTheEdges() {
        let topLeft = BoardPosition(number: 1)!
        #expect(topLeft.moved(.up) == topLeft)
        #expect(topLeft.moved(.left) == topLeft)
        #expect(topLeft.moved(.right) == BoardPosition(number: 2))
        #expect(topLeft.moved(.down) == BoardPosition(number: 4))
        #expect(BoardPosition(number: 9)!.moved(.down).number == 9)
        #expect(BoardPosition(number: 9)!.moved(.right).number == 9)
    }

    @Test func squaresHaveNamesThatSayWhereTheyAre() {
        #expect(BoardPosition.all.map(\.name) == [
            "top left", "top", "top right",
            "left", "centre", "right",
            "bottom left", "bottom", "bottom right",
        ])
    }
}
