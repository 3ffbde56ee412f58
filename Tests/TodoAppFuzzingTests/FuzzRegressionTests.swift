import Testing
import TodoAppFuzzing

/// Failures fuzz runs found, cut down to the events that show them, replayed through
/// the same checks. Each names the run that found it.
@MainActor
struct FuzzRegressionTests {
    private func expectNoFailure(_ events: [FuzzEvent], sourceLocation: SourceLocation = #_sourceLocation) async {
        if let failure = await FuzzRun.replay(events) {
            Issue.record("\(failure)", sourceLocation: sourceLocation)
        }
    }

    private static let logInAsAda = FuzzEvent.keys("Ada".map { .character($0) } + [.enter])

    /// Seed 1, event 15309: the list's view keeps the size it was last drawn at, so on
    /// a terminal with no columns (where nothing is drawn) the check looked for rows
    /// that a screen 80 columns wide would show. A fault of the check, not the app.
    @Test func quittingOnATerminalWithNoColumnsChecksOnlyWhatIsShown() async {
        await expectNoFailure([Self.logInAsAda, .resize(width: 0, height: 10), .keys([.control("c")])])
    }

    /// Seed 4407749223338426859, event 4499: a due date that cannot be read is explained on
    /// a row of its own above the line, which the check counted as a row of todos. A
    /// fault of the check, not the app.
    @Test func aRefusedDueDateLeavesTheListARowFewer() async {
        let addTodo = { (title: String) in FuzzEvent.keys([.character("n")] + title.map { .character($0) } + [.control("s")]) }
        let todos = (1...12).map { addTodo("Todo \($0)") }
        let badDate = FuzzEvent.keys([.character("D")] + "soon".map { .character($0) } + [.enter])
        await expectNoFailure([Self.logInAsAda, .resize(width: 60, height: 10)] + todos + [badDate])
    }

    /// Seed 4096093439440703287, event 354920: "®", a joiner and Thai sara am typed in the
    /// Due field make one cluster drawn in parts, and its first part, "®" with the joiner,
    /// was laid out one column wide but measured two read back from its cell (a sequence
    /// of fewer than 7 bytes was taken whole). A fault of WorkflowUI's text layout, not of
    /// the check.
    @Test func anEmojiSequenceThatStartsWithTheRegisteredSignIsDrawnAsWholeGlyphs() async {
        let addTodo = FuzzEvent.keys([.character("n")] + "milk".map { .character($0) } + [.control("s")])
        let typeInTheDueField = FuzzEvent.keys([.character("D")] + ["®", "\u{200D}", "ำ"].map { .character($0) })
        await expectNoFailure([Self.logInAsAda, addTodo, typeInTheDueField])
    }

    /// Seed 4096093439440703287, event 360199: with a search on and every match held, an
    /// edit that gave a todo the words searched for (here "Ada" typed into the title of
    /// the third todo) put it at the end of the list instead of at its position, so the
    /// list showed it below the new todo 17 although the store has it third. A fault of
    /// the app's list, not of the check.
    @Test func anEditThatBringsATodoIntoTheSearchIsShownAtItsPosition() async {
        let type = { (text: String) in FuzzEvent.keys(text.map { .character($0) }) }
        await expectNoFailure([
            Self.logInAsAda,
            // A new todo, 17th, that matches "Ada".
            .keys([.character("n")]), type("[Ada`rm -rf`Ada <b>"), .keys([.control("s")]),
            // Search for "Ada", and in the same batch, on the list the search has not
            // read yet: move the first todo down (Shift-↓), delete it ("d", then "y"),
            // and open the third todo ("Enter") to type into its title.
            .keys([.character("/")]), .keys([.pageUp]),
            .keys("Ada".map { .character($0) } + [.enter, .character("k"), .modified(.down, [.shift])] + "today".map { .character($0) } + [.enter, .character("i")]),
            type("❤\u{FE0F}AdaBuy\u{9B}2J1\u{FE0F}\u{20E3}callAda"),
            .keys([.control("s")]),
        ])
    }
}
