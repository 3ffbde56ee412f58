import WorkflowUI

/// The two players' names as typed so far, and why the last start was refused.
struct NamesScreen: Screen {
    var x: String
    var o: String
    var problem: NamesProblem?
    var onNameChanged: (Player, String) -> Void
    var onStart: () -> Void
    var onQuit: () -> Void

    subscript(player: Player) -> String {
        player == .x ? x : o
    }

    func viewDescription(environment: ViewEnvironment) -> ViewDescription {
        NamesView.description(for: self, environment: environment)
    }
}
