import ArgumentParser
import TodoApp

/// `--priority high|medium|low|none`, in any case.
extension TodoPriority: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }

    /// Listed most important first, as people reach for them.
    public static var allValueStrings: [String] {
        allCases.reversed().map(\.name)
    }

    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { priority in
            (priority.name, priority == .none ? "no priority" : "listed with \(priority.marker)")
        })
    }
}
