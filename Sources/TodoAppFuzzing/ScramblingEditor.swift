import Foundation
import WorkflowUI

/// Plays the user's own editor (Ctrl-E in the todo editor) without a terminal: it
/// rewrites the note file with soup made from what the file held, so the same note
/// always comes back the same way, and now and then it fails, writes bytes that are not
/// UTF-8, or deletes the file, as real editors and users do.
struct ScramblingEditor: TerminalHandoff {
    func run(_ arguments: [String], environment: [String: String]?) async throws(TerminalHandoffError) -> ProgramExit {
        guard let path = arguments.last else { return .exited(2) }
        let file = URL(fileURLWithPath: path)
        let before = (try? Data(contentsOf: file)) ?? Data()
        var random = SplitMix64(seed: Self.hash(before))
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            return .exited(1)
        case 1:
            try? Data([0xFF, 0xFE, 0x80]).write(to: file)
        case 2:
            try? FileManager.default.removeItem(at: file)
        case 3:
            return .signaled(9)
        default:
            var note = String(decoding: before, as: UTF8.self)
            if random.chance(0.3) { note = "" }
            note += TextSoup.text(&random, maxLength: 60) + "\n"
            try? Data(note.utf8).write(to: file)
        }
        return .exited(0)
    }

    /// FNV-1a: the same bytes give the same seed in every run, unlike `hashValue`.
    private static func hash(_ data: Data) -> UInt64 {
        data.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }
}
