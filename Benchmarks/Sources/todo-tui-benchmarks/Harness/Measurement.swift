/// Samples of one benchmark and how they compare with its target.
struct Measurement {
    enum Statistic { case median, total, maximum }

    let name: String
    let samples: [Double]
    /// What the samples measure: "ms", "µs", "bytes", "MB".
    let unit: String
    /// The figure compared with the target.
    let statistic: Statistic
    /// The figure must be below this.
    let target: Double?

    var sorted: [Double] { samples.sorted() }
    var median: Double { sorted.isEmpty ? .nan : sorted[sorted.count / 2] }
    var p90: Double { sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, sorted.count * 9 / 10)] }
    var maximum: Double { samples.max() ?? .nan }

    var figure: Double {
        switch statistic {
        case .median: median
        case .total: samples.reduce(0, +)
        case .maximum: maximum
        }
    }

    var meetsTarget: Bool? { target.map { figure < $0 } }

    var line: String {
        let value = format(figure)
        let spread = samples.count > 1 && statistic == .median ? "  (p90 \(format(p90)), n=\(samples.count))" : ""
        let verdict = meetsTarget.map { $0 ? "ok" : "MISSED" } ?? ""
        let targetText = target.map { "target < \(format($0))" } ?? ""
        return "\(name.padding(toLength: 66, withPad: " ", startingAt: 0)) \(value)\(spread)  \(targetText)  \(verdict)"
    }

    private func format(_ value: Double) -> String {
        let digits = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3
        return "\(String(format: "%.\(digits)f", value)) \(unit)"
    }
}

/// Times `body` `iterations` times after `warmup` untimed runs; samples in `unit`s.
@MainActor
func measure(
    _ name: String, iterations: Int, warmup: Int = 10, unit: TimeUnit = .milliseconds, target: Double?,
    _ body: () -> Void
) -> Measurement {
    for _ in 0..<warmup { body() }
    let clock = ContinuousClock()
    let samples = (0..<iterations).map { _ in unit.value(of: clock.measure(body)) }
    return Measurement(name: name, samples: samples, unit: unit.symbol, statistic: .median, target: target)
}

enum TimeUnit {
    case milliseconds, microseconds

    var symbol: String { self == .milliseconds ? "ms" : "µs" }

    func value(of duration: Duration) -> Double {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return self == .milliseconds ? seconds * 1e3 : seconds * 1e6
    }
}

import Foundation
