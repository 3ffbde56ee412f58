import ArgumentParser

/// The file formats `export` writes and `import` reads.
enum TodoFileFormat: String, ExpressibleByArgument, CaseIterable {
    /// A JSON array of todo objects; see `TodoJSON`.
    case json
    /// One line per todo, `x ` before finished ones; see `TodoTxt`.
    case todotxt
}
