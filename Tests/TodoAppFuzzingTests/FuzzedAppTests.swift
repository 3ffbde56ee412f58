import Testing
@testable import TodoApp
@testable import TodoAppFuzzing

/// The fuzzed app settles before it is checked: once `settle()` returns, everything the
/// last event started has finished, so a check sees the app as a person would after a
/// pause, and the same seed makes the same run.
@MainActor
struct FuzzedAppTests {
    /// Each key in the editor keeps the draft: a write whose outcome the session hears of
    /// after a moment. Once reported as a task of its own, the outcome could reach the main
    /// actor after `settle()` returned, and the next event or check saw the app midway
    /// (a fuzz run, seed 9538116234541746315, was not the same twice).
    @Test func settlingAfterAKeyInTheEditorWaitsUntilTheDraftIsKept() async throws {
        let session = try await FuzzSession()
        #expect(await session.apply(.keys("Ada".map { .character($0) } + [.enter]), checksModel: false) == nil)
        #expect(await session.apply(.keys([.character("n")]), checksModel: false) == nil)
        #expect(session.app.screen == .editor)
        // Many keys: the outcome once raced `settle()` to the main actor, and lost only now and then.
        for (index, key) in String(repeating: "Buy oat milk ", count: 20).enumerated() {
            session.app.deliver(.keys([.character(key)]))
            await session.app.settle()
            let editor = session.app.todoScreens?.trailing.wrappedScreen as? TodoEditScreen
            #expect(editor?.isDraftKept == true, "key \(index)")
            if editor?.isDraftKept != true { break }
        }
        await session.close()
    }
}
