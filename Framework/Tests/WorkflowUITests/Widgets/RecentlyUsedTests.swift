import Testing
import WorkflowUI

@Suite struct RecentlyUsedTests {
    @Test func aKeptValueComesBackForItsKey() {
        var recent = RecentlyUsed<String, Int>(capacity: 2)
        recent.insert(1, for: "one")
        recent.insert(2, for: "two")
        #expect(recent.value(for: "one") == 1)
        #expect(recent.value(for: "two") == 2)
        #expect(recent.value(for: "three") == nil)
    }

    @Test func theLeastRecentlyUsedGoesFirstBeyondTheCapacity() {
        var recent = RecentlyUsed<String, Int>(capacity: 2)
        recent.insert(1, for: "one")
        recent.insert(2, for: "two")
        _ = recent.value(for: "one")
        recent.insert(3, for: "three")
        #expect(recent.value(for: "two") == nil, "used least recently")
        #expect(recent.value(for: "one") == 1)
        #expect(recent.value(for: "three") == 3)
    }

    @Test func insertingForAKeptKeyReplacesItsValue() {
        var recent = RecentlyUsed<String, Int>(capacity: 2)
        recent.insert(1, for: "one")
        recent.insert(10, for: "one")
        recent.insert(2, for: "two")
        #expect(recent.value(for: "one") == 10)
        #expect(recent.value(for: "two") == 2)
    }
}
