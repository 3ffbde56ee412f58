/// Where an effective setting came from, as `todo-tui config` says it. The later ones
/// win: an option over the environment, the environment over the file, the file over
/// the default.
enum SettingSource: Equatable, CustomStringConvertible {
    case byDefault
    case file(String)
    case environment(String)
    case option(String)

    var description: String {
        switch self {
        case .byDefault: "default"
        case .file(let path): path
        case .environment(let variable): "$\(variable)"
        case .option(let option): option
        }
    }
}

/// A setting's value and where it came from.
struct Sourced<Value: Equatable>: Equatable {
    var value: Value
    var source: SettingSource

    /// The first of `candidates` that has a value, in order of precedence; nil when none has.
    static func first(_ candidates: [(Value?, SettingSource)]) -> Sourced? {
        for (candidate, source) in candidates {
            if let candidate { return Sourced(value: candidate, source: source) }
        }
        return nil
    }

    /// The first of `candidates` that has a value, else the default.
    static func first(_ candidates: [(Value?, SettingSource)], orDefault value: Value) -> Sourced {
        first(candidates) ?? Sourced(value: value, source: .byDefault)
    }
}
