import Testing
import TodoAppFuzzing

/// Cutting a failure down keeps only the events it needs.
@MainActor
struct FuzzMinimizerTests {
    /// Fails, as an app with that bug would, once a 1x1 resize has been followed by an
    /// Enter somewhere later, at the Enter.
    private func replay(_ events: [FuzzEvent]) -> FuzzFailure? {
        guard let resize = events.firstIndex(of: .resize(width: 1, height: 1)),
            let enter = events[resize...].firstIndex(of: .keys([.enter]))
        else { return nil }
        return FuzzFailure(seed: nil, eventIndex: enter, problem: "Enter after 1x1", recentEvents: [], screen: "")
    }

    @Test func aFailureIsCutDownToTheEventsItNeeds() async throws {
        var events = (0..<300).map { FuzzEvent.keys([.character(Character(String($0 % 10)))]) }
        events[40] = .resize(width: 1, height: 1)
        events[250] = .keys([.enter])
        let (short, failure) = try #require(await FuzzMinimizer.minimize(events, replay: replay))
        #expect(short == [.resize(width: 1, height: 1), .keys([.enter])])
        #expect(failure.problem == "Enter after 1x1")
    }

    @Test func eventsThatDoNotFailAreNotMinimised() async {
        #expect(await FuzzMinimizer.minimize([.keys([.enter])], replay: replay) == nil)
    }
}
