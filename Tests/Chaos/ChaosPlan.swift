import Foundation
import PostgresTesting
import TodoAppFuzzing

/// When a chaos run cuts whose link, and kills which client, drawn from its seed: each cut
/// and each kill at a random moment of the run, lasting a random while, none of one
/// client's overlapping another of its own.
struct ChaosPlan {
    enum Step: Equatable {
        case cut(client: Int, ServerLink.Cut)
        case restore(client: Int)
        case kill(client: Int)
        case start(client: Int)
    }

    /// Each step and when, from the start of the run, in order.
    private(set) var steps: [(at: Duration, step: Step)] = []

    /// - Parameters:
    ///   - cuts: how many times a link is cut: reset, or blackholed one time in three.
    ///   - kills: how many times a client is killed; it starts again a moment later.
    init(seed: UInt64, clients: Int, length: Duration, cuts: Int, kills: Int) {
        var random = SplitMix64(seed: seed)
        let seconds = length / .seconds(1)
        // Each client's cuts, then its kills, laid end to end at random moments.
        var cutsOf = [Int](repeating: 0, count: clients)
        for number in 0..<cuts { cutsOf[(number + Int.random(in: 0..<clients, using: &random)) % clients] += 1 }
        for client in 0..<clients {
            let lengths: [(ServerLink.Cut, Double)] = (0..<cutsOf[client]).map { _ in
                random.chance(1.0 / 3) ? (.blackhole, Double.random(in: 1...8, using: &random)) : (.reset, Double.random(in: 0.3...5, using: &random))
            }
            for (start, (kind, length)) in zip(Self.moments(count: lengths.count, lengths: lengths.map(\.1), within: seconds, using: &random), lengths) {
                steps.append((.seconds(start), .cut(client: client, kind)))
                steps.append((.seconds(start + length), .restore(client: client)))
            }
        }
        var killsOf = [Int](repeating: 0, count: clients)
        for number in 0..<kills { killsOf[(number + Int.random(in: 0..<clients, using: &random)) % clients] += 1 }
        for client in 0..<clients {
            let downs = (0..<killsOf[client]).map { _ in Double.random(in: 0.2...3, using: &random) }
            for (start, down) in zip(Self.moments(count: downs.count, lengths: downs, within: seconds, using: &random), downs) {
                steps.append((.seconds(start), .kill(client: client)))
                steps.append((.seconds(start + down), .start(client: client)))
            }
        }
        steps.sort { $0.at < $1.at }
    }

    var cuts: Int { steps.count { if case .cut = $0.step { true } else { false } } }
    var blackholes: Int { steps.count { if case .cut(_, .blackhole) = $0.step { true } else { false } } }
    var kills: Int { steps.count { if case .kill = $0.step { true } else { false } } }

    /// `count` moments in `0..<within` seconds at which spans of `lengths` seconds begin,
    /// one after the other, none overlapping the one before it.
    private static func moments(count: Int, lengths: [Double], within seconds: Double, using random: inout SplitMix64) -> [Double] {
        let free = max(0, seconds - lengths.reduce(0, +) - 0.2 * Double(count))
        let gaps = (0..<count).map { _ in Double.random(in: 0...1, using: &random) }.sorted().map { $0 * free }
        var moments: [Double] = []
        var used = 0.0
        for (index, gap) in gaps.enumerated() {
            moments.append(gap + used)
            used += lengths[index] + 0.2
        }
        return moments
    }
}
