import Foundation
import Workflow
import WorkflowUI

/// The user's own editor, `$VISUAL` or else `$EDITOR`, and the terminal to lend it while
/// it edits a note.
///
/// ```swift
/// TerminalApp.run { handoff in
///     RootWorkflow(store: store, writer: writer,
///                  noteEditor: NoteEditor(environment: ProcessInfo.processInfo.environment, handoff: handoff))
/// }
/// ```
public struct NoteEditor: Sendable {
    /// The command as the variable gives it ("vim", "code --wait"); nil when neither
    /// variable is set.
    public let command: String?
    let handoff: any TerminalHandoff

    public init(environment: [String: String], handoff: any TerminalHandoff) {
        let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.allSatisfy(\.isWhitespace) }
        command = chosen
        self.handoff = handoff
    }

    /// The note as the editor left it, or why it could not be edited.
    ///
    /// The note goes into a private temporary file, which the editor is given; a shell
    /// runs the command, so a command with arguments ("code --wait") works as it does at
    /// a prompt. The file is removed whatever happens.
    func edit(_ note: String) async -> Result<String, Problem> {
        guard let command else { return .failure(.noEditor) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("todo-tui-note-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        guard FileManager.default.createFile(atPath: file.path, contents: Data(note.utf8), attributes: [.posixPermissions: 0o600]) else {
            return .failure(.couldNotWrite(file.path))
        }
        let exit: ProgramExit
        do {
            exit = try await handoff.run(["/bin/sh", "-c", "\(command) \"$1\"", "sh", file.path])
        } catch {
            return .failure(.couldNotRun(command, String(describing: error)))
        }
        guard exit.succeeded else { return .failure(.failed(command, exit)) }
        guard let data = try? Data(contentsOf: file), let edited = String(data: data, encoding: .utf8) else {
            return .failure(.couldNotRead)
        }
        // Editors end a file with a line break; a note that had none gets none back.
        if !note.hasSuffix("\n"), edited.hasSuffix("\n") { return .success(String(edited.dropLast())) }
        return .success(edited)
    }

    /// Why a note could not be edited in the user's editor; the draft is kept as it was.
    enum Problem: Error, Equatable, CustomStringConvertible {
        case noEditor
        case couldNotWrite(String)
        case couldNotRun(String, String)
        case failed(String, ProgramExit)
        case couldNotRead

        var description: String {
            switch self {
            case .noEditor: "Set $VISUAL or $EDITOR to edit notes in your own editor; the note is as it was."
            case .couldNotWrite(let path): "Couldn't write the note to \(path) for the editor; the note is as it was."
            case .couldNotRun(let command, let reason): "Couldn't run \(command): \(reason). The note is as it was."
            case .failed(let command, .exited(let status)): "\(command) ended with status \(status); the note is as it was."
            case .failed(let command, .signaled(let signal)): "\(command) was ended by signal \(signal); the note is as it was."
            case .couldNotRead: "Couldn't read the note back from the editor (is it UTF-8?); the note is as it was."
            }
        }
    }
}

/// Edits a note in the user's editor, off the main actor, while the terminal is lent.
struct EditNoteWorker: Worker {
    let editor: NoteEditor
    let note: String

    func run() async -> Result<String, NoteEditor.Problem> {
        await editor.edit(note)
    }

    func isEquivalent(to otherWorker: EditNoteWorker) -> Bool {
        note == otherWorker.note
    }
}
