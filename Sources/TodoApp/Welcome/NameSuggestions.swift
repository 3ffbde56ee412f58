/// Which of the names that have lists the name prompt offers for what is typed: those
/// that start with it, ignoring case, accents and full-width forms as a search does (so
/// `jo` offers José), in the order given. Tab makes the name the first.
///
/// ```swift
/// NameSuggestions(typed: "ad", among: ["Ada", "Adèle", "Grace"]).names       // ["Ada", "Adèle"]
/// NameSuggestions(typed: "ad", among: ["Ada", "Adèle", "Grace"]).completion  // "Ada"
/// NameSuggestions(typed: "Ada", among: ["Ada"]).completion                   // nil: nothing to add
/// ```
struct NameSuggestions: Equatable {
    /// The names offered, in the order of the names they were chosen among.
    let names: [String]
    /// What completing makes the name: the first name offered, unless it is what was typed.
    let completion: String?

    init(typed: String, among known: [String]) {
        let start = TodoSearch.fold(typed.trimmingWhitespace())
        names = known.filter { TodoSearch.fold($0).hasPrefix(start) }
        completion = names.first.flatMap { $0 == typed ? nil : $0 }
    }
}
