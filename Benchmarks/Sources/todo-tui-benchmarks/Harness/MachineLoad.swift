import Foundation

/// How busy the machine's processors are before the run, from /proc/stat.
///
/// The figures depend on it, and not only by slowing things down: with a stray process
/// keeping one of this machine's two cores busy, every program answered a key 1.5 to 2
/// times sooner (no processor left idle to be woken), and the ratios between programs
/// moved too (todo-tui's last byte went from 1.02 to 1.29 times tudu's). A run is only
/// comparable with another made under the same load, so the run says what it found.
enum MachineLoad {
    /// The share of all processors' time spent on anything but idling, over `seconds`.
    static func busyShare(over seconds: Double = 1) -> Double? {
        guard let before = times() else { return nil }
        usleep(useconds_t(seconds * 1_000_000))
        guard let after = times(), after.total > before.total else { return nil }
        return Double(after.busy - before.busy) / Double(after.total - before.total)
    }

    /// The line to print before the run, with a warning when something else is running.
    static func report(busyShare share: Double?) -> [String] {
        guard let share else { return ["machine: could not read /proc/stat"] }
        let percent = String(format: "%.1f%%", share * 100)
        guard share > 0.05 else { return ["machine: \(percent) of the processors busy in the second before the run"] }
        return [
            "machine: \(percent) of the processors busy in the second before the run: something else is running",
            "  (see `top`); these figures will not compare with a run on a quiet machine",
        ]
    }

    /// The load averages over 1, 5 and 15 minutes, as `uptime` gives them.
    static var averages: String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        let figures = text.split(separator: " ").prefix(3)
        return figures.count == 3 ? figures.joined(separator: ", ") : "unknown"
    }

    /// The processors' time so far in clock ticks: all of it, and all but idle and waiting
    /// for I/O.
    static func times() -> (total: UInt64, busy: UInt64)? {
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let line = stat.split(separator: "\n").first, line.hasPrefix("cpu ")
        else { return nil }
        // user nice system idle iowait irq softirq steal; guest time is inside user's.
        let fields = line.split(separator: " ").dropFirst().prefix(8).compactMap { UInt64($0) }
        guard fields.count == 8 else { return nil }
        let total = fields.reduce(0, +)
        return (total, total - fields[3] - fields[4])
    }
}
