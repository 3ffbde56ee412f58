import Foundation

/// todo-tui's figures beside each peer's, with the ratio todo-tui / peer, as a table.
struct PeerTable {
    let title: String
    /// todo-tui first, then the peers.
    let figures: [PeerFigures]
    /// The key echo's, measured in the same turns (see `KeyEcho`): about as soon as a
    /// program that waits for keys in `read` can answer one.
    var floor: PeerFigures?

    var lines: [String] {
        let peers = figures.dropFirst()
        let columns = figures.map(\.program) + peers.map { "\(figures[0].program)/\($0.program)" }
        var lines = [title, row("", columns)]
        let rows: [(String, (PeerFigures) -> Double, String)] = [
            ("start to first todo shown", \.start, "ms"),
            ("peak memory", \.memory, "MB"),
            ("a key to its first byte", \.key, "ms"),
            ("a key to its last byte", \.keyToLastByte, "ms"),
            ("bytes per ↓", \.bytes, ""),
        ]
        for (name, figure, unit) in rows {
            let values = figures.map { Self.format(figure($0), unit: unit) }
            let ratios = peers.map { Self.format(figure(figures[0]) / figure($0), unit: "") }
            lines.append(row(name, values + ratios))
        }
        lines.append(row("terminal modes left changed", figures.map { $0.modesLeftChanged.isEmpty ? "none" : $0.modesLeftChanged.joined(separator: " ") }))
        if let floor {
            lines.append("  the floor, a program that answers each key with a cursor move and does nothing else: "
                + "a key to its first byte \(Self.format(floor.key, unit: "ms")), to its last \(Self.format(floor.keyToLastByte, unit: "ms"))")
        }
        for program in figures + (floor.map { [$0] } ?? []) where !program.failures.isEmpty {
            lines.append("  \(program.program) could not cope: \(program.failures.joined(separator: "; "))")
        }
        return lines
    }

    private func row(_ name: String, _ cells: [String]) -> String {
        "  " + name.padding(toLength: 30, withPad: " ", startingAt: 0)
            + cells.map { String(repeating: " ", count: max(0, 18 - $0.count)) + $0 }.joined()
    }

    private static func format(_ value: Double, unit: String) -> String {
        guard value.isFinite else { return "—" }
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3
        let number = String(format: "%.\(digits)f", value)
        return unit.isEmpty ? number : "\(number) \(unit)"
    }
}
