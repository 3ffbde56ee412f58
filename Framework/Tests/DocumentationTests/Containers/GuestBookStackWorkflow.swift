import BackStackContainer
import SplitScreenContainer
import Workflow
import WorkflowUI

/// The greeting form and the guests: side by side when the terminal is wide, and on a
/// narrow one the guests pushed over the form (Tab), with Esc back.
struct GuestBookStackWorkflow: Workflow {
    struct State: Equatable {
        var guests: [String] = []
        var isShowingGuests = false
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = GuestBookStackWorkflow

        case greeted(String)
        case showGuests(Bool)

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .greeted(let name): state.guests.append(name)
            case .showGuests(let isShown): state.isShowingGuests = isShown
            }
            return nil
        }
    }

    func render(state: State, context: RenderContext<GuestBookStackWorkflow>) -> BackStackScreen<AnyScreen> {
        let sink = context.makeSink(of: Action.self)
        let form = GreetingWorkflow()
            .mapOutput { output -> Action in
                switch output {
                case .greeted(let name): .greeted(name)
                }
            }
            .rendered(in: context)
        // Below 60 columns the split shows the focused pane alone: the form, or the
        // guests once they have the focus, as if pushed.
        let split = SplitScreen(
            leadingScreen: form, trailingScreen: GuestsScreen(guests: state.guests), ratio: 0.5,
            focusedPane: state.isShowingGuests ? .trailing : .leading, minimumWidth: 60
        )
        let bar = state.isShowingGuests
            ? BarContent(title: "Guests", leftItem: .back { sink.send(.showGuests(false)) })
            : BarContent(title: "Guest book", rightItem: BarButton(label: "Guests", key: .tab) { sink.send(.showGuests(true)) })
        return BackStackScreen(items: [.init(key: "guest book", screen: split.asAnyScreen(), barVisibility: .visible(bar))])
    }
}
