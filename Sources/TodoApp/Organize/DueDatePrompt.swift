/// "Due when?" asked in the editor (Ctrl-D): the answer being typed, and why the last
/// one was refused. The list asks the same question for a todo of its own (`D`).
///
/// ```swift
/// var prompt: DueDatePrompt? = DueDatePrompt(text: "")
/// var due: TodoDay?
/// DueDatePrompt.apply(.change("fri"), to: &prompt, dueDate: &due, today: today)
/// DueDatePrompt.apply(.answer, to: &prompt, dueDate: &due, today: today)   // due is Friday, prompt nil
/// ```
struct DueDatePrompt: Equatable {
    var text: String
    /// Why the last answer was refused, until the text changes.
    var problem: String?

    /// What the user does with the question.
    enum Intent: Equatable {
        /// Ask, starting from the date there is.
        case open
        case change(String)
        /// Enter: take the date typed, counted from today; an empty one clears it.
        case answer
        /// Esc: leave the date as it was.
        case cancel
    }

    /// Applies `intent` to the question (nil while not asked) and the date it sets.
    ///
    /// - Returns: Whether the date was set (to what it was, perhaps).
    @discardableResult
    static func apply(_ intent: Intent, to prompt: inout DueDatePrompt?, dueDate: inout TodoDay?, today: TodoDay) -> Bool {
        switch intent {
        case .open:
            prompt = DueDatePrompt(text: dueDate?.description ?? "")
        case .change(let text):
            prompt?.text = text
            prompt?.problem = nil
        case .answer:
            guard let asked = prompt else { return false }
            do {
                dueDate = try DueDateInput.parse(asked.text, today: today)
                prompt = nil
                return true
            } catch {
                prompt?.problem = error.shortDescription
            }
        case .cancel:
            prompt = nil
        }
        return false
    }
}
