/// Turns a layout's constraints into segment lengths along one direction: the
/// arithmetic behind `Layout.split`, apart from the geometry.
struct LayoutSolver {
    let constraints: [Layout.Constraint]
    let spacing: Int

    /// Larger numbers are cut to this, so that sums of a few of them cannot overflow.
    private static let largestNumber = Int(Int32.max)

    /// Each segment's size along the direction, and the gap after it.
    func lengths(splitting total: Int) -> [(size: Int, gapAfter: Int)] {
        let count = constraints.count
        guard count > 0 else { return [] }
        let total = max(0, total)
        let gap = count > 1 ? min(Self.clamped(spacing), total / (count - 1)) : 0
        let sizes = sizes(sharing: total - gap * (count - 1), ofWhole: total)
        return sizes.enumerated().map { index, size in (size, index < count - 1 ? gap : 0) }
    }

    /// One constraint's demand: its index among the constraints, and its number.
    private typealias Demand = (index: Int, number: Int)

    /// Meets the demands kind by kind, strongest first, each kind taking what it can
    /// of what the ones before it left.
    ///
    /// Demands are arrays in constraint order, not dictionaries: every frame splits a
    /// dozen rectangles, and hashing made the solver a few percent of a keystroke.
    private func sizes(sharing available: Int, ofWhole total: Int) -> [Int] {
        if let sizes = lengthsAndFills(sharing: available) { return sizes }
        var sizes = Array(repeating: 0, count: constraints.count)
        var left = available

        func meet(_ demands: [Demand]) {
            guard !demands.isEmpty else { return }
            let met = Apportionment.meeting(demands.map(\.number), within: left)
            for (demand, size) in zip(demands, met) {
                sizes[demand.index] += size
                left -= size
            }
        }

        meet(demands { if case .min(let cells) = $0 { cells } else { nil } })
        meet(demands { if case .length(let cells) = $0 { cells } else { nil } })
        meet(relativeDemands(ofWhole: total))

        let fills = demands { if case .fill(let weight) = $0 { weight } else { nil } }
        let growing = fills.isEmpty ? demands { if case .min = $0 { 1 } else { nil } } : fills
        guard !growing.isEmpty else { return sizes }
        var weights = growing.map(\.number)
        if weights.allSatisfy({ $0 == 0 }) { weights = weights.map { _ in 1 } }
        for (demand, share) in zip(growing, Apportionment.shares(of: left, byWeights: weights)) {
            sizes[demand.index] += share
        }
        return sizes
    }

    /// What most views split (a bar over the rest, a row under it, two panes and a
    /// separator), met at once when the lengths fit: each length in full, and the fills
    /// share what is left. Nil for any other layout, or lengths that must shrink, which
    /// the kinds above share out.
    private func lengthsAndFills(sharing available: Int) -> [Int]? {
        var sizes: [Int] = []
        sizes.reserveCapacity(constraints.count)
        var fills = 0
        var used = 0
        for constraint in constraints {
            switch constraint {
            case .length(let cells):
                let size = Self.clamped(cells)
                sizes.append(size)
                used += size
            case .fill:
                fills += 1
                sizes.append(0)
            case .min, .percentage, .ratio:
                return nil
            }
        }
        guard used <= available else { return nil }
        guard fills > 0 else { return sizes }
        if fills == 1, let fill = constraints.firstIndex(where: \.isFill) {
            sizes[fill] = available - used
            return sizes
        }
        var weights = constraints.compactMap { constraint -> Int? in if case .fill(let weight) = constraint { Self.clamped(weight) } else { nil } }
        if weights.allSatisfy({ $0 == 0 }) { weights = weights.map { _ in 1 } }
        var shares = Apportionment.shares(of: available - used, byWeights: weights).makeIterator()
        for index in sizes.indices where constraints[index].isFill {
            sizes[index] = shares.next() ?? 0
        }
        return sizes
    }

    /// The value each constraint of one kind carries, in constraint order, clamped to 0
    /// and up.
    private func demands(_ value: (Layout.Constraint) -> Int?) -> [Demand] {
        var demands: [Demand] = []
        for (index, constraint) in constraints.enumerated() {
            if let number = value(constraint) { demands.append((index, Self.clamped(number))) }
        }
        return demands
    }

    /// Percentages and ratios of the whole length, in cells. Each is its running total
    /// rounded, less the running total before it rounded, so that parts adding up to
    /// the whole cover it exactly: three thirds of 10 are 3, 4 and 3, not 3, 3 and 3.
    private func relativeDemands(ofWhole total: Int) -> [Demand] {
        var demands: [Demand] = []
        var runningTotal = 0.0
        var roundedSoFar = 0
        for (index, constraint) in constraints.enumerated() {
            guard let fraction = Self.fraction(of: constraint) else { continue }
            runningTotal += fraction * Double(total)
            // A hair over, so that halves round up however the division came out.
            let rounded = Int(min((runningTotal + 0.5 + 1e-9).rounded(.down), Double(Self.largestNumber)))
            demands.append((index, max(0, rounded - roundedSoFar)))
            roundedSoFar = max(rounded, roundedSoFar)
        }
        return demands
    }

    /// The part of the whole a percentage or a ratio asks for; nil for other kinds.
    private static func fraction(of constraint: Layout.Constraint) -> Double? {
        switch constraint {
        case .percentage(let percent):
            Double(clamped(percent)) / 100
        case .ratio(let numerator, let denominator):
            clamped(denominator) == 0 ? 0 : Double(clamped(numerator)) / Double(clamped(denominator))
        case .length, .min, .fill:
            nil
        }
    }

    private static func clamped(_ number: Int) -> Int {
        min(max(0, number), largestNumber)
    }
}

extension Layout.Constraint {
    fileprivate var isFill: Bool {
        if case .fill = self { true } else { false }
    }
}
