import TerminalTesting
import Testing
import Workflow

/// Waits at a gate, then returns its value; counts its starts and cancellations.
private struct GatedWorker: Worker {
    let value: Int
    let gate: Gate
    let starts: Counter
    let cancellations: Counter

    func run() async -> Int {
        await starts.increment()
        await gate.wait()
        if Task.isCancelled { await cancellations.increment() }
        return value
    }

    func isEquivalent(to otherWorker: GatedWorker) -> Bool { value == otherWorker.value }
}

/// Runs the worker it is given (or none) and keeps the outputs it received.
private struct WorkerHostingWorkflow: Workflow {
    var worker: GatedWorker?

    typealias State = [Int]

    func makeInitialState() -> [Int] { [] }

    func render(state: [Int], context: RenderContext<WorkerHostingWorkflow>) -> [Int] {
        worker?
            .mapOutput { value in AnyWorkflowAction<WorkerHostingWorkflow> { $0.append(value); return nil } }
            .running(in: context, key: "work")
        return state
    }
}

/// Runs one worker whose work carries on after cancellation, like a save in progress.
private struct UncancellableWorkflow: Workflow {
    let gate: Gate
    let finished: Counter
    typealias State = Void

    struct Work: Worker {
        let gate: Gate
        let finished: Counter
        func run() async -> Int {
            let gate = self.gate
            let finished = self.finished
            await Task {
                await gate.wait()
                await finished.increment()
            }.value
            return 0
        }
        func isEquivalent(to otherWorker: Work) -> Bool { true }
    }

    func render(state: Void, context: RenderContext<UncancellableWorkflow>) {
        Work(gate: gate, finished: finished)
            .mapOutput { _ in AnyWorkflowAction<UncancellableWorkflow>.noAction }
            .running(in: context)
    }
}

@MainActor
@Suite struct WorkerTests {
    let starts = Counter()
    let cancellations = Counter()

    private func worker(_ value: Int, gate: Gate) -> GatedWorker {
        GatedWorker(value: value, gate: gate, starts: starts, cancellations: cancellations)
    }

    private func startCount() async -> Int { await starts.value }

    @Test func aWorkerStartsWhenFirstRenderedAndItsOutputArrivesAsAnAction() async {
        let gate = Gate()
        let host = WorkflowHost(workflow: WorkerHostingWorkflow(worker: worker(1, gate: gate)))
        await gate.open()
        #expect(await eventually { host.rendering == [1] })
        #expect(await startCount() == 1)
    }

    @Test func anEquivalentWorkerKeepsRunningInsteadOfRestarting() async {
        let gate = Gate()
        let host = WorkflowHost(workflow: WorkerHostingWorkflow(worker: worker(1, gate: gate)))
        host.update(workflow: WorkerHostingWorkflow(worker: worker(1, gate: gate)))
        host.update(workflow: WorkerHostingWorkflow(worker: worker(1, gate: gate)))
        await gate.open()

        #expect(await eventually { host.rendering == [1] })
        #expect(await startCount() == 1)
    }

    @Test func aWorkerThatIsNotEquivalentReplacesTheRunningOne() async {
        let gate = Gate()
        let host = WorkflowHost(workflow: WorkerHostingWorkflow(worker: worker(1, gate: gate)))
        host.update(workflow: WorkerHostingWorkflow(worker: worker(2, gate: gate)))
        await gate.open()

        #expect(await eventually { host.rendering == [2] })
        #expect(!host.rendering.contains(1))
    }

    @Test func aWorkerNoLongerRenderedIsCancelledAndItsOutputNeverArrives() async {
        let gate = Gate()
        let host = WorkflowHost(workflow: WorkerHostingWorkflow(worker: worker(1, gate: gate)))
        let started = await waitForStarts(1)
        #expect(started)

        host.update(workflow: WorkerHostingWorkflow(worker: nil))
        await gate.open()

        var cancelled = 0
        let sawCancellation = await eventually { cancelled = await cancellations.value; return cancelled == 1 }
        #expect(sawCancellation)
        // Stopping waits for the worker's task to end, including the part on the main
        // actor that would deliver its value: by then it has (not) arrived.
        await host.stop()
        #expect(host.rendering.isEmpty)
    }

    @Test func stoppingTheHostWaitsForWorkThatDoesNotStopOnCancellation() async {
        let gate = Gate()
        let finished = Counter()
        let host = WorkflowHost(workflow: UncancellableWorkflow(gate: gate, finished: finished))
        #expect(await eventually { await gate.arrivals == 1 })

        async let stopped: Void = host.stop()
        await gate.open()
        await stopped

        #expect(await finished.value == 1)
    }

    private func waitForStarts(_ count: Int) async -> Bool {
        await eventually { await startCount() == count }
    }
}

/// Each output starts the next worker, which answers at once: a chain that never ends, as
/// a read that fails and is read again after a wait that takes no time.
private struct EndlessChainWorkflow: Workflow {
    typealias State = Int

    struct Step: Worker {
        let number: Int
        func run() async -> Int { number }
        func isEquivalent(to otherWorker: Step) -> Bool { number == otherWorker.number }
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<EndlessChainWorkflow>) -> Int {
        Step(number: state)
            .mapOutput { number in AnyWorkflowAction<EndlessChainWorkflow> { $0 = number + 1; return nil } }
            .running(in: context, key: "step-\(state)")
        return state
    }
}

@MainActor
@Suite struct WaitingForWorkersTests {
    /// A harness waits again while waits render something new (the fuzzer's `settle`): a
    /// wait that also waited for the workers their outputs started never returned for a
    /// chain that never ends, and the fuzzer spun in it until its watchdog.
    @Test func waitingForWorkersReturnsThoughTheirOutputsStartMore() async {
        let host = WorkflowHost(workflow: EndlessChainWorkflow())
        for _ in 1...3 {
            let before = host.rendering
            await host.waitForWorkers()
            #expect(host.rendering > before, "the worker waited for answered")
        }
        await host.stop()
    }
}
