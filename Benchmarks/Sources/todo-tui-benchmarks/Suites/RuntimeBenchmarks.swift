import Workflow

/// Issue 2: the Workflow runtime alone.
@MainActor
enum RuntimeBenchmarks {
    static func run() -> [Measurement] {
        [actionRoundTripInABigTree(), sinkSendsToOneWorkflow()]
    }

    /// One action at a leaf of a tree of 1,111 workflows (a root, then three levels of
    /// ten children each): apply, render the whole tree, publish.
    static func actionRoundTripInABigTree() -> Measurement {
        let host = WorkflowHost(workflow: TreeWorkflow(depth: 3))
        var published = 0
        host.observeRenderings { _ in published += 1 }
        precondition(host.rendering.workflowCount == 1_111)
        return measure(
            "runtime: one action round trip, 1,111 workflows (depth 3, fan-out 10)",
            iterations: 1_000, target: 1
        ) {
            host.rendering.leaf.send(1)
        }
    }

    /// 10,000 actions in a row to a single workflow: the cost of one send, rendering
    /// included.
    static func sinkSendsToOneWorkflow() -> Measurement {
        let host = WorkflowHost(workflow: TreeWorkflow(depth: 0))
        let sink = host.rendering.leaf
        let clock = ContinuousClock()
        let samples = (0..<20).map { _ in
            TimeUnit.microseconds.value(of: clock.measure { for _ in 0..<10_000 { sink.send(1) } }) / 10_000
        }
        return Measurement(
            name: "runtime: one sink send to a single workflow (of 10,000 in a row)",
            samples: samples, unit: "µs", statistic: .median, target: 2
        )
    }
}

/// A workflow with ten children of its own kind down to `depth`; its rendering counts
/// the workflows and exposes the sink of its first leaf.
struct TreeWorkflow: Workflow {
    let depth: Int

    typealias State = Int

    struct Rendering {
        var workflowCount: Int
        var total: Int
        var leaf: Sink<Int>
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<TreeWorkflow>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<TreeWorkflow>.self).contraMap { (step: Int) in
            AnyWorkflowAction<TreeWorkflow> { state in
                state += step
                return nil
            }
        }
        guard depth > 0 else { return Rendering(workflowCount: 1, total: state, leaf: sink) }
        let children = (0..<10).map { index in
            TreeWorkflow(depth: depth - 1).rendered(in: context, key: "\(index)")
        }
        return Rendering(
            workflowCount: 1 + children.reduce(0) { $0 + $1.workflowCount },
            total: state + children.reduce(0) { $0 + $1.total },
            leaf: children[0].leaf
        )
    }
}
