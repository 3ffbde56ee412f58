import Foundation
import Testing
@testable import todo_tui

@Suite struct ProcessEnvironmentTests {
    @Test func eachVariableHasTheValueGetenvGives() {
        let variables = ProcessEnvironment.variables
        #expect(!variables.isEmpty)
        for (name, value) in variables {
            #expect(getenv(name).map { String(cString: $0) } == value, "\(name)")
        }
        #expect(Set(variables.keys) == Set(ProcessInfo.processInfo.environment.keys))
    }

    @Test func eachEntrySplitsAtItsFirstEqualsSignAndTheFirstOfANameWins() {
        let variables = Self.variables(from: ["EQUALS=a=b=c", "EMPTY=", "NO_EQUALS", "TWICE=first", "TWICE=second", "=nameless"])
        #expect(variables == ["EQUALS": "a=b=c", "EMPTY": "", "TWICE": "first", "": "nameless"])
    }

    @Test func noListIsNoVariables() {
        #expect(ProcessEnvironment.variables(from: nil).isEmpty)
    }

    /// Lays `entries` out as `environ` is, nil-terminated, for the length of the call.
    private static func variables(from entries: [String]) -> [String: String] {
        let strings = entries.map { strdup($0) }
        defer { strings.forEach { free($0) } }
        return (strings + [nil]).withUnsafeBufferPointer { ProcessEnvironment.variables(from: $0.baseAddress) }
    }
}
