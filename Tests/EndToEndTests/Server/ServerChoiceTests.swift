import Foundation
import TerminalTesting
import Testing

extension ServerEndToEndTests {
    /// The interface finds its server as the subcommands do: `TODO_TUI_SERVER` when no option
    /// names one, on the command lines it reads without ArgumentParser too.
    @Suite(.leavesNothingBehind) struct ServerChoiceTests {
        @Test func theInterfaceOpensAListOnTheServerTodoTUIServerNames() async throws {
            let server = try await ServerSandbox.start()
            try await server.succeeding(as: "ada", "add", "--user", "Groceries", "Milk")
            let app = try await server.interface(["--user", "Groceries"], environment: ["TODO_TUI_SERVER": server.conninfo(as: "ada")])
            await app.waitFor("› [ ] Milk")
            try await app.press("Escape")
            await app.waitFor("Which list?")
            try await app.press("C-c")
            #expect(await app.waitForExit() == 0)
            await server.stop()
        }
    }
}
