/// Shares a whole number of cells out in proportion to weights, losing and gaining
/// none: each share is its exact proportion rounded down, and the cells rounding left
/// over go one each to the largest remainders (ties to the earlier share).
///
/// Every share is at most its exact proportion rounded up, so sharing less than the
/// weights add up to never gives a share more than its weight.
enum Apportionment {
    /// `amount` shared out by `weights` (none negative, and adding up to no more than
    /// `Int.max`); all zeros when every weight is zero or the amount is not positive.
    static func shares(of amount: Int, byWeights weights: [Int]) -> [Int] {
        let total = weights.reduce(0, +)
        guard amount > 0, total > 0 else { return weights.map { _ in 0 } }
        // Full-width products: a weight times a long length may not fit in an Int.
        let divisions = weights.map { total.dividingFullWidth($0.multipliedFullWidth(by: amount)) }
        var shares = divisions.map(\.quotient)
        let remainders = divisions.map(\.remainder)
        let leftover = amount - shares.reduce(0, +)
        let largestFirst = remainders.indices.sorted { remainders[$0] > remainders[$1] || (remainders[$0] == remainders[$1] && $0 < $1) }
        for index in largestFirst.prefix(leftover) {
            shares[index] += 1
        }
        return shares
    }

    /// `demands` met in full when `available` covers them, otherwise shrunk in
    /// proportion to themselves to add up to `available` exactly.
    static func meeting(_ demands: [Int], within available: Int) -> [Int] {
        demands.reduce(0, +) <= available ? demands : shares(of: available, byWeights: demands)
    }
}
