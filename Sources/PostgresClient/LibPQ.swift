import CLibpq
import Glibc

/// libpq's functions, loaded from `libpq.so.5` when the first connection is made rather
/// than by the loader at every start: libpq brings some twenty libraries of its own (TLS,
/// Kerberos, LDAP), which cost every start of todo-tui, a server named or not, 5 ms and
/// 6 MB (README, Benchmarks).
///
/// ```swift
/// let pq = try LibPQ.loaded()
/// let connection = pq.connectdbParams(keywords, values, 1)
/// ```
struct LibPQ: @unchecked Sendable {
    typealias Strings = UnsafePointer<UnsafePointer<CChar>?>?

    let connectdbParams: @convention(c) (Strings, Strings, Int32) -> OpaquePointer?
    let status: @convention(c) (OpaquePointer?) -> ConnStatusType
    let finish: @convention(c) (OpaquePointer?) -> Void
    let setNoticeProcessor: @convention(c) (OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?) -> PQnoticeProcessor?
    let execParams: @convention(c) (
        OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, Strings, UnsafePointer<Int32>?,
        UnsafePointer<Int32>?, Int32
    ) -> OpaquePointer?
    let exec: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
    let prepare: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?) -> OpaquePointer?
    let execPrepared: @convention(c) (
        OpaquePointer?, UnsafePointer<CChar>?, Int32, Strings, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> OpaquePointer?
    let resultStatus: @convention(c) (OpaquePointer?) -> ExecStatusType
    let clear: @convention(c) (OpaquePointer?) -> Void
    let resultErrorField: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    let errorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let ntuples: @convention(c) (OpaquePointer?) -> Int32
    let cmdTuples: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let getisnull: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    let getlength: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    let getvalue: @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    let consumeInput: @convention(c) (OpaquePointer?) -> Int32
    let notifies: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<PGnotify>?
    let freemem: @convention(c) (UnsafeMutableRawPointer?) -> Void
    let socket: @convention(c) (OpaquePointer?) -> Int32
    let user: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let host: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let port: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let db: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    let conninfoParse: @convention(c) (UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
        -> UnsafeMutablePointer<PQconninfoOption>?
    let conninfoFree: @convention(c) (UnsafeMutablePointer<PQconninfoOption>?) -> Void

    /// libpq, loaded once; throws, saying which package gives it, where it is not installed.
    static func loaded() throws(PostgresError) -> LibPQ {
        switch shared {
        case .success(let library): return library
        case .failure(let error): throw error
        }
    }

    private static let shared: Result<LibPQ, PostgresError> = {
        do throws(PostgresError) {
            return .success(try load())
        } catch {
            return .failure(error)
        }
    }()

    private static func load() throws(PostgresError) -> LibPQ {
        guard let handle = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "not found"
            throw PostgresError(
                message: "libpq, PostgreSQL's client library, could not be loaded (\(reason)); install it (Debian: apt install libpq5)",
                isConnectionLost: true
            )
        }
        func function<T>(_ name: String, as type: T.Type) throws(PostgresError) -> T {
            guard let symbol = dlsym(handle, name) else {
                throw PostgresError(message: "libpq has no \(name): it is older than todo-tui needs", isConnectionLost: true)
            }
            return unsafeBitCast(symbol, to: type)
        }
        return LibPQ(
            connectdbParams: try function("PQconnectdbParams", as: (@convention(c) (Strings, Strings, Int32) -> OpaquePointer?).self),
            status: try function("PQstatus", as: (@convention(c) (OpaquePointer?) -> ConnStatusType).self),
            finish: try function("PQfinish", as: (@convention(c) (OpaquePointer?) -> Void).self),
            setNoticeProcessor: try function(
                "PQsetNoticeProcessor",
                as: (@convention(c) (OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?) -> PQnoticeProcessor?).self
            ),
            execParams: try function("PQexecParams", as: (@convention(c) (
                OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?, Strings, UnsafePointer<Int32>?,
                UnsafePointer<Int32>?, Int32
            ) -> OpaquePointer?).self),
            exec: try function("PQexec", as: (@convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?).self),
            prepare: try function("PQprepare", as: (@convention(c) (
                OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?
            ) -> OpaquePointer?).self),
            execPrepared: try function("PQexecPrepared", as: (@convention(c) (
                OpaquePointer?, UnsafePointer<CChar>?, Int32, Strings, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
            ) -> OpaquePointer?).self),
            resultStatus: try function("PQresultStatus", as: (@convention(c) (OpaquePointer?) -> ExecStatusType).self),
            clear: try function("PQclear", as: (@convention(c) (OpaquePointer?) -> Void).self),
            resultErrorField: try function("PQresultErrorField", as: (@convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?).self),
            errorMessage: try function("PQerrorMessage", as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
            ntuples: try function("PQntuples", as: (@convention(c) (OpaquePointer?) -> Int32).self),
            cmdTuples: try function("PQcmdTuples", as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
            getisnull: try function("PQgetisnull", as: (@convention(c) (OpaquePointer?, Int32, Int32) -> Int32).self),
            getlength: try function("PQgetlength", as: (@convention(c) (OpaquePointer?, Int32, Int32) -> Int32).self),
            getvalue: try function("PQgetvalue", as: (@convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?).self),
            consumeInput: try function("PQconsumeInput", as: (@convention(c) (OpaquePointer?) -> Int32).self),
            notifies: try function("PQnotifies", as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<PGnotify>?).self),
            freemem: try function("PQfreemem", as: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self),
            socket: try function("PQsocket", as: (@convention(c) (OpaquePointer?) -> Int32).self),
            user: try function("PQuser", as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
            host: try function("PQhost", as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
            port: try function("PQport", as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
            db: try function("PQdb", as: (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self),
            conninfoParse: try function("PQconninfoParse", as: (@convention(c) (
                UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            ) -> UnsafeMutablePointer<PQconninfoOption>?).self),
            conninfoFree: try function("PQconninfoFree", as: (@convention(c) (UnsafeMutablePointer<PQconninfoOption>?) -> Void).self)
        )
    }
}
