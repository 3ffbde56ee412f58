import BackStackContainer
import Workflow
import WorkflowUI

/// The greeting form, and once someone is greeted, a note about them on top of it.
struct WelcomeFlowWorkflow: Workflow {
    struct State: Equatable {
        var greeted: String?
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = WelcomeFlowWorkflow

        case greeted(String)
        case back

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .greeted(let name): state.greeted = name
            case .back: state.greeted = nil
            }
            return nil
        }
    }

    func render(state: State, context: RenderContext<WelcomeFlowWorkflow>) -> BackStackScreen<AnyScreen> {
        let sink = context.makeSink(of: Action.self)
        let greeting = GreetingWorkflow()
            .mapOutput { output -> Action in
                switch output {
                case .greeted(let name): .greeted(name)
                }
            }
            .rendered(in: context)
        var items = [BackStackScreen<AnyScreen>.Item(key: "greeting", screen: greeting.asAnyScreen())]
        if let name = state.greeted {
            let note = NoteScreen(text: "\(name) has been greeted.", key: .character("a"), keyTitle: "greet another") {
                sink.send(.back)
            }
            items.append(BackStackScreen.Item(
                key: "note",
                screen: note.asAnyScreen(),
                barVisibility: .visible(BarContent(title: name, leftItem: .back { sink.send(.back) }))
            ))
        }
        return BackStackScreen(items: items)
    }
}
