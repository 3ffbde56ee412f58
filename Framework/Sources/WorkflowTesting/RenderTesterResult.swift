import Workflow

/// What one `RenderTester` render did: the state before and after the action it
/// produced, that action, and its output.
public struct RenderTesterResult<WorkflowType: Workflow>: StateAndOutputAssertions {
    public let initialState: WorkflowType.State
    public let state: WorkflowType.State
    public let output: WorkflowType.Output?
    /// The action the render produced, if any; its `base` is the action as sent.
    public let appliedAction: AnyWorkflowAction<WorkflowType>?

    /// Checks the render produced exactly `expected`.
    @discardableResult
    public func assert<Action: WorkflowAction & Equatable>(
        action expected: Action,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self where Action.WorkflowType == WorkflowType {
        let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let appliedAction else {
            TestFailure.record("Expected the action \(expected), but the render produced none.", at: location)
            return self
        }
        if appliedAction.base as? Action != expected {
            TestFailure.record(
                "The action is not the one expected.\n  expected: \(expected)\n  actual:   \(appliedAction.base)",
                at: location
            )
        }
        return self
    }

    /// Checks the render produced no action at all.
    @discardableResult
    public func assertNoAction(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Self {
        if let appliedAction {
            TestFailure.record(
                "Expected no action, but the render produced \(appliedAction.base).",
                at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            )
        }
        return self
    }
}
