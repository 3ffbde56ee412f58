import Workflow

/// Two tallies, one per team, each a child workflow of its own.
struct ScoreboardWorkflow: Workflow {
    struct State: Equatable {
        var finished: [String] = []
    }

    func makeInitialState() -> State { State() }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = ScoreboardWorkflow

        case teamFinished(String)

        func apply(toState state: inout State) -> Never? {
            switch self {
            case .teamFinished(let team): state.finished.append(team)
            }
            return nil
        }
    }

    func render(state: State, context: RenderContext<ScoreboardWorkflow>) -> Scoreboard {
        let home = TallyWorkflow()
            .mapOutput { _ in Action.teamFinished("home") }
            .rendered(in: context, key: "home")
        let away = TallyWorkflow()
            .mapOutput { _ in Action.teamFinished("away") }
            .rendered(in: context, key: "away")
        return Scoreboard(home: home, away: away, finished: state.finished)
    }
}

struct Scoreboard {
    var home: Tally
    var away: Tally
    var finished: [String]
}
