import ArgumentParser
import TodoApp

/// `--format json` or `--format todotxt`.
extension TodoFileFormat: ExpressibleByArgument {}
