import Foundation
import Testing
@testable import TodoApp

/// A draft's owner is a process: running while it runs, gone once it has ended, even if
/// its id is used again.
@Suite struct DraftOwnerTests {
    @Test func thisProcessRuns() {
        #expect(DraftOwner.current.isRunning)
        #expect(DraftOwner.current.processID == getpid())
        #expect(!DraftOwner.current.bootID.isEmpty)
    }

    @Test func aProcessThatEndedIsGoneOnceReaped() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "read line"]
        let input = Pipe()
        process.standardInput = input
        try process.run()
        let owner = try #require(DraftOwner(runningProcess: process.processIdentifier))
        #expect(owner.isRunning)
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(!owner.isRunning)
    }

    @Test func aProcessIdUsedAgainByAnotherProcessIsNotTheOwner() {
        var owner = DraftOwner.current
        owner.startTime += 1
        #expect(!owner.isRunning)
    }

    @Test func anOwnerFromAnotherBootIsGone() {
        var owner = DraftOwner.current
        owner.bootID = "another-boot"
        #expect(!owner.isRunning)
    }

    @Test func theOwnerComesBackFromItsTextAndTheEmptyOwnerOfOldDraftsIsNone() {
        #expect(DraftOwner(text: DraftOwner.current.text) == DraftOwner.current)
        #expect(DraftOwner(text: "") == nil)
        #expect(DraftOwner(text: "boot 12 x") == nil)
        let bootUnknown = DraftOwner(bootID: "", processID: 12, startTime: 0)
        #expect(DraftOwner(text: bootUnknown.text) == bootUnknown, "an owner whose boot was unknown is read back")
    }
}
