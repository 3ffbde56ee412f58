import Foundation

/// One program's sessions on one list, gathered: the figures the peer table compares.
struct PeerFigures {
    let program: String
    private(set) var sessions: [ListSession] = []

    init(program: String) {
        self.program = program
    }

    mutating func add(_ session: ListSession) {
        sessions.append(session)
    }

    var starts: [Double] { sessions.compactMap(\.start) }
    var keys: [Double] { sessions.flatMap(\.keys) }
    var keysToLastByte: [Double] { sessions.flatMap(\.keysToLastByte) }
    var bytesPerDown: [Double] { sessions.flatMap(\.bytesPerDown) }
    var peakMemories: [Double] { sessions.map(\.peakMemory).filter { !$0.isNaN } }
    var failures: [String] { Array(Set(sessions.compactMap(\.failure))).sorted() }
    var modesLeftChanged: [String] { Array(Set(sessions.flatMap(\.modesLeftChanged))).sorted() }

    /// The figure of each row of the table: medians, and the highest peak memory.
    var start: Double { Self.median(starts) }
    var key: Double { Self.median(keys) }
    var keyToLastByte: Double { Self.median(keysToLastByte) }
    var bytes: Double { Self.median(bytesPerDown) }
    var memory: Double { peakMemories.max() ?? .nan }

    static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
    }
}
