import WorkflowUI

/// The todo the list shows selected before the workflows have heard of it.
///
/// A key that moves the selection is drawn in its own frame by the list's view, which
/// tells the workflows once that frame is written (see `TodoListView`): the frame does
/// not wait for the session to render again. Meanwhile this object, which the session
/// keeps and hands to the list and to the pane beside it, says which todo leads, so
/// that the pane shows the same todo as the list in that frame.
///
/// What the workflows render stays the truth; this holds only the moment between a key
/// and its news, like a text field's text before its workflow hears of it.
@MainActor
final class ShownSelection {
    /// The todo selected on screen, as its row shows it, while the workflows still
    /// select another; nil once they select it too.
    private(set) var leading: TodoSummary?
    private var watchers: [WeakView] = []

    private struct WeakView {
        weak var view: TerminalView?
    }

    nonisolated init() {}

    /// The list selected `summary`: the views that show the selection draw it now.
    func lead(to summary: TodoSummary) {
        leading = summary
        redrawWatchers()
    }

    /// The workflows select what the list shows (or the lead was given up): the views
    /// show what they are given again.
    func settle() {
        guard leading != nil else { return }
        leading = nil
        redrawWatchers()
    }

    /// Has `view` drawn again whenever the leading todo changes.
    func watch(from view: TerminalView) {
        watchers.removeAll { $0.view == nil }
        guard !watchers.contains(where: { $0.view === view }) else { return }
        watchers.append(WeakView(view: view))
    }

    private func redrawWatchers() {
        for watcher in watchers {
            watcher.view?.setNeedsDisplay()
        }
    }
}

extension ShownSelection: Equatable {
    /// Any two are equal: what one holds is a moment of the views', never part of a
    /// workflow's state or value, so it must not make a workflow render again (nor make
    /// two states that hold the same todos differ).
    nonisolated static func == (lhs: ShownSelection, rhs: ShownSelection) -> Bool {
        true
    }
}
