import TodoApp

extension TodoTitle.Problem {
    /// The problem as `add` and `edit` say it, a whole sentence.
    var message: String {
        switch self {
        case .blank: "A todo needs a title that is not blank."
        case .tooLong: "A title holds at most \(TodoTitle.maximumLength.groupedDigits) characters, and this one is longer."
        }
    }
}

extension TodoNote.Problem {
    /// The problem as `add` and `edit` say it, a whole sentence.
    var message: String {
        switch self {
        case .tooLong: "A note holds at most \(TodoNote.maximumLength.groupedDigits) characters, and this one is longer."
        }
    }
}
