/// A piece of asynchronous work whose result comes back as an output: loading a file,
/// asking a server, waiting for a timer.
///
/// ```swift
/// struct DelayWorker: Worker, Equatable {
///     var seconds: Int
///     func run() async -> Int {
///         try? await Task.sleep(for: .seconds(seconds))
///         return seconds
///     }
/// }
/// ```
///
/// Render it from the workflow that wants its result, mapping the output to one of
/// that workflow's actions:
///
/// ```swift
/// DelayWorker(seconds: 1)
///     .mapOutput { Action.waited($0) }
///     .running(in: context, key: "delay")
/// ```
///
/// It starts the first time it is rendered at that key, keeps running while an
/// equivalent worker is rendered there, restarts when a non-equivalent one is, and is
/// cancelled (Swift task cancellation) when a render leaves it out. The output of a
/// cancelled worker never arrives. `run()` runs off the main actor, so it may block on
/// I/O without freezing the interface.
public protocol Worker: AnyWorkflowConvertible, Sendable where Rendering == Void, Output: Sendable {
    /// What the work produces. (Restated here so that it can be inferred from `run()`.)
    associatedtype Output

    /// Does the work. Check `Task.isCancelled` in long loops.
    func run() async -> Output

    /// Whether `otherWorker` does the same work, so the running one can carry on.
    func isEquivalent(to otherWorker: Self) -> Bool
}

extension Worker where Self: Equatable {
    public func isEquivalent(to otherWorker: Self) -> Bool { self == otherWorker }
}

extension Worker {
    public func asAnyWorkflow() -> AnyWorkflow<Void, Output> {
        AnyWorkflow(WorkerWorkflow(worker: self))
    }
}

extension AnyWorkflowConvertible where Rendering == Void, Output: WorkflowAction {
    /// Runs this worker (or output-mapped worker) for the workflow that owns `context`.
    @MainActor
    public func running<Parent>(in context: RenderContext<Parent>, key: String = "")
    where Output.WorkflowType == Parent {
        rendered(in: context, key: key)
    }
}

/// The child workflow that runs a worker. Workers are children like any other, so they
/// are matched by (type, key), kept, restarted and torn down by the same rules.
///
/// Two are equal when their workers are equivalent: an equivalent worker leaves the
/// running one as it is, so with partial rendering the child is not rendered again.
package struct WorkerWorkflow<W: Worker>: Workflow, Equatable, WorkerRunning {
    package static func == (left: Self, right: Self) -> Bool {
        left.worker.isEquivalent(to: right.worker)
    }

    package let worker: W

    package init(worker: W) {
        self.worker = worker
    }

    /// Bumped when a non-equivalent worker replaces the running one; the side effect is
    /// keyed by it, so the old task's lifetime ends and a new one starts.
    package struct State: Equatable {
        package var run = 0
    }

    package typealias Output = W.Output
    package typealias Rendering = Void

    package func makeInitialState() -> State { State() }

    package func workflowDidChange(from previousWorkflow: WorkerWorkflow<W>, state: inout State) {
        if !worker.isEquivalent(to: previousWorkflow.worker) {
            state.run += 1
        }
    }

    package func render(state: State, context: RenderContext<WorkerWorkflow<W>>) {
        let outputSink = context.makeOutputSink()
        let worker = self.worker
        let repeats = worker is any RepeatingWorker
        context.runSideEffect(key: state.run) { lifetime in
            let task = context.startTask(named: "\(W.self)") {
                repeat {
                    let output = await worker.run()
                    guard !lifetime.hasEnded, !Task.isCancelled else { return }
                    outputSink.send(output)
                } while repeats && !lifetime.hasEnded
            }
            lifetime.onEnded { task.cancel() }
        }
    }
}

/// A worker whose `run()` the runtime calls again once its output is handled, for as
/// long as it is rendered (``TimerWorker``).
protocol RepeatingWorker {}

/// What every `WorkerWorkflow` is, whatever its worker: how a render tester tells a
/// worker from a child workflow.
package protocol WorkerRunning {}
