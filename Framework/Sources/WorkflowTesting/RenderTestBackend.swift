import Workflow

/// Answers the render context during a `RenderTester` render: hands out the declared
/// renderings, and records the one action the render produces.
@MainActor
final class RenderTestBackend<WorkflowType: Workflow>: RenderContextBackend {
    private var unmet: [RenderExpectation]
    private let ignoredWorkers: IgnoredWorkers
    private let location: SourceCodeLocation
    private var isRendering = true
    private var isRecording = true
    private(set) var action: AnyWorkflowAction<WorkflowType>?

    init(expectations: [RenderExpectation], ignoredWorkers: IgnoredWorkers, location: SourceCodeLocation) {
        self.unmet = expectations
        self.ignoredWorkers = ignoredWorkers
        self.location = location
    }

    func render<Child: Workflow>(
        workflow child: Child,
        key: String,
        outputMap: @escaping (Child.Output) -> AnyWorkflowAction<WorkflowType>
    ) -> Child.Rendering {
        let type = ObjectIdentifier(Child.self)
        guard let index = unmet.firstIndex(where: { $0.type == type && $0.key == AnyHashable(key) }) else {
            // A worker renders nothing: an ignored one is neither started nor reported.
            if ignoredWorkers.contains(Child.self), let nothing = () as? Child.Rendering { return nothing }
            fail("Unexpected \(describe(Child.self)) with key \"\(key)\". Declare it with expectWorkflow or expectWorker.")
            // Render it for real so that the test can go on to report everything else.
            return WorkflowHost(workflow: child).rendering
        }
        let expectation = unmet.remove(at: index)
        expectation.check(child)
        // Unwrapped first: `nil as? Int?` succeeds, and would make a child whose output
        // is optional produce nil when the test declared no output.
        if let declared = expectation.output, let output = declared as? Child.Output {
            record(outputMap(output))
        }
        return expectation.rendering as! Child.Rendering
    }

    func makeSink<Action: WorkflowAction>(of actionType: Action.Type) -> Sink<Action>
    where Action.WorkflowType == WorkflowType {
        Sink { [weak self] action in self?.send(AnyWorkflowAction(action)) }
    }

    func runSideEffect(key: AnyHashable, action: (Lifetime) -> Void) {
        guard let index = unmet.firstIndex(where: { $0.kind == .sideEffect && $0.key == key }) else {
            fail("Unexpected side effect with key \(key). Declare it with expectSideEffect(key:).")
            return
        }
        let expectation = unmet.remove(at: index)
        if let action = expectation.output as? AnyWorkflowAction<WorkflowType> {
            record(action)
        }
    }

    func startTask(named name: String, _ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        Task { @MainActor in await operation() }
    }

    func finishRender() {
        isRendering = false
        for expectation in unmet {
            fail("Expected a \(expectation.summary), but the workflow did not render it.")
        }
    }

    func stopRecording() {
        isRecording = false
    }

    private func send(_ action: AnyWorkflowAction<WorkflowType>) {
        if isRendering {
            fail("An action was sent to a sink during render(state:context:). Send from the rendering's callbacks instead.")
        } else if isRecording {
            record(action)
        } else {
            fail("An action was sent after render(assertions:) returned; call the rendering's callbacks inside the closure.")
        }
    }

    private func record(_ newAction: AnyWorkflowAction<WorkflowType>) {
        guard action == nil else {
            fail("A render produced more than one action; the runtime would handle each one with its own render, so test them separately.")
            return
        }
        action = newAction
    }

    private func fail(_ message: String) {
        TestFailure.record(message, at: location)
    }

    private func describe(_ type: Any.Type) -> String {
        let name = String(describing: type)
        return name.hasPrefix("WorkerWorkflow<") ? "worker \(name.dropFirst(15).dropLast())" : "child workflow \(name)"
    }
}
