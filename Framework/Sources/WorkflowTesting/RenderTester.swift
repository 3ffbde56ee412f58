import Workflow

extension Workflow {
    /// A tester that renders this workflow once, from `initialState`, with fake children,
    /// workers and side effects that you declare.
    ///
    /// ```swift
    /// LoginWorkflow()
    ///     .renderTester(initialState: .init(name: "Ada"))
    ///     .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
    ///     .render { rendering in rendering.onSubmit() }
    ///     .assert(output: .loggedIn("Ada"))
    /// ```
    public func renderTester(initialState: State) -> RenderTester<Self> {
        RenderTester(workflow: self, state: initialState)
    }

    /// A tester that renders this workflow from `makeInitialState()`.
    public func renderTester() -> RenderTester<Self> {
        RenderTester(workflow: self, state: makeInitialState())
    }
}

/// Renders a workflow once without a runtime, checking which children, workers and side
/// effects it asks for, and capturing the one action that the render (or the
/// callbacks in its rendering) produces.
///
/// Every child, worker and side effect the workflow renders must be expected, and every
/// expectation must be met; a mismatch is reported at the `render` call. Workers a test
/// does not care about (a timer that refreshes the screen) can be let through with
/// ``ignoringWorkers(_:)``.
public struct RenderTester<WorkflowType: Workflow> {
    let workflow: WorkflowType
    let state: WorkflowType.State
    var expectations: [RenderExpectation] = []
    var ignoredWorkers = IgnoredWorkers.none

    init(workflow: WorkflowType, state: WorkflowType.State) {
        self.workflow = workflow
        self.state = state
    }

    /// Expects a child of `type` at `key`. It renders as `rendering`; with an `output`,
    /// the child produces it during the render, and the parent's mapped action is
    /// applied. `assertions` sees the child workflow value (its props).
    public func expectWorkflow<Child: Workflow>(
        type: Child.Type,
        key: String = "",
        producingRendering rendering: Child.Rendering,
        producingOutput output: Child.Output? = nil,
        assertions: @escaping (Child) -> Void = { _ in }
    ) -> RenderTester<WorkflowType> {
        adding(RenderExpectation(
            kind: .workflow,
            type: ObjectIdentifier(Child.self),
            typeName: String(describing: Child.self),
            key: AnyHashable(key),
            rendering: rendering,
            output: output.map { $0 as Any },
            check: { assertions($0 as! Child) }
        ))
    }

    /// Expects a worker of `type` at `key`; with an `output`, it produces it at once.
    /// `assertions` sees the worker value.
    public func expectWorker<ExpectedWorker: Worker>(
        type: ExpectedWorker.Type,
        key: String = "",
        producingOutput output: ExpectedWorker.Output? = nil,
        assertions: @escaping (ExpectedWorker) -> Void = { _ in }
    ) -> RenderTester<WorkflowType> {
        adding(RenderExpectation(
            kind: .worker,
            type: ObjectIdentifier(WorkerWorkflow<ExpectedWorker>.self),
            typeName: String(describing: ExpectedWorker.self),
            key: AnyHashable(key),
            rendering: (),
            output: output.map { $0 as Any },
            check: { assertions(($0 as! WorkerWorkflow<ExpectedWorker>).worker) }
        ))
    }

    /// Expects a worker equivalent to `worker` (by `isEquivalent(to:)`) at `key`.
    public func expectWorker<ExpectedWorker: Worker>(
        _ worker: ExpectedWorker,
        key: String = "",
        producingOutput output: ExpectedWorker.Output? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> RenderTester<WorkflowType> {
        let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        return expectWorker(type: ExpectedWorker.self, key: key, producingOutput: output) { rendered in
            if !rendered.isEquivalent(to: worker) {
                TestFailure.record(
                    "The worker at key \"\(key)\" is not equivalent to the one expected.\n"
                        + "  expected: \(worker)\n  actual:   \(rendered)",
                    at: location
                )
            }
        }
    }

    /// Lets the render run workers of `type` that the test does not expect, at any key:
    /// they are not reported, not started, and produce nothing. A worker of that type
    /// that is expected (``expectWorker(type:key:producingOutput:assertions:)``) is still
    /// checked, and must still be rendered.
    ///
    /// ```swift
    /// ProcessListWorkflow()
    ///     .renderTester()
    ///     .ignoringWorkers(TimerWorker.self)
    ///     .render { screen in #expect(screen.rows.isEmpty) }
    /// ```
    public func ignoringWorkers<IgnoredWorker: Worker>(_ type: IgnoredWorker.Type) -> RenderTester<WorkflowType> {
        var tester = self
        tester.ignoredWorkers = tester.ignoredWorkers.adding(ObjectIdentifier(WorkerWorkflow<IgnoredWorker>.self))
        return tester
    }

    /// Lets the render run any worker that the test does not expect, as
    /// ``ignoringWorkers(_:)`` does for one type.
    public func ignoringWorkers() -> RenderTester<WorkflowType> {
        var tester = self
        tester.ignoredWorkers = .all
        return tester
    }

    /// Expects a side effect with `key`; with an `action`, it is applied as if the side
    /// effect had sent it.
    public func expectSideEffect(
        key: AnyHashable,
        producingAction action: (any WorkflowAction<WorkflowType>)? = nil
    ) -> RenderTester<WorkflowType> {
        adding(RenderExpectation(
            kind: .sideEffect,
            type: nil,
            typeName: "side effect",
            key: key,
            rendering: (),
            output: action.map { AnyWorkflowAction($0) as Any },
            check: { _ in }
        ))
    }

    /// Renders the workflow, runs `assertions` on the rendering (calling its callbacks
    /// there is how a test sends an action), then applies the action, if any.
    @MainActor
    @discardableResult
    public func render(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        assertions: (WorkflowType.Rendering) throws -> Void
    ) rethrows -> RenderTesterResult<WorkflowType> {
        let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let backend = RenderTestBackend<WorkflowType>(expectations: expectations, ignoredWorkers: ignoredWorkers, location: location)
        let context = RenderContext(backend: backend)
        let rendering = workflow.render(state: state, context: context)
        context.invalidate()
        backend.finishRender()
        try assertions(rendering)
        backend.stopRecording()

        var newState = state
        let output = backend.action?.apply(toState: &newState)
        return RenderTesterResult(
            initialState: state,
            state: newState,
            output: output,
            appliedAction: backend.action
        )
    }

    /// Renders the workflow and applies the action its children, workers or side effects
    /// produced, if any.
    @MainActor
    @discardableResult
    public func render(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> RenderTesterResult<WorkflowType> {
        render(fileID: fileID, filePath: filePath, line: line, column: column, assertions: { _ in })
    }

    private func adding(_ expectation: RenderExpectation) -> RenderTester<WorkflowType> {
        var tester = self
        tester.expectations.append(expectation)
        return tester
    }
}

/// The workers a render may run without expecting them: by the type of the child that
/// runs each (`WorkerWorkflow<W>`).
enum IgnoredWorkers {
    case none
    case all
    case types(Set<ObjectIdentifier>)

    func adding(_ type: ObjectIdentifier) -> IgnoredWorkers {
        switch self {
        case .none: .types([type])
        case .all: .all
        case .types(let types): .types(types.union([type]))
        }
    }

    func contains<Child: Workflow>(_ child: Child.Type) -> Bool {
        switch self {
        case .none: false
        case .all: child is any WorkerRunning.Type
        case .types(let types): types.contains(ObjectIdentifier(child))
        }
    }
}

/// One declared child, worker or side effect, type-erased.
struct RenderExpectation {
    enum Kind: String {
        case workflow = "child workflow"
        case worker
        case sideEffect = "side effect"
    }

    let kind: Kind
    let type: ObjectIdentifier?
    let typeName: String
    let key: AnyHashable
    let rendering: Any
    /// The child's output, or for a side effect the parent's action.
    let output: Any?
    let check: (Any) -> Void

    var summary: String {
        kind == .sideEffect ? "side effect with key \(key)" : "\(kind.rawValue) of type \(typeName) with key \(key)"
    }
}
