import Foundation

/// What callgrind counted in one thread of one dump: the instructions run, and how much
/// code they came from, in 64-byte lines (a processor's cache line) and in 4 KB pages.
///
/// Instructions say how much work there was; code lines say how much code a processor
/// whose caches went cold since the last key (the key race's 30 ms of quiet) has to fetch
/// again, and pages over how many address translations it is spread (where the code
/// sits: the order file). All are counts, the same whatever else the machine is doing.
struct CallgrindProfile {
    var instructions: Int
    var codeLines: Int
    var codePages: Int

    /// Reads a dump written with `--dump-instr=yes`, whose cost lines begin with the
    /// instruction's address: absolute (`0x…`), relative to the last one (`+n`, `-n`), or
    /// the same (`*`).
    init(file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        var total: Int?
        var address = 0
        var lines = Set<Int>()
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let first = line.first else { continue }
            if line.hasPrefix("totals:") {
                total = Int(line.dropFirst("totals:".count).split(separator: " ").first ?? "")
                continue
            }
            guard first.isNumber || first == "+" || first == "-" || first == "*" else { continue }
            let token = line.prefix { $0 != " " }
            if token.hasPrefix("0x") {
                address = Int(token.dropFirst(2), radix: 16) ?? address
            } else if first == "+" || first == "-" {
                let step = Int(token.dropFirst()) ?? 0
                address += first == "+" ? step : -step
            } else if first != "*" {
                address = Int(token) ?? address
            }
            lines.insert(address >> 6)
        }
        guard let total else { throw CallgrindProfileError.noTotals(file.path) }
        instructions = total
        codeLines = lines.count
        codePages = Set(lines.map { $0 >> 6 }).count
    }
}

enum CallgrindProfileError: Error, CustomStringConvertible {
    case noTotals(String)

    var description: String {
        switch self {
        case .noTotals(let path): "callgrind's dump \(path) has no totals line"
        }
    }
}
