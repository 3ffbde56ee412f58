import Testing
import Workflow
import WorkflowTesting

@MainActor
@Suite struct RenderTesterTests {
    private var tester: RenderTester<LoginWorkflow> {
        LoginWorkflow()
            .renderTester()
            .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
            .expectSideEffect(key: "clock")
    }

    @Test func theRenderingUsesTheRenderingsDeclaredForChildren() {
        tester
            .render { rendering in #expect(rendering.banner == "Hi") }
            .assertNoAction()
            .assert(state: LoginWorkflow.State())
            .assertNoOutput()
    }

    @Test func callingACallbackOfTheRenderingAppliesItsAction() {
        tester
            .render { rendering in rendering.onNameChanged("Ada") }
            .assert(action: LoginWorkflow.Action.nameChanged("Ada"))
            .assert(state: LoginWorkflow.State(name: "Ada"))
            .assertNoOutput()
    }

    @Test func anActionThatProducesAnOutputIsSeenInTheResult() {
        LoginWorkflow()
            .renderTester(initialState: .init(name: "Ada"))
            .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
            .expectSideEffect(key: "clock")
            .render { $0.onSubmit() }
            .assert(output: .loggedIn("Ada"))
    }

    @Test func aChildsOutputIsMappedToTheParentsAction() {
        LoginWorkflow()
            .renderTester()
            .expectWorkflow(
                type: BannerWorkflow.self, key: "banner", producingRendering: "Hi", producingOutput: .dismissed,
                assertions: { banner in #expect(banner.text == "Welcome") }
            )
            .expectSideEffect(key: "clock")
            .render()
            .assert(action: LoginWorkflow.Action.bannerDismissed)
            .verifyState { #expect($0.bannerDismissed) }
    }

    @Test func aWorkerOfATypeTheTestIgnoresNeedNotBeExpected() {
        LoginWorkflow()
            .renderTester(initialState: .init(name: "Ada", isLoading: true))
            .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
            .expectSideEffect(key: "clock")
            .ignoringWorkers(LoadNumberWorker.self)
            .render()
            .assertNoAction()
            .assert(state: .init(name: "Ada", isLoading: true))
    }

    @Test func everyWorkerCanBeIgnored() {
        LoginWorkflow()
            .renderTester(initialState: .init(name: "Ada", isLoading: true))
            .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
            .expectSideEffect(key: "clock")
            .ignoringWorkers()
            .render()
            .assertNoAction()
    }

    @Test func anExpectedWorkerOfAnIgnoredTypeStillProducesItsOutput() {
        LoginWorkflow()
            .renderTester(initialState: .init(name: "Ada", isLoading: true))
            .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
            .expectSideEffect(key: "clock")
            .ignoringWorkers()
            .expectWorker(LoadNumberWorker(source: "Ada"), key: "load", producingOutput: 3)
            .render()
            .assert(state: .init(name: "Ada", isLoading: false, loaded: 3))
    }

    @Test func anExpectedWorkerCanProduceItsOutput() {
        LoginWorkflow()
            .renderTester(initialState: .init(name: "Ada", isLoading: true))
            .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
            .expectWorker(LoadNumberWorker(source: "Ada"), key: "load", producingOutput: 3)
            .expectSideEffect(key: "clock")
            .render()
            .assert(state: .init(name: "Ada", isLoading: false, loaded: 3))
    }

    @Test func aSideEffectCanProduceAnAction() {
        LoginWorkflow()
            .renderTester()
            .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
            .expectSideEffect(key: "clock", producingAction: LoginWorkflow.Action.nameChanged("tick"))
            .render()
            .assert(state: .init(name: "tick"))
    }
}
