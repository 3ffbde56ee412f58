/// A small, fast random number generator whose whole state is one seed, so that a fuzz
/// run is reproduced by the seed it printed. (Steele, Lea and Flood's SplitMix64: every
/// seed, zero included, gives a good stream.)
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let roll = Int.random(in: 1...6, using: &random)   // the same on every run
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// True with probability `chance` (0 to 1).
    public mutating func chance(_ chance: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < chance
    }

    /// One of `choices`, each as likely as its weight.
    public mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
        let total = choices.reduce(0) { $0 + $1.weight }
        var roll = Int.random(in: 0..<total, using: &self)
        for choice in choices {
            if roll < choice.weight { return choice.value }
            roll -= choice.weight
        }
        return choices[choices.count - 1].value
    }

    /// One element of a non-empty collection.
    public mutating func element<C: RandomAccessCollection>(of collection: C) -> C.Element {
        collection.randomElement(using: &self)!
    }
}
