import Testing
import WorkflowUI

@MainActor
@Suite struct YesNoQuestionTests {
    private final class Answers {
        var given: [Bool] = []
    }

    private func question(_ answers: Answers) -> YesNoQuestion {
        YesNoQuestion(yes: "delete", no: "keep") { answers.given.append($0) }
    }

    @Test func yAnswersYesAndNOrEscAnswersNoWithTheFooterNamingBoth() {
        let answers = Answers()
        let commands = question(answers).keyCommands
        for key: KeyEvent in [.character("y"), .character("Y"), .character("n"), .character("N"), .escape] {
            commands.first { $0.keys.contains(key) }?.action()
        }
        #expect(answers.given == [true, true, false, false, false])
        #expect(commands.compactMap(\.hint).map { "\($0.keys) \($0.label)" } == ["y delete", "n keep"])
    }

    @Test func anyOtherKeyAnswersNoButAQuitKeyIsLetGo() {
        let answers = Answers()
        let question = question(answers)
        #expect(question.answer(otherKey: .character("x"), bindings: .standard))
        #expect(!question.answer(otherKey: .control("c"), bindings: .standard), "Ctrl-C still reaches the app")
        #expect(answers.given == [false])
    }
}
