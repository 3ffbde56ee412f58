import Testing
@testable import CursesTerminal
@testable import TodoAppFuzzing

/// Garbage through the real key decoder, on its own: many more reads than the app fuzz
/// sends it, cut at random places, through one decoder (a paste marker in one read
/// changes how the next is read). It must never crash, and never give a key it
/// promised not to (see `DecodedKeys`).
struct KeyDecoderFuzzTests {
    @Test func garbageFromAFixedSeedDecodesToKeysAnAppCanTake() {
        expectSoundKeys(seed: 7, reads: 20_000)
    }

    @Test func garbageFromANewSeedDecodesToKeysAnAppCanTake() {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("KeyDecoderFuzzTests: seed \(seed)")
        expectSoundKeys(seed: seed, reads: 20_000)
    }

    private func expectSoundKeys(seed: UInt64, reads: Int) {
        var random = SplitMix64(seed: seed)
        var decoder = KeyDecoder()
        for read in 0..<reads {
            var inputs = GarbageInput.read(&random)
            // Now and then a read is cut short, and the rest comes with the next.
            if random.chance(0.2), inputs.count > 1 {
                inputs = Array(inputs.prefix(Int.random(in: 1..<inputs.count, using: &random)))
            }
            let keys = decoder.decode(inputs)
            if let problem = DecodedKeys.problem(with: keys) {
                Issue.record("seed \(seed), read \(read): \(problem), decoded from \(inputs)")
                return
            }
        }
    }
}
