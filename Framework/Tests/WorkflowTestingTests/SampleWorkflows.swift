import Workflow

/// A child that shows a greeting and can say it was dismissed.
struct BannerWorkflow: Workflow {
    var text: String
    typealias State = Void
    enum Output: Equatable { case dismissed }
    func render(state: Void, context: RenderContext<BannerWorkflow>) -> String { text }
}

/// Loads a number off the main actor.
struct LoadNumberWorker: Worker, Equatable {
    var source: String
    func run() async -> Int { source.count }
}

/// A small login form that uses every feature the render tester knows about.
struct LoginWorkflow: Workflow {
    struct State: Equatable {
        var name = ""
        var isLoading = false
        var loaded: Int?
        var bannerDismissed = false
    }

    enum Output: Equatable {
        case loggedIn(String)
    }

    enum Action: WorkflowAction, Equatable {
        typealias WorkflowType = LoginWorkflow
        case nameChanged(String)
        case submit
        case loaded(Int)
        case bannerDismissed

        func apply(toState state: inout State) -> Output? {
            switch self {
            case .nameChanged(let name):
                state.name = name
            case .submit:
                return state.name.isEmpty ? nil : .loggedIn(state.name)
            case .loaded(let number):
                state.loaded = number
                state.isLoading = false
            case .bannerDismissed:
                state.bannerDismissed = true
            }
            return nil
        }
    }

    struct Rendering {
        var banner: String
        var name: String
        var onNameChanged: (String) -> Void
        var onSubmit: () -> Void
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<LoginWorkflow>) -> Rendering {
        let banner = BannerWorkflow(text: "Welcome")
            .mapOutput { _ in Action.bannerDismissed }
            .rendered(in: context, key: "banner")
        if state.isLoading {
            LoadNumberWorker(source: state.name)
                .mapOutput { Action.loaded($0) }
                .running(in: context, key: "load")
        }
        context.runSideEffect(key: "clock") { _ in }
        let sink = context.makeSink(of: Action.self)
        return Rendering(
            banner: banner,
            name: state.name,
            onNameChanged: { sink.send(.nameChanged($0)) },
            onSubmit: { sink.send(.submit) }
        )
    }
}
