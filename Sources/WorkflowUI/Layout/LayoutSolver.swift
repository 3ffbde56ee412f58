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

    /// Meets the demands kind by kind, strongest first, each kind taking what it can
    /// of what the ones before it left.
    private func sizes(sharing available: Int, ofWhole total: Int) -> [Int] {
        var sizes = Array(repeating: 0, count: constraints.count)
        var left = available

        func meet(_ demands: [Int: Int]) {
            let indices = demands.keys.sorted()
            let met = Apportionment.meeting(indices.map { demands[$0]! }, within: left)
            for (index, size) in zip(indices, met) {
                sizes[index] += size
                left -= size
            }
        }

        meet(demands { if case .min(let cells) = $0 { cells } else { nil } })
        meet(demands { if case .length(let cells) = $0 { cells } else { nil } })
        meet(relativeDemands(ofWhole: total))

        let fills = demands { if case .fill(let weight) = $0 { weight } else { nil } }
        let growing = fills.isEmpty ? demands { if case .min = $0 { 1 } else { nil } } : fills
        let indices = growing.keys.sorted()
        var weights = indices.map { growing[$0]! }
        if weights.allSatisfy({ $0 == 0 }) { weights = weights.map { _ in 1 } }
        for (index, share) in zip(indices, Apportionment.shares(of: left, byWeights: weights)) {
            sizes[index] += share
        }
        return sizes
    }

    /// The value each constraint of one kind carries, by index, clamped to 0 and up.
    private func demands(_ value: (Layout.Constraint) -> Int?) -> [Int: Int] {
        var demands: [Int: Int] = [:]
        for (index, constraint) in constraints.enumerated() {
            if let number = value(constraint) { demands[index] = Self.clamped(number) }
        }
        return demands
    }

    /// Percentages and ratios of the whole length, in cells. Each is its running total
    /// rounded, less the running total before it rounded, so that parts adding up to
    /// the whole cover it exactly: three thirds of 10 are 3, 4 and 3, not 3, 3 and 3.
    private func relativeDemands(ofWhole total: Int) -> [Int: Int] {
        let fractions = demandsAsFractions()
        var demands: [Int: Int] = [:]
        var runningTotal = 0.0
        var roundedSoFar = 0
        for index in fractions.keys.sorted() {
            runningTotal += fractions[index]! * Double(total)
            // A hair over, so that halves round up however the division came out.
            let rounded = Int(min((runningTotal + 0.5 + 1e-9).rounded(.down), Double(Self.largestNumber)))
            demands[index] = max(0, rounded - roundedSoFar)
            roundedSoFar = max(rounded, roundedSoFar)
        }
        return demands
    }

    private func demandsAsFractions() -> [Int: Double] {
        var fractions: [Int: Double] = [:]
        for (index, constraint) in constraints.enumerated() {
            switch constraint {
            case .percentage(let percent):
                fractions[index] = Double(Self.clamped(percent)) / 100
            case .ratio(let numerator, let denominator):
                let denominator = Self.clamped(denominator)
                fractions[index] = denominator == 0 ? 0 : Double(Self.clamped(numerator)) / Double(denominator)
            case .length, .min, .fill:
                break
            }
        }
        return fractions
    }

    private static func clamped(_ number: Int) -> Int {
        min(max(0, number), largestNumber)
    }
}
