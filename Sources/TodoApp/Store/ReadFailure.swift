/// A read from the store that failed: why, in a sentence for the user, and whether the
/// same read, made again later, may succeed. The store decides which
/// (``TodoStoreError/mayPassOnRetry``): whoever asked knows nothing of SQL.
struct ReadFailure: Equatable, Sendable {
    var reason: String
    var mayPassOnRetry: Bool

    init(reason: String, mayPassOnRetry: Bool) {
        self.reason = reason
        self.mayPassOnRetry = mayPassOnRetry
    }

    /// What `error` says. An error that is not the store's own may pass, as one that is not
    /// known to be lasting.
    init(_ error: any Error) {
        reason = String(describing: error)
        mayPassOnRetry = (error as? TodoStoreError)?.mayPassOnRetry ?? true
    }
}
