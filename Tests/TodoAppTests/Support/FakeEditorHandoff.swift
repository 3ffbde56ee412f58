import Foundation
import Synchronization
import WorkflowUI
@testable import TodoApp

/// Lends no terminal: plays the user's editor instead, writing `writes` into the file
/// it is given (or leaving it, and failing, as told), and remembers what it was asked.
final class FakeEditorHandoff: TerminalHandoff {
    private let behaviour: Behaviour
    private let asked = Mutex<[[String]]>([])

    enum Behaviour: Sendable {
        case writes(String)
        case fails(ProgramExit)
    }

    init(_ behaviour: Behaviour) {
        self.behaviour = behaviour
    }

    var runs: [[String]] { asked.withLock { $0 } }

    func run(_ arguments: [String], environment: [String: String]?) async throws(TerminalHandoffError) -> ProgramExit {
        asked.withLock { $0.append(arguments) }
        switch behaviour {
        case .writes(let text):
            if let path = arguments.last { try? Data(text.utf8).write(to: URL(fileURLWithPath: path)) }
            return .exited(0)
        case .fails(let exit):
            return exit
        }
    }
}
