import Foundation
import TerminalTesting
import Testing

extension ServerEndToEndTests {
    /// A short run of `make chaos` (Tests/Chaos): three client processes change one shared
    /// list through links cut and blackholed, one of them killed and started again on its
    /// data directory; then every copy must equal the server's list, and every change made be
    /// on the server once or superseded by a named rule. A new seed each run, printed where it
    /// fails, so that CI finds what one seed would not and a failure can be replayed. With
    /// the other server tests, one at a time: its processes take a core's share.
    @Suite(.leavesNothingBehind) struct ChaosRunTests {
        @Test func aShortChaosRunLosesNoChangeMakesNoneTwiceAndEndsWithEveryCopyTheServersList() async throws {
            let harness = try TodoTUIBinary.locate()
            let chaos = TodoTUIBinary(url: harness.url.deletingLastPathComponent().appendingPathComponent("todo-tui-chaos"))
            let home = try TemporaryDirectory()
            let result = try await chaos.run(
                ["--clients", "3", "--seconds", "12", "--cuts", "4", "--kills", "1", "--mean-pause-ms", "250"],
                home: home.url, environment: ["TMPDIR": home.url.path], timeLimit: .seconds(150)
            )
            #expect(result.status == 0, "\(result.output)\(result.errorOutput)")
            #expect(result.output.contains("4 link cuts") && result.output.contains("1 client kills"), "\(result.output)")
            #expect(result.outputLines.last == "passed", "\(result.output)")
        }
    }
}
