import Workflow
import WorkflowUI

// The README's workflow, as it shows it, with the screen and view it names.

struct WelcomeWorkflow: Workflow {
    enum Output { case didLogIn(name: String) }
    struct State { var name = "" }
    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction {
        typealias WorkflowType = WelcomeWorkflow
        case nameChanged(String), logIn
        func apply(toState state: inout State) -> Output? {
            switch self {
            case .nameChanged(let name): state.name = name; return nil
            case .logIn: return .didLogIn(name: state.name)
            }
        }
    }

    func render(state: State, context: RenderContext<Self>) -> WelcomeScreen {
        let sink = context.makeSink(of: Action.self)
        return WelcomeScreen(name: state.name,
                             onNameChanged: { sink.send(.nameChanged($0)) },
                             onLogIn: { sink.send(.logIn) })
    }
}

struct WelcomeScreen: Screen {
    var name: String
    var onNameChanged: (String) -> Void
    var onLogIn: () -> Void

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        WelcomeView.description(for: self, environment: environment)
    }
}

final class WelcomeView: ScreenView<WelcomeScreen> {
    private var nameField = TextField(placeholder: "your name")

    override var keyCommands: [KeyCommand] {
        [KeyCommand("log in", keys: [.enter]) { [screen] in screen.onLogIn() }]
    }

    override func handle(_ key: KeyEvent) -> Bool {
        if super.handle(key) { return true }
        return nameField.handle(key).reportingChange(of: nameField.text, to: screen.onNameChanged)
    }

    override func draw(in canvas: Canvas) {
        nameField.draw(in: canvas, isFocused: true)
    }
}
