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

    @Test(arguments: ["/tmp/mine", "/tmp/mine/", "/tmp/a b/.hidden", "/tmp/...", "/tmp/%41"])
    func aDataDirectoryWithNothingToStandardizeIsKeptAsItIs(dataDirectory: String) {
        let url = URL(fileURLWithPath: dataDirectory, isDirectory: true)
        #expect(DataLocation(directory: url).directory == url.standardizedFileURL)
    }

    @Test func onlyAnAbsolutePathWithoutDotOrEmptySegmentsCountsAsStandardized() {
        #expect(DataLocation.isStandardized(URL(fileURLWithPath: "/tmp/mine", isDirectory: true)))
        #expect(!DataLocation.isStandardized(URL(fileURLWithPath: "/tmp//mine", isDirectory: true)))
        #expect(!DataLocation.isStandardized(URL(fileURLWithPath: "/tmp/../mine", isDirectory: true)))
        #expect(!DataLocation.isStandardized(URL(fileURLWithPath: "mine", isDirectory: true)))
        #expect(!DataLocation.isStandardized(URL(string: "https://example.com/mine")!))
    }
}
