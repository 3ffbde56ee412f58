import BackStackContainer
import SplitScreenContainer
import Workflow
import WorkflowUI

/// The app of the issue this reproduces: a list beside its detail from 100 columns, and
/// below that the detail, once opened (Enter), pushed over the split on the back stack,
/// for as long as the split tells that it shows the list alone.
struct PushedWhenNarrowWorkflow: Workflow {
    struct State: Equatable {
        var arrangement: SplitScreenArrangement?
        var isOpen = false
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = PushedWhenNarrowWorkflow

        case arranged(SplitScreenArrangement)
        case open
        case close

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .arranged(let arrangement): state.arrangement = arrangement
            case .open: state.isOpen = true
            case .close: state.isOpen = false
            }
            return nil
        }
    }

    func render(state: State, context: RenderContext<PushedWhenNarrowWorkflow>) -> BackStackScreen<AnyScreen> {
        let sink = context.makeSink(of: Action.self)
        let split = SplitScreen(
            leadingScreen: PaneScreen("list"), trailingScreen: PaneScreen("detail"), minimumWidth: 100
        ) { sink.send(.arranged($0)) }
        var items = [BackStackScreen<AnyScreen>.Item(
            key: "split", screen: split.asAnyScreen(),
            barVisibility: .visible(BarContent(title: "List", rightItem: BarButton(label: "Open", key: .enter) { sink.send(.open) }))
        )]
        if state.isOpen, state.arrangement == .focusedPaneAlone {
            items.append(BackStackScreen.Item(
                key: "pushed", screen: PaneScreen("pushed").asAnyScreen(),
                barVisibility: .visible(BarContent(title: "Detail", leftItem: .back { sink.send(.close) }))
            ))
        }
        return BackStackScreen(items: items)
    }
}
