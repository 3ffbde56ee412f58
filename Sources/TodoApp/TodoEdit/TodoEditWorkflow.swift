import AlertContainer
import BackStackContainer
import Foundation
import Workflow
import WorkflowUI

/// Edits a private copy of one todo's title, note, priority and due date, and says
/// whether to save it.
struct TodoEditWorkflow: Workflow {
    // MARK: Input and Output

    let initialTodo: Todo
    let isNew: Bool
    /// Another todo-tui deleted the todo while it was open here: saving asks whether to
    /// keep the edit as a new todo.
    var isDeletedElsewhere = false
    /// The user's own editor, for Ctrl-E; nil when there is no terminal to lend it.
    var noteEditor: NoteEditor?
    /// A draft left by a session that ended without saving, to start from.
    var restoredDraft: EditorDraft?
    /// The unsaved changes are in the store as a draft, safe from a crash.
    var draftIsKept = false
    /// What the pause before a draft is kept is waited on.
    var clock = TodoClock.system

    enum Output: Equatable {
        case save(Todo)
        /// Keep the edit as a new todo: the one edited was deleted elsewhere. The todo as
        /// edited, every field of it; the new todo is made from it.
        case saveAsNew(Todo)
        case discard
        /// Leave the app without saving.
        case quit
        case showHelp
        /// The draft, a moment after the last change: to keep in case the app dies.
        case draftChanged(title: String, note: String, priority: TodoPriority, dueDate: TodoDay?, field: EditorDraft.Field)
        /// The draft is the todo as it was: nothing to keep.
        case draftUnchanged
    }

    /// What the editor puts together for its parent: the screen, a question over it,
    /// and its header bar.
    struct Rendering {
        var screen: TodoEditScreen
        var alert: Alert?
        var bar: BarContent
    }

    // MARK: State and Initialization

    struct State: Equatable {
        var title: String
        var note: String
        var priority = TodoPriority.none
        var dueDate: TodoDay?
        /// The due date being asked for (Ctrl-D), while its line is up.
        var dueDatePrompt: DueDatePrompt?
        /// Why the last save or insertion was refused, until the text changes.
        var problem: String?
        var question: Question?
        /// The note is open in the user's own editor, which has the terminal.
        var isEditingNoteElsewhere = false
        /// The field the cursor is in, kept with the draft.
        var field = EditorDraft.Field.title
        /// Counts the changes to the draft; the draft is kept a moment after the last.
        var draftRevision = 0
    }

    /// What the editor is asking, over the fields.
    enum Question: Equatable {
        /// Back, with changes: discard them?
        case discard
        /// Ctrl-C, with changes: quit without saving?
        case quit
        /// Save, but the todo is gone: keep the edit as a new todo, or discard it?
        case deletedElsewhere
    }

    func makeInitialState() -> State {
        let todo = initialTodo
        guard let restoredDraft else { return State(title: todo.title, note: todo.note, priority: todo.priority, dueDate: todo.dueDate) }
        return State(
            title: restoredDraft.title, note: restoredDraft.note, priority: restoredDraft.priority, dueDate: restoredDraft.dueDate,
            field: restoredDraft.field
        )
    }

    // MARK: Actions

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = TodoEditWorkflow

        /// What the user asked of the screen, on the given day.
        case screen(TodoEditScreen.Intent, today: TodoDay)
        case save(Todo, isDeletedElsewhere: Bool)
        case back(original: Todo)
        case answer(Answer)
        case noteEditedElsewhere(Result<String, NoteEditor.Problem>)
        case draftIsDue(original: Todo)

        /// How the user answered the question up.
        enum Answer: Equatable {
            case keepEditing
            case discard
            case quit
            /// Keep the edit of this todo as a new todo.
            case keepAsNew(original: Todo)
        }

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .screen(let intent, let today):
                return state.take(intent, today: today)
            case .draftIsDue(let original):
                guard state.hasChanges(from: original) else { return .draftUnchanged }
                return .draftChanged(
                    title: state.title, note: state.note, priority: state.priority, dueDate: state.dueDate, field: state.field
                )
            case .save(let todo, let isDeletedElsewhere):
                let edited: Todo
                do {
                    edited = try state.edited(todo)
                } catch {
                    state.problem = error.message
                    return nil
                }
                guard !isDeletedElsewhere else {
                    state.question = .deletedElsewhere
                    return nil
                }
                return .save(edited)
            case .back(let original):
                guard state.hasChanges(from: original) else { return .discard }
                state.question = .discard
            case .answer(let answer):
                state.question = nil
                switch answer {
                case .keepEditing: return nil
                case .discard: return .discard
                case .quit: return .quit
                case .keepAsNew(let original):
                    // The title and note passed their rules when saving was asked for.
                    return (try? state.edited(original)).map { .saveAsNew($0) }
                }
            case .noteEditedElsewhere(let result):
                state.isEditingNoteElsewhere = false
                switch result {
                case .success(let note):
                    state.note = note
                    state.draftRevision += 1
                case .failure(let problem):
                    state.problem = problem.description
                }
            }
            return nil
        }
    }

    // MARK: Rendering

    func render(state: State, context: RenderContext<TodoEditWorkflow>) -> Rendering {
        let sink = context.makeSink(of: Action.self)
        if state.isEditingNoteElsewhere, let noteEditor {
            EditNoteWorker(editor: noteEditor, note: state.note)
                .mapOutput { Action.noteEditedElsewhere($0) }
                .running(in: context, key: "note-editor")
        }
        let hasNoteEditor = noteEditor != nil
        let todo = initialTodo
        if state.draftRevision > 0 {
            DraftDelayWorker(revision: state.draftRevision, clock: clock)
                .mapOutput { Action.draftIsDue(original: todo) }
                .running(in: context, key: "draft")
        }
        let isDeletedElsewhere = isDeletedElsewhere && !isNew
        let today = TodoDay(clock.now())
        let editor = TodoEditScreen(
            title: state.title,
            note: state.note,
            priority: state.priority,
            dueDate: state.dueDate,
            isDone: todo.isDone,
            today: today,
            dueDatePrompt: state.dueDatePrompt,
            problem: state.problem,
            hasChanges: state.hasChanges(from: todo),
            field: state.field,
            isDraftKept: draftIsKept && state.hasChanges(from: todo),
            send: { intent in
                // Without a terminal to lend, the same answer as without an editor at all.
                if intent == .editNoteElsewhere, !hasNoteEditor {
                    sink.send(.noteEditedElsewhere(.failure(.noEditor)))
                } else {
                    sink.send(.screen(intent, today: today))
                }
            }
        )
        return Rendering(
            screen: editor,
            alert: state.question.map { alert(for: $0, todo: todo, title: state.title, sink: sink) },
            bar: BarContent(
                title: isNew ? "New todo" : "Edit",
                leftItem: .back(label: "Back", help: "back to the list (asks first if there are changes)") {
                    sink.send(.back(original: todo))
                },
                rightItem: BarButton(label: "Save", binding: TodoKeys.Save.self, help: "save and go back to the list") {
                    sink.send(.save(todo, isDeletedElsewhere: isDeletedElsewhere))
                }
            )
        )
    }

    /// Each question's answers: the key that does it, then n or Esc to keep editing.
    @MainActor
    private func alert(for question: Question, todo: Todo, title: String, sink: Sink<Action>) -> Alert {
        let keepEditing = AlertAction(title: "Keep editing", key: .character("n"), style: .cancel) { sink.send(.answer(.keepEditing)) }
        switch question {
        case .discard:
            return Alert(title: "Discard changes?", message: "", actions: [
                AlertAction(title: "Discard", key: .character("y"), style: .destructive) { sink.send(.answer(.discard)) },
                keepEditing,
            ])
        case .quit:
            return Alert(title: "Quit without saving?", message: "Ctrl-C again quits too.", actions: [
                AlertAction(title: "Quit", key: .character("y"), otherKeys: [.control("c")], style: .destructive) {
                    sink.send(.answer(.quit))
                },
                keepEditing,
            ])
        case .deletedElsewhere:
            return Alert(
                title: "This todo was deleted elsewhere",
                message: "Another todo-tui deleted '\(title)' while you edited it here.",
                actions: [
                    AlertAction(title: "Keep it as a new todo", key: .character("k")) { sink.send(.answer(.keepAsNew(original: todo))) },
                    AlertAction(title: "Discard", key: .character("d"), style: .destructive) { sink.send(.answer(.discard)) },
                    AlertAction(title: "Back", key: .escape, style: .cancel) { sink.send(.answer(.keepEditing)) },
                ]
            )
        }
    }
}

extension TodoEditWorkflow.State {
    func hasChanges(from original: Todo) -> Bool {
        title != original.title || note != original.note || priority != original.priority || dueDate != original.dueDate
    }

    /// `todo` with the title, note, priority and due date set here, the title and note as
    /// the rules every way in keeps (`TodoTitle`, `TodoNote`) have them.
    ///
    /// - Throws: ``EditProblem`` when the title or the note breaks its rule.
    func edited(_ todo: Todo) throws(EditProblem) -> Todo {
        var edited = todo
        do {
            edited.title = try TodoTitle(title).text
        } catch {
            throw .title(error)
        }
        do {
            edited.note = try TodoNote(note).text
        } catch {
            throw .note(error)
        }
        edited.priority = priority
        edited.dueDate = dueDate
        return edited
    }
}

