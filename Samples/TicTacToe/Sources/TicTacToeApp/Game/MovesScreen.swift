import WorkflowUI

/// The moves of the game so far, in order.
struct MovesScreen: Screen {
    var moves: [Move]
    var players: Players

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        MovesView.description(for: self, environment: environment)
    }
}
