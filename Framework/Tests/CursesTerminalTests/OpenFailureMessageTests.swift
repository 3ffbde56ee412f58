import CursesTerminal
import Testing
@testable import WorkflowTerminal

/// The line a user reads when an app cannot start on their terminal.
struct OpenFailureMessageTests {
    @Test func theLineNamesTheProgramTheReasonAndTheAdvice() {
        let message = OpenFailureMessage(
            programName: "contacts", error: .notATerminal("stdin"),
            advice: "in scripts use a subcommand (see contacts --help)."
        )
        #expect("\(message)" == "contacts: needs an interactive terminal, but stdin is not a terminal; in scripts use a subcommand (see contacts --help).")
    }

    @Test func withoutAdviceTheReasonEndsTheLine() {
        let message = OpenFailureMessage(programName: "contacts", error: .notATerminal("stdout"), advice: nil)
        #expect("\(message)" == "contacts: needs an interactive terminal, but stdout is not a terminal")
    }
}
