/// Why the editor did not save: what the bottom line says.
enum EditProblem: Error, Equatable {
    case title(TodoTitle.Problem)
    case note(TodoNote.Problem)

    var message: String {
        switch self {
        case .title(.blank): "A todo needs a title."
        case .title(.tooLong): "A title holds at most \(TodoTitle.maximumLength.groupedDigits) characters: shorten it to save."
        case .note(.tooLong): "A note holds at most \(TodoNote.maximumLength.groupedDigits) characters: shorten it to save."
        }
    }
}
