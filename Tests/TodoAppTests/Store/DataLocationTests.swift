import Foundation
import Testing
@testable import TodoApp

@Suite struct DataLocationTests {
    @Test func theDatabaseLivesUnderXDGDataHome() {
        let location = DataLocation.standard(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"])
        #expect(location.databaseFile.path == "/data/todo-tui/todos.sqlite")
    }

    @Test(arguments: [nil, "", "relative/path"])
    func withoutAUsableXDGDataHomeTheDatabaseLivesInLocalShare(xdgDataHome: String?) {
        var environment = ["HOME": "/home/ada"]
        environment["XDG_DATA_HOME"] = xdgDataHome
        let location = DataLocation.standard(environment: environment)
        #expect(location.databaseFile.path == "/home/ada/.local/share/todo-tui/todos.sqlite")
    }

    @Test func aDataDirectoryOverridesTheStandardLocation() {
        let location = DataLocation.resolve(dataDirectory: "/tmp/mine", environment: ["XDG_DATA_HOME": "/data"])
        #expect(location.databaseFile.path == "/tmp/mine/todos.sqlite")
    }

    @Test func aRelativeDataDirectoryIsTakenFromTheWorkingDirectory() {
        let location = DataLocation.resolve(dataDirectory: "mine", environment: [:])
        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent("mine/todos.sqlite").standardizedFileURL.path
        #expect(location.databaseFile.path == expected)
    }

    @Test(arguments: ["/tmp//mine", "/tmp/./mine", "/tmp/other/../mine", "/tmp/mine/."])
    func dotsAndDoubleSlashesInADataDirectoryAreTakenOut(dataDirectory: String) {
        let location = DataLocation.resolve(dataDirectory: dataDirectory, environment: [:])
        #expect(location.databaseFile.path == "/tmp/mine/todos.sqlite")
    }

    @Test(arguments: [
        "/tmp/mine", "/tmp/mine/", "/tmp/a b/.hidden", "/tmp/...", "/tmp/%41", "/tmp//mine", "/tmp/x/../mine",
        "mine", "./mine", "../mine", "/", "~/mine",
    ])
    func aDataDirectoryIsWhereFoundationPutsIt(dataDirectory: String) {
        let expected = URL(fileURLWithPath: dataDirectory, isDirectory: true).standardizedFileURL
        let location = DataLocation.resolve(dataDirectory: dataDirectory, environment: [:])
        #expect(location.directory.path == expected.path)
        #expect(location.directory == DataLocation(directory: expected).directory)
    }

    @Test func onlyAnAbsolutePathWithoutDotOrEmptySegmentsCountsAsStandardized() {
        #expect(DataLocation.isStandardized("/tmp/mine"))
        #expect(DataLocation.isStandardized("/tmp/.mine/..."))
        #expect(!DataLocation.isStandardized("/tmp//mine"))
        #expect(!DataLocation.isStandardized("/tmp/../mine"))
        #expect(!DataLocation.isStandardized("/tmp/./mine"))
        #expect(!DataLocation.isStandardized("/tmp/mine/"))
        #expect(!DataLocation.isStandardized("/"))
        #expect(!DataLocation.isStandardized("mine"))
        #expect(!DataLocation.isStandardized("~/mine"))
    }

    @Test(arguments: [("/data", "/data/todo-tui"), ("/data/", "/data/todo-tui"), ("/data/./x/..", "/data/todo-tui")])
    func theXDGDirectoryIsStandardizedToo(xdgDataHome: String, directory: String) {
        let location = DataLocation.standard(environment: ["XDG_DATA_HOME": xdgDataHome])
        #expect(location.directory.path == directory)
        #expect(location.databasePath == directory + "/todos.sqlite")
    }

    @Test func theRootDirectoryHoldsTheDatabaseAtItsTop() {
        let location = DataLocation.resolve(dataDirectory: "/", environment: [:])
        #expect(location.databasePath == "/todos.sqlite")
        #expect(location.databaseFile.path == "/todos.sqlite")
    }
}
