import Testing
import Workflow
import WorkflowTesting

/// Partial rendering, the host's default: a workflow renders again only when its state,
/// its workflow's value or a descendant changed; otherwise its last rendering is given
/// again, sinks and all.
@MainActor
@Suite struct PartialRenderingTests {
    @Test func aChildWhoseValueAndStateAreUnchangedIsNotRenderedWhenItsSiblingChanges() {
        let host = WorkflowHost(workflow: ShelfWorkflow())
        host.rendering.left.increment()

        #expect(host.renderCount(of: ShelfWorkflow.self) == 2)
        #expect(host.renderCount(of: TallyWorkflow.self, key: "left") == 2)
        #expect(host.renderCount(of: TallyWorkflow.self, key: "right") == 1)
        #expect(host.rendering.left.count == 1)
        #expect(host.rendering.right.count == 0)
    }

    @Test func aReusedRenderingsSinksStillReachItsWorkflow() {
        let host = WorkflowHost(workflow: ShelfWorkflow())
        host.rendering.left.increment()
        // The right tally's rendering is the one made at the start, kept since.
        host.rendering.right.increment()

        #expect(host.rendering.right.count == 1)
        #expect(host.renderCount(of: TallyWorkflow.self, key: "right") == 2)
        #expect(host.renderCount(of: TallyWorkflow.self, key: "left") == 2)
    }

    @Test func aChildGivenANewValueRendersAgainAfterItsWorkflowDidChange() {
        let host = WorkflowHost(workflow: ShelfWorkflow())
        host.rendering.renameRight("Oats")

        #expect(host.rendering.right.label == "Oats")
        #expect(host.rendering.right.previousLabel == "right")
        #expect(host.renderCount(of: TallyWorkflow.self, key: "right") == 2)
        #expect(host.renderCount(of: TallyWorkflow.self, key: "left") == 1)
    }

    @Test func aChangeDeepInTheTreeRendersItsAncestorsAgainAndNoneOfTheirOtherChildren() {
        let host = WorkflowHost(workflow: ShelvesWorkflow())
        host.rendering.top.left.increment()

        #expect(host.renderCount(of: ShelvesWorkflow.self) == 2)
        #expect(host.renderCount(of: ShelfWorkflow.self, key: "top") == 2)
        #expect(host.renderCount(of: TallyWorkflow.self, key: "left") == 2)
        #expect(host.renderCount(of: ShelfWorkflow.self, key: "bottom") == 1)
        #expect(host.rendering.top.left.count == 1)
        #expect(host.rendering.bottom.left.count == 0)
    }

    @Test func aWorkflowThatCannotCompareItsValuesRendersWheneverItsParentDoes() {
        let host = WorkflowHost(workflow: ShelfWorkflow())
        host.rendering.left.increment()
        host.rendering.left.increment()

        #expect(host.renderCount(of: NoteWorkflow.self) == 3)
    }

    @Test func aSkippedChildsWorkerKeepsRunningAndItsOutputStillChangesTheChild() async {
        let gate = Gate()
        let host = WorkflowHost(workflow: ShelfWorkflow(rightWaitsFor: gate))
        host.rendering.left.increment()
        #expect(host.renderCount(of: TallyWorkflow.self, key: "right") == 1)

        await gate.open()
        #expect(await eventually { host.rendering.right.count == 10 })
        #expect(host.renderCount(of: TallyWorkflow.self, key: "right") == 2)
    }

    @Test func withPartialRenderingOffEveryWorkflowRendersOnEveryPass() {
        let host = WorkflowHost(workflow: ShelfWorkflow(), configuration: .init(rendersOnlyChangedWorkflows: false))
        host.rendering.left.increment()

        #expect(host.renderCount(of: TallyWorkflow.self, key: "left") == 2)
        #expect(host.renderCount(of: TallyWorkflow.self, key: "right") == 2)
    }

    @Test func theRootGivenAnEqualValueDoesNotRenderItsChildrenAgain() {
        let host = WorkflowHost(workflow: ShelfWorkflow())
        host.update(workflow: ShelfWorkflow())

        #expect(host.renderCount(of: TallyWorkflow.self, key: "left") == 1)
        #expect(host.renderCount(of: TallyWorkflow.self, key: "right") == 1)
    }
}

/// Waits up to five seconds for `condition`, letting the main actor run between looks.
@MainActor
private func eventually(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
        if condition() { return true }
        await Task.yield()
        try? await Task.sleep(for: .milliseconds(1))
    }
    return condition()
}

/// A count with a label, `Equatable` so that the runtime can tell an unchanged one.
private struct TallyWorkflow: Workflow, Equatable {
    var label: String
    /// A worker that waits at the gate, then sets the count to 10.
    var waitsFor: Gate?

    static func == (left: Self, right: Self) -> Bool {
        left.label == right.label && left.waitsFor === right.waitsFor
    }

    struct State {
        var count = 0
        var previousLabel: String?
    }

    struct Rendering {
        var label: String
        var count: Int
        var previousLabel: String?
        var increment: () -> Void
    }

    func makeInitialState() -> State { State() }

    func workflowDidChange(from previousWorkflow: Self, state: inout State) {
        state.previousLabel = previousWorkflow.label
    }

    func render(state: State, context: RenderContext<Self>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<Self>.self)
        if let gate = waitsFor {
            GateWorker(gate: gate).mapOutput { _ in AnyWorkflowAction<Self> { $0.count = 10; return nil } }
                .running(in: context)
        }
        return Rendering(
            label: label, count: state.count, previousLabel: state.previousLabel,
            increment: { sink.send(AnyWorkflowAction { $0.count += 1; return nil }) }
        )
    }
}

private struct GateWorker: Worker {
    let gate: Gate

    func run() async {
        await gate.wait()
    }

    func isEquivalent(to otherWorker: GateWorker) -> Bool { gate === otherWorker.gate }
}

/// A child that cannot compare its values: a closure is among them.
private struct NoteWorkflow: Workflow {
    var text: () -> String

    typealias State = Void
    func render(state: Void, context: RenderContext<Self>) -> String { text() }
}

/// Two tallies side by side and a note.
private struct ShelfWorkflow: Workflow, Equatable {
    var rightWaitsFor: Gate?

    static func == (left: Self, right: Self) -> Bool { left.rightWaitsFor === right.rightWaitsFor }

    struct State {
        var rightLabel = "right"
    }

    struct Rendering {
        var left: TallyWorkflow.Rendering
        var right: TallyWorkflow.Rendering
        var note: String
        var renameRight: (String) -> Void
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<Self>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<Self>.self)
        let left = TallyWorkflow(label: "left").rendered(in: context, key: "left")
        return Rendering(
            left: left,
            right: TallyWorkflow(label: state.rightLabel, waitsFor: rightWaitsFor).rendered(in: context, key: "right"),
            note: NoteWorkflow(text: { "left at \(left.count)" }).rendered(in: context),
            renameRight: { name in sink.send(AnyWorkflowAction { $0.rightLabel = name; return nil }) }
        )
    }
}

/// Two shelves, one above the other.
private struct ShelvesWorkflow: Workflow {
    typealias State = Void

    struct Rendering {
        var top: ShelfWorkflow.Rendering
        var bottom: ShelfWorkflow.Rendering
    }

    func render(state: Void, context: RenderContext<Self>) -> Rendering {
        Rendering(
            top: ShelfWorkflow().rendered(in: context, key: "top"),
            bottom: ShelfWorkflow().rendered(in: context, key: "bottom")
        )
    }
}
