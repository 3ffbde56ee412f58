import GRDB
import Testing
@testable import TodoApp

/// Which of SQLite's failures may pass if the same call is made again (the app waits and
/// reads again) and which would come again (it says so and stops).
@Suite struct StoreErrorRetryTests {
    private func failure(_ code: ResultCode, _ message: String? = nil) -> TodoStoreError {
        TodoStoreError.operation("read the list", path: "/tmp/todos.sqlite", failedWith: DatabaseError(resultCode: code, message: message))
    }

    /// What SQLite said of a search of more than a thousand words (fuzz seed 42): the app
    /// read it again after a wait, forever.
    @Test func aStatementSQLiteRefusesWouldFailTheSameWayAgain() {
        let refused = failure(.SQLITE_ERROR, "Expression tree is too large (maximum depth 1000)")
        #expect(refused == .operationRefused(
            action: "read the list", path: "/tmp/todos.sqlite", reason: "Expression tree is too large (maximum depth 1000)"
        ))
        #expect(!refused.mayPassOnRetry)
        #expect(refused.description == "Could not read the list in /tmp/todos.sqlite: Expression tree is too large (maximum depth 1000).")
    }

    @Test(arguments: [ResultCode.SQLITE_CONSTRAINT, .SQLITE_TOOBIG, .SQLITE_MISMATCH, .SQLITE_CORRUPT, .SQLITE_RANGE])
    func aConstraintOrDataSQLiteCannotTakeWouldFailTheSameWayAgain(code: ResultCode) {
        #expect(!failure(code).mayPassOnRetry)
    }

    @Test(arguments: [ResultCode.SQLITE_BUSY, .SQLITE_LOCKED, .SQLITE_IOERR, .SQLITE_FULL, .SQLITE_NOMEM, .SQLITE_CANTOPEN])
    func aBusyDatabaseOrAFailingDiskMayPass(code: ResultCode) {
        guard case .operationFailed = failure(code) else {
            Issue.record("\(failure(code))")
            return
        }
        #expect(failure(code).mayPassOnRetry)
    }

    @Test func aServerAwayMayPassAndAFileThatIsNotADatabaseWouldNot() {
        #expect(TodoStoreError.serverUnreachable(server: "db.example", reason: "timeout").mayPassOnRetry)
        #expect(TodoStoreError.notCopiedHere(list: "Groceries", server: "db.example", reason: "timeout").mayPassOnRetry)
        #expect(!failure(.SQLITE_NOTADB).mayPassOnRetry)
    }
}
