import Foundation
import Testing
import TodoApp

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
}
