import Foundation
import Workflow

// MARK: Workers and side effects

extension TodoWorkflow {
    @MainActor
    func runWorkers(for state: State, in context: RenderContext<TodoWorkflow>) {
        if state.loading == .loading || state.isReloading || state.isLoadingView {
            LoadTodosWorker(
                store: store, writer: writer, user: name, isLogin: state.loading == .loading, view: state.wantedView,
                anchor: state.jump == nil ? state.selectedID ?? state.revealedTodoID : nil, jump: state.jump,
                held: state.loading == .loaded && !state.isReloading ? (state.window, state.outsideChangeMark) : nil,
                editedTodo: state.isReloading ? state.editedTodoID : nil
            )
                .mapOutput { output -> Action in
                    switch output {
                    case .loaded(let todos, let login, let mark, let window, let gone):
                        .loaded(todos, login: login, outsideChangeMark: mark, window: window, editedTodoIsGone: gone)
                    case .failed(let message): .loadFailed(message)
                    }
                }
                .running(in: context, key: state.loading == .loading ? "load" : state.isReloading ? "reload" : "view")
        } else if let mark = state.outsideChangeMark, let watched = store as? any OutsideChangeDetecting {
            OutsideChangesWorker(store: watched, mark: mark)
                .mapOutput { Action.outsideChangeChecked(mark: $0) }
                .running(in: context, key: "outside-changes-\(state.outsideChangeChecks)")
        }
        if case .opening(let id) = state.step {
            LoadTodoWorker(store: store, writer: writer, user: name, id: id)
                .mapOutput { output -> Action in
                    switch output {
                    case .loaded(let todo): .opened(id, stored: todo)
                    case .failed(let reason): .openFailed(id, reason: reason)
                    }
                }
                .running(in: context, key: "open")
        }
        runPageWorkers(for: state, in: context)
    }

    /// The page past an edge the selection nears, and the count of a search's todos.
    @MainActor
    private func runPageWorkers(for state: State, in context: RenderContext<TodoWorkflow>) {
        guard state.loading == .loaded, !state.isReloading, !state.isLoadingView, let view = state.window.view else { return }
        if let edge = state.pageWanted {
            let held = state.todos.count
            let row = held == 0 ? nil : state.todos[edge == .end ? held - 1 : 0]
            LoadPageWorker(store: store, writer: writer, user: name, view: view, edge: edge, cursor: row.map { TodoCursor($0, sort: view.settings.sort) })
                .mapOutput { output -> Action in
                    switch output {
                    case .loaded(let rows): .pageLoaded(view, edge, rows)
                    case .failed: .pageFailed(edge)
                    }
                }
                .running(in: context, key: "page")
        }
        if state.window.storeTotal == nil {
            CountTodosWorker(store: store, user: name, view: view)
                .mapOutput { Action.counted(view, $0) }
                .running(in: context, key: "count")
        }
        if state.window.before == nil, let first = state.todos.first {
            CountRowsBeforeWorker(store: store, user: name, view: view, first: first)
                .mapOutput { Action.countedBefore(view, first.id, $0) }
                .running(in: context, key: "count-before")
        }
    }

    /// Hands each new change to the writer, once, from the render that follows it, and
    /// reports its outcome back. The change is written even if this workflow goes away
    /// first (the user logs out); only the report is dropped then.
    @MainActor
    func submitWrites(for state: State, in context: RenderContext<TodoWorkflow>) {
        let sink = context.makeSink(of: Action.self)
        let writer = self.writer
        let user = name
        for (ticket, write) in state.writes.toSubmit {
            context.runSideEffect(key: "write-\(ticket)") { lifetime in
                let outcome = writer.submit(write, for: user)
                Task { @MainActor in
                    let result = await outcome.value
                    guard !lifetime.hasEnded else { return }
                    sink.send(.writeFinished(ticket: ticket, outcome: result))
                }
            }
        }
        // The editor's draft, kept or forgotten in order with the changes.
        if let draftWrite = state.draftWrite {
            let owner = draftOwner
            context.runSideEffect(key: "draft-\(draftWrite.ticket)") { lifetime in
                let written = writer.submit(draftWrite.change, of: owner, for: user)
                Task { @MainActor in
                    await written.value
                    guard !lifetime.hasEnded else { return }
                    sink.send(.draftWritten(ticket: draftWrite.ticket))
                }
            }
        }
        // How the user sees the list is kept each time they change it.
        if state.settingsChanges > 0 {
            let settings = state.settings
            context.runSideEffect(key: "settings-\(state.settingsChanges)") { _ in
                writer.submit(settings, for: user)
            }
        }
    }
}
