import Foundation
import Glibc

/// The processor time the load's parts had used at one moment, and the machine's: set two
/// apart, what each part cost over the load, beside what the processors could give and
/// what other programs took.
struct LoadCost {
    var server: Double
    var interfaces: Double
    /// This process: the store clients, the writers and the reading of the interfaces.
    var benchmark: Double
    /// Every processor's busy and whole time, in seconds.
    var machineBusy: Double
    var machineTotal: Double

    static func now(server: BenchmarkServer, interfaces: [pid_t]) -> LoadCost {
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        let machine = MachineLoad.times()
        return LoadCost(
            server: server.processorSeconds,
            interfaces: interfaces.compactMap { ProcessorTime.seconds(of: $0) }.reduce(0, +),
            benchmark: ProcessorTime.ofThisProcess,
            machineBusy: Double(machine?.busy ?? 0) / ticks,
            machineTotal: Double(machine?.total ?? 0) / ticks
        )
    }

    /// What was used between `start` and this, as a line.
    func line(since start: LoadCost) -> String {
        let whole = machineTotal - start.machineTotal
        let server = self.server - start.server
        let interfaces = self.interfaces - start.interfaces
        let benchmark = self.benchmark - start.benchmark
        let busy = machineBusy - start.machineBusy
        let others = busy - server - interfaces - benchmark
        let share = { (seconds: Double) in String(format: "%.1f s (%.0f%%)", seconds, whole > 0 ? 100 * seconds / whole : .nan) }
        return "  processor time over the load, of \(String(format: "%.1f", whole)) s the processors had: the server \(share(server)), "
            + "the interfaces \(share(interfaces)), the store clients and writers \(share(benchmark)), other programs \(share(others)), "
            + "idle \(share(whole - busy))"
    }
}
