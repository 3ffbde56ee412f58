import ModalContainer
import Workflow
import WorkflowUI

/// A note whose keys a help screen lists, in a frame over it.
struct HelpfulNoteWorkflow: Workflow {
    struct State: Equatable {
        var isShowingHelp = false
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = HelpfulNoteWorkflow

        case showHelp
        case closeHelp

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .showHelp: state.isShowingHelp = true
            case .closeHelp: state.isShowingHelp = false
            }
            return nil
        }
    }

    func render(state: State, context: RenderContext<HelpfulNoteWorkflow>) -> ModalContainerScreen<NoteScreen> {
        let sink = context.makeSink(of: Action.self)
        let note = NoteScreen(text: "Press ? for the keys.", key: .character("?"), keyTitle: "help") {
            sink.send(.showHelp)
        }
        return ModalContainerScreen(
            baseScreen: note,
            modals: state.isShowingHelp
                ? [ModalContainerScreenModal(screen: KeyHelpScreen { sink.send(.closeHelp) }, key: "help")]
                : []
        )
    }
}
