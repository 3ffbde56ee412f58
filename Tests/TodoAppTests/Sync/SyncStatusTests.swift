import Testing
@testable import TodoApp

/// What a list's header says of how it stands with its server.
@Suite struct SyncStatusTests {
    @Test func theHeaderCountsWhatWaitsAndSaysOfflineWhileTheServerIsAway() {
        #expect(SyncStatus.inStep.headerText == nil)
        #expect(SyncStatus(isAway: true).headerText == "offline")
        #expect(SyncStatus(isAway: true, unsent: 1).headerText == "offline · 1 change to send")
        #expect(SyncStatus(isAway: true, unsent: 3).headerText == "offline · 3 changes to send")
        #expect(SyncStatus(isAway: false, unsent: 2).headerText == "2 changes to send")
    }

    @Test func aListNoLongerSharedSaysSoWhateverElse() {
        #expect(SyncStatus(isAway: false, unsent: 2, isClosed: true).headerText == "no longer shared with you")
    }
}
