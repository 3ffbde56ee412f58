import Foundation
import Glibc

/// Processor time spent by processes, from /proc: what the load's parts cost, to set
/// beside what the machine's processors could give over the same time.
enum ProcessorTime {
    /// The seconds `pid` has run, user and system, and with `children` those of its
    /// children it has waited for (a server's ended connections); nil once it is gone.
    static func seconds(of pid: pid_t, children: Bool = false) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = stat.range(of: ") ", options: .backwards)
        else { return nil }
        // From the state on: utime and stime are the 12th and 13th, cutime and cstime next.
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 14 else { return nil }
        let ticks = (children ? 11...14 : 11...12).compactMap { Double(fields[$0]) }.reduce(0, +)
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The seconds the processes whose parent is `parent` have run (a server's live
    /// connections and workers).
    static func secondsOfChildren(of parent: pid_t) -> Double {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.reduce(0) { total, pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let afterName = stat.range(of: ") ", options: .backwards)
            else { return total }
            let fields = stat[afterName.upperBound...].split(separator: " ")
            guard fields.count > 1, pid_t(fields[1]) == parent else { return total }
            return total + (seconds(of: pid) ?? 0)
        }
    }

    /// The seconds this process has run, all its threads.
    static var ofThisProcess: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let time = { (value: timeval) in Double(value.tv_sec) + Double(value.tv_usec) / 1e6 }
        return time(usage.ru_utime) + time(usage.ru_stime)
    }
}
