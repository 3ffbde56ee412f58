import Testing
import Workflow

@Suite struct AnyWorkflowActionTests {
    @Test func aClosureActionChangesTheState() {
        var state = CounterWorkflow.State()
        let output = AnyWorkflowAction<CounterWorkflow> { $0.count = 9; return nil }.apply(toState: &state)
        #expect(state.count == 9)
        #expect(output == nil)
    }

    @Test func sendingOutputLeavesTheStateAndReturnsTheOutput() {
        var state = CounterWorkflow.State(count: 2)
        let output = AnyWorkflowAction<CounterWorkflow>(sendingOutput: .reached(5)).apply(toState: &state)
        #expect(state.count == 2)
        #expect(output == .reached(5))
    }

    @Test func noActionDoesNothing() {
        var state = CounterWorkflow.State(count: 2)
        #expect(AnyWorkflowAction<CounterWorkflow>.noAction.apply(toState: &state) == nil)
        #expect(state == CounterWorkflow.State(count: 2))
    }

    @Test func wrappingAnActionKeepsItAsTheBaseAndWrappingTwiceDoesNotNest() {
        let once = AnyWorkflowAction(CounterWorkflow.Action.set(3))
        let twice = AnyWorkflowAction(once)
        #expect(twice.base as? CounterWorkflow.Action == .set(3))
        var state = CounterWorkflow.State()
        _ = twice.apply(toState: &state)
        #expect(state.count == 3)
    }
}
