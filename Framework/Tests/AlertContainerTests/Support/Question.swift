import AlertContainer
import WorkflowUI

/// Plays the part of a workflow for alert tests: renders a base with, while it is
/// asking, a delete question over it, and shows each new rendering in `root`, as the
/// hosting view would after an action. Answers are logged and take the question down.
@MainActor
final class Question {
    private(set) var isAsking: Bool
    private(set) var answers: [String] = []
    var title = "Delete “Buy milk”?"
    var message = "It cannot be brought back."
    var actions: [(title: String, key: KeyEvent, style: AlertAction.Style)] = [
        ("Delete", .character("y"), .destructive),
        ("Keep", .character("n"), .cancel),
    ]
    var ignoresKeysTypedAhead = false
    /// The same question comes back after each answer, as a second draft's would.
    var asksAgain = false
    let registry = ViewRegistry()
    let environment: ViewEnvironment
    private(set) lazy var root = DescribedView(screen: screen, environment: environment)

    init(isAsking: Bool = true, environment: ViewEnvironment = .empty) {
        self.isAsking = isAsking
        self.environment = environment
    }

    func ask() {
        isAsking = true
        show()
    }

    /// Shows the current rendering again, after a change to the question.
    func show() {
        root.update(screen: screen, environment: environment)
    }

    var screen: AlertContainerScreen<BaseScreen> {
        AlertContainerScreen(baseScreen: BaseScreen("base", registry: registry), alert: isAsking ? alert : nil)
    }

    private var alert: Alert {
        let actions = actions.map { action in
            AlertAction(title: action.title, key: action.key, style: action.style) { [weak self] in
                guard let self else { return }
                answers.append(action.title)
                isAsking = asksAgain
                show()
            }
        }
        return Alert(title: title, message: message, actions: actions, ignoresKeysTypedAhead: ignoresKeysTypedAhead)
    }
}
