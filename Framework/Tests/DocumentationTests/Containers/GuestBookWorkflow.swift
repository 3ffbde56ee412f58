import SplitScreenContainer
import Workflow
import WorkflowUI

/// The greeting form beside the names greeted so far, on a terminal wide enough.
struct GuestBookWorkflow: Workflow {
    struct State: Equatable {
        var guests: [String] = []
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = GuestBookWorkflow

        case greeted(String)
        case clear

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .greeted(let name): state.guests.append(name)
            case .clear: state.guests.removeAll()
            }
            return nil
        }
    }

    func render(state: State, context: RenderContext<GuestBookWorkflow>) -> SplitScreen<GreetingScreen, NoteScreen> {
        let sink = context.makeSink(of: Action.self)
        let form = GreetingWorkflow()
            .mapOutput { output -> Action in
                switch output {
                case .greeted(let name): .greeted(name)
                }
            }
            .rendered(in: context)
        let guests = NoteScreen(
            text: state.guests.isEmpty ? "No guests yet." : "Guests: " + state.guests.joined(separator: ", "),
            key: .control("l"), keyTitle: "clear"
        ) { sink.send(.clear) }
        // Narrower than 60 columns, only the form shows.
        return SplitScreen(leadingScreen: form, trailingScreen: guests, ratio: 0.5, minimumWidth: 60)
    }
}
