import Foundation

/// The mark `make test` gives one run: `TODO_TUI_TEST_RUN`, set to a value of its own
/// in the environment of `swift test`. Every process the end-to-end tests start carries
/// it on, so that `make test` can find any of them still running once the run is over
/// (and none of other people's runs on the same machine).
enum TestRun {
    static let variable = "TODO_TUI_TEST_RUN"

    /// The mark as an environment of its own, empty when the run has none.
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment[variable].map { [variable: $0] } ?? [:]
    }
}
