import Workflow

/// The assertions shared by a render tester's result and an action tester: both end
/// with a state and, perhaps, an output.
public protocol StateAndOutputAssertions {
    associatedtype WorkflowType: Workflow
    /// The state after the action (if any) was applied.
    var state: WorkflowType.State { get }
    /// What the action told the parent, if anything.
    var output: WorkflowType.Output? { get }
}

extension StateAndOutputAssertions {
    /// Checks the state with your own assertions.
    @discardableResult
    public func verifyState(_ assertions: (WorkflowType.State) throws -> Void) rethrows -> Self {
        try assertions(state)
        return self
    }

    /// Checks there was an output, then hands it to your assertions.
    @discardableResult
    public func verifyOutput(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ assertions: (WorkflowType.Output) throws -> Void
    ) rethrows -> Self {
        guard let output else {
            TestFailure.record(
                "Expected an output, but there was none.",
                at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            )
            return self
        }
        try assertions(output)
        return self
    }

    /// Checks that nothing was passed to the parent.
    @discardableResult
    public func assertNoOutput(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        if let output {
            TestFailure.record(
                "Expected no output, but got \(output).",
                at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            )
        }
        return self
    }
}

extension StateAndOutputAssertions where WorkflowType.State: Equatable {
    /// Checks the state equals `expected`.
    @discardableResult
    public func assert(
        state expected: WorkflowType.State,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        if state != expected {
            TestFailure.record(
                "The state is not the one expected.\n  expected: \(expected)\n  actual:   \(state)",
                at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            )
        }
        return self
    }
}

extension StateAndOutputAssertions where WorkflowType.Output: Equatable {
    /// Checks the output equals `expected`.
    @discardableResult
    public func assert(
        output expected: WorkflowType.Output,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let output else {
            TestFailure.record("Expected the output \(expected), but there was none.", at: location)
            return self
        }
        if output != expected {
            TestFailure.record(
                "The output is not the one expected.\n  expected: \(expected)\n  actual:   \(output)",
                at: location
            )
        }
        return self
    }
}
