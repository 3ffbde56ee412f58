import ArgumentParser
import Foundation
import TodoApp

/// `--due DATE` for `add` and `edit`: what ``DueDateInput`` reads, relative to today
/// in the local time zone (`TZ`), where the command runs.
enum DueDateArgument {
    /// The help of `--due`; `clearing` adds what an empty date does in `edit`.
    static func help(clearing: Bool) -> ArgumentHelp {
        ArgumentHelp(
            "When it is due: \(DueDateInput.words)" + (clearing ? "; '' removes the due date." : "."),
            valueName: "DATE"
        )
    }

    /// The day `text` means, nil for an empty text.
    ///
    /// - Throws: `ValidationError` with the sentence that says what is accepted.
    static func day(_ text: String) throws -> TodoDay? {
        do {
            return try DueDateInput.parse(text, today: TodoDay(Date()))
        } catch {
            throw ValidationError(error.description)
        }
    }
}
