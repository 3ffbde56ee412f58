import Testing
import WorkflowUI

struct LayoutTests {
    /// The widths `layout` gives a row `width` columns wide, and where each starts.
    private func columns(_ layout: Layout, width: Int) -> [(start: Int, width: Int)] {
        layout.split(Rect(column: 0, row: 0, width: width, height: 1)).map { ($0.minColumn, $0.width) }
    }

    private func widths(_ layout: Layout, width: Int) -> [Int] {
        columns(layout, width: width).map(\.width)
    }

    /// Lengths and fills are met by a shorter way when the lengths fit; a percentage of
    /// nothing at the end sends the same layout the general way, and must change nothing
    /// else. Every sequence of one to four lengths and fills (weights 0 to 2), at every
    /// width up to 30.
    @Test func lengthsAndFillsComeOutAsTheGeneralWayGivesThem() {
        let kinds: [Layout.Constraint] = [.length(0), .length(3), .length(7), .fill(0), .fill(1), .fill(2)]
        var sequences: [[Layout.Constraint]] = kinds.map { [$0] }
        var all = sequences
        for _ in 2...4 {
            sequences = sequences.flatMap { prefix in kinds.map { prefix + [$0] } }
            all += sequences
        }
        for constraints in all {
            for width in 0...30 {
                let short = widths(Layout(direction: .horizontal, constraints: constraints), width: width)
                let general = widths(Layout(direction: .horizontal, constraints: constraints + [.percentage(0)]), width: width)
                #expect(short == Array(general.dropLast()), "\(constraints) at width \(width)")
            }
        }
    }

    @Test func rowsFollowOneAnotherDownAndSpanTheWholeWidth() {
        let parts = Layout.rows(.length(1), .fill(), .length(1)).split(Rect(column: 0, row: 0, width: 40, height: 10))

        #expect(parts == [
            Rect(column: 0, row: 0, width: 40, height: 1),
            Rect(column: 0, row: 1, width: 40, height: 8),
            Rect(column: 0, row: 9, width: 40, height: 1),
        ])
    }

    @Test func columnsFollowOneAnotherAcrossAndSpanTheWholeHeight() {
        let parts = Layout.columns(.length(10), .fill()).split(Rect(column: 0, row: 0, width: 40, height: 5))

        #expect(parts == [Rect(column: 0, row: 0, width: 10, height: 5), Rect(column: 10, row: 0, width: 30, height: 5)])
    }

    @Test func segmentsStartAtTheRectanglesOwnOrigin() {
        let parts = Layout.rows(.length(2), .fill()).split(Rect(column: 5, row: 3, width: 7, height: 6))

        #expect(parts == [Rect(column: 5, row: 3, width: 7, height: 2), Rect(column: 5, row: 5, width: 7, height: 4)])
    }

    @Test func noConstraintsMeanNoSegments() {
        #expect(Layout.rows().split(Rect(column: 0, row: 0, width: 10, height: 10)).isEmpty)
    }

    // MARK: Each kind of constraint

    @Test func lengthsTakeExactlyTheirCellsAndLeaveTheRestAfterTheLast() {
        #expect(columns(.columns(.length(3), .length(4)), width: 10).map(\.start) == [0, 3])
        #expect(widths(.columns(.length(3), .length(4)), width: 10) == [3, 4])
    }

    @Test func percentagesAreOfTheWholeLength() {
        #expect(widths(.columns(.percentage(25), .percentage(50)), width: 40) == [10, 20])
    }

    @Test func percentagesAddingUpToAHundredCoverTheWholeLengthWithoutLosingACell() {
        for width in 0...50 {
            let parts = widths(.columns(.percentage(33), .percentage(34), .percentage(33)), width: width)
            #expect(parts.reduce(0, +) == width, "\(width): \(parts)")
        }
    }

    @Test func threeThirdsOfTenAreThreeFourAndThree() {
        #expect(widths(.columns(.ratio(1, 3), .ratio(1, 3), .ratio(1, 3)), width: 10) == [3, 4, 3])
    }

    @Test func halvesOfAnOddLengthRoundTheFirstUp() {
        #expect(widths(.columns(.percentage(50), .percentage(50)), width: 11) == [6, 5])
    }

    @Test func aRatioWithAZeroDenominatorAsksForNothing() {
        #expect(widths(.columns(.ratio(1, 0), .length(2)), width: 10) == [0, 2])
    }

    @Test func aRatioOverOneAsksForMoreThanTheWholeAndShrinksToFit() {
        #expect(widths(.columns(.ratio(3, 2)), width: 10) == [10])
    }

    @Test func fillTakesWhatTheOthersLeave() {
        #expect(widths(.columns(.length(3), .fill(), .percentage(20)), width: 20) == [3, 13, 4])
    }

    @Test func fillsShareInProportionToTheirWeights() {
        #expect(widths(.columns(.fill(1), .fill(3)), width: 20) == [5, 15])
        #expect(widths(.columns(.fill(2), .fill(1), .fill(1)), width: 10) == [5, 3, 2], "the odd cell goes to the larger remainder")
    }

    @Test func equalFillsGiveTheOddCellsToTheEarlierSegments() {
        #expect(widths(.columns(.fill(), .fill(), .fill()), width: 11) == [4, 4, 3])
    }

    @Test func aFillOfWeightZeroGetsNothingBesideAWeightedOne() {
        #expect(widths(.columns(.fill(0), .fill(1)), width: 10) == [0, 10])
    }

    @Test func fillsAllOfWeightZeroShareEqually() {
        #expect(widths(.columns(.fill(0), .fill(0)), width: 10) == [5, 5])
    }

    @Test func aMinimumGrowsIntoWhatIsLeftWhenThereIsNoFill() {
        #expect(widths(.columns(.length(3), .min(2)), width: 10) == [3, 7])
        #expect(widths(.columns(.min(2), .min(4)), width: 10) == [4, 6], "the rest is shared equally")
    }

    @Test func aMinimumKeepsItsSizeBesideAFill() {
        #expect(widths(.columns(.min(2), .fill()), width: 10) == [2, 8])
    }

    // MARK: More demand than room

    @Test func lengthsThatDoNotFitShrinkInProportion() {
        #expect(widths(.columns(.length(10), .length(30)), width: 20) == [5, 15])
    }

    @Test func minimumsAreMetBeforeLengths() {
        #expect(widths(.columns(.length(8), .min(6)), width: 10) == [4, 6])
        #expect(widths(.columns(.length(8), .min(16)), width: 10) == [0, 10])
    }

    @Test func lengthsAreMetBeforePercentages() {
        #expect(widths(.columns(.percentage(50), .length(8)), width: 10) == [2, 8])
    }

    @Test func percentagesAreMetBeforeFills() {
        #expect(widths(.columns(.fill(), .percentage(100)), width: 10) == [0, 10])
    }

    @Test func negativeNumbersCountAsZero() {
        #expect(widths(.columns(.length(-3), .percentage(-50), .ratio(-1, 2), .min(-4), .fill(-1), .length(2)), width: 10)
            == [0, 0, 0, 0, 8, 2], "a lone fill of weight zero still takes the rest")
    }

    @Test func hugeNumbersDoNotOverflow() {
        let parts = widths(.columns(.length(.max), .fill(.max), .fill(.max), .ratio(.max, 1), .min(.max)), width: 100)

        #expect(parts.reduce(0, +) == 100, "\(parts)")
    }

    // MARK: Spacing

    @Test func spacingLeavesBlankCellsBetweenSegmentsOnly() {
        #expect(columns(.columns(.length(2), .fill(), .length(2), spacing: 1), width: 10).map { [$0.start, $0.width] }
            == [[0, 2], [3, 4], [8, 2]])
    }

    @Test func spacingShrinksOnlyWhenTheGapsThemselvesDoNotFit() {
        #expect(columns(.columns(.length(5), .length(5), .length(5), spacing: 2), width: 5).map { [$0.start, $0.width] }
            == [[0, 1], [3, 0], [5, 0]], "the gaps keep their two cells and the lengths share what is left")
        #expect(columns(.columns(.fill(), .fill(), .fill(), spacing: 3), width: 4).map { [$0.start, $0.width] }
            == [[0, 0], [2, 0], [4, 0]], "two gaps in four cells: two each")
    }

    @Test func negativeSpacingCountsAsZero() {
        #expect(columns(.columns(.length(2), .length(2), spacing: -1), width: 10).map(\.start) == [0, 2])
    }

    // MARK: Empty rectangles

    @Test func anEmptyRectangleGivesEmptySegmentsInsideIt() {
        let rect = Rect(column: 4, row: 2, width: 0, height: 3)

        let parts = Layout.columns(.length(3), .min(2), .fill(), spacing: 1).split(rect)

        #expect(parts == Array(repeating: Rect(column: 4, row: 2, width: 0, height: 3), count: 3))
    }

    /// Every combination of up to three constraints from a varied set, at every length
    /// up to 12 and spacing up to 2.
    @Test func segmentsAreInOrderNeverOverlapNeverLeaveTheRectangleAndCoverItWhenSomethingFills() async {
        let pool: [Layout.Constraint] = [
            .length(0), .length(3), .length(-1), .percentage(50), .percentage(33), .ratio(1, 3), .ratio(2, 1),
            .min(2), .fill(1), .fill(2),
        ]
        var lists: [[Layout.Constraint]] = pool.map { [$0] }
        for _ in 0..<2 {
            lists += lists.filter { $0.count == lists.last!.count }.flatMap { list in pool.map { list + [$0] } }
        }
        // 43,290 layouts: what is wrong is collected and checked once, since an
        // expectation per part would cost more than the layouts themselves. They take
        // seconds, so the test lets other tests' tasks run between constraint lists
        // rather than hold one of Swift concurrency's threads (two on CI) throughout.
        var problems: [String] = []
        var checked = 0
        for constraints in lists {
            await Task.yield()
            for spacing in 0...2 {
                for width in 0...12 {
                    let layout = Layout(direction: .horizontal, constraints: constraints, spacing: spacing)
                    let rect = Rect(column: 3, row: 1, width: width, height: 2)
                    let parts = layout.split(rect)
                    var context: String { "\(constraints) at \(width), spacing \(spacing): \(parts)" }
                    if parts.count != constraints.count { problems.append("wrong count: \(context)") }
                    var end = rect.minColumn
                    for (index, part) in parts.enumerated() {
                        if part.minColumn < end || part.maxColumn > rect.maxColumn { problems.append("out of order or outside: \(context)") }
                        if part.minRow != rect.minRow || part.height != rect.height { problems.append("wrong rows: \(context)") }
                        if index > 0 && part.minColumn - end > spacing { problems.append("gap too wide: \(context)") }
                        end = part.maxColumn
                    }
                    let fills = constraints.contains { if case .fill = $0 { true } else if case .min = $0 { true } else { false } }
                    if fills, let last = parts.last, last.maxColumn != rect.maxColumn {
                        problems.append("does not reach the end: \(context)")
                    }
                    checked += 1
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems, the first: \(problems.prefix(5).joined(separator: "; "))")
        #expect(checked == (10 + 100 + 1000) * 3 * 13)
    }
}
