import BackStackContainer
import SplitScreenContainer
import Workflow
import WorkflowUI

/// The greeting form and the guests: side by side when the terminal is wide, and on a
/// narrow one the guests pushed over the split as an item of their own (Tab), for as
/// long as the split shows the form alone.
struct PushedGuestsWorkflow: Workflow {
    struct State: Equatable {
        var guests: [String] = []
        var isShowingGuests = false
        var arrangement = SplitScreenArrangement.focusedPaneAlone
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = PushedGuestsWorkflow

        case greeted(String)
        case showGuests(Bool)
        case arranged(SplitScreenArrangement)

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .greeted(let name): state.guests.append(name)
            case .showGuests(let isShown): state.isShowingGuests = isShown
            case .arranged(let arrangement): state.arrangement = arrangement
            }
            return nil
        }
    }

    func render(state: State, context: RenderContext<PushedGuestsWorkflow>) -> BackStackScreen<AnyScreen> {
        let sink = context.makeSink(of: Action.self)
        let form = GreetingWorkflow()
            .mapOutput { output -> Action in
                switch output {
                case .greeted(let name): .greeted(name)
                }
            }
            .rendered(in: context)
        let guests = GuestsScreen(guests: state.guests)
        let split = SplitScreen(leadingScreen: form, trailingScreen: guests, ratio: 0.5, minimumWidth: 60) { arrangement in
            sink.send(.arranged(arrangement))
        }
        let bar = BarContent(title: "Guest book", rightItem: BarButton(label: "Guests", key: .tab) { sink.send(.showGuests(true)) })
        var items = [BackStackScreen<AnyScreen>.Item(key: "guest book", screen: split.asAnyScreen(), barVisibility: .visible(bar))]
        if state.isShowingGuests, state.arrangement == .focusedPaneAlone {
            let back = BarContent(title: "Guests", leftItem: .back { sink.send(.showGuests(false)) })
            items.append(.init(key: "guests", screen: guests.asAnyScreen(), barVisibility: .visible(back)))
        }
        return BackStackScreen(items: items)
    }
}
