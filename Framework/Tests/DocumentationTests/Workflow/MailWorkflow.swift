import Workflow

/// The example of the Workflow catalog's "Partial Rendering" article: a mail app whose
/// sidebar of folders need not render again when the selection moves in its list.
struct Folder: Equatable {
    var name: String
}

struct SidebarWorkflow: Workflow, Equatable {
    var folders: [Folder]

    typealias State = Void

    func render(state: Void, context: RenderContext<Self>) -> [String] {
        folders.map(\.name)
    }
}

struct MessageListWorkflow: Workflow {
    struct Rendering {
        var selected: Int
        var moveDown: () -> Void
    }

    func makeInitialState() -> Int { 0 }

    func render(state: Int, context: RenderContext<Self>) -> Rendering {
        let sink = context.makeSink(of: AnyWorkflowAction<Self>.self)
        return Rendering(selected: state, moveDown: { sink.send(AnyWorkflowAction { $0 += 1; return nil }) })
    }
}

struct MailWorkflow: Workflow {
    struct Rendering {
        var folders: [String]
        var list: MessageListWorkflow.Rendering
    }

    typealias State = Void

    func render(state: Void, context: RenderContext<Self>) -> Rendering {
        Rendering(
            folders: SidebarWorkflow(folders: [Folder(name: "Inbox"), Folder(name: "Sent")]).rendered(in: context),
            list: MessageListWorkflow().rendered(in: context)
        )
    }
}
