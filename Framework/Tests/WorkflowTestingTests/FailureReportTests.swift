import Testing
import Workflow
import WorkflowTesting

/// A wrong expectation must be reported, at the line of the test that made it. Each test
/// here expects exactly one issue (`withKnownIssue` fails if none is recorded) and
/// checks where it points.
@MainActor
@Suite struct FailureReportTests {
    private func expectIssue(
        containing text: String,
        atLine line: Int,
        _ body: () -> Void
    ) {
        withKnownIssue {
            body()
        } matching: { issue in
            String(describing: issue).contains(text)
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "FailureReportTests.swift"
        }
    }

    @Test func aWrongStateIsReportedAtTheAssertion() {
        let line = #line + 4
        expectIssue(containing: "The state is not the one expected", atLine: line) {
            LoginWorkflow.Action
                .tester(withState: .init())
                .send(action: .nameChanged("Ada")).assert(state: .init(name: "Grace"))
        }
    }

    @Test func aWrongOutputIsReportedAtTheAssertion() {
        let line = #line + 4
        expectIssue(containing: "The output is not the one expected", atLine: line) {
            LoginWorkflow.Action
                .tester(withState: .init(name: "Ada"))
                .send(action: .submit).assert(output: .loggedIn("Grace"))
        }
    }

    @Test func aMissingOutputIsReported() {
        let line = #line + 2
        expectIssue(containing: "but there was none", atLine: line) {
            LoginWorkflow.Action.tester(withState: .init()).send(action: .submit).assert(output: .loggedIn("Ada"))
        }
    }

    @Test func anUnexpectedOutputIsReported() {
        let line = #line + 2
        expectIssue(containing: "Expected no output", atLine: line) {
            LoginWorkflow.Action.tester(withState: .init(name: "Ada")).send(action: .submit).assertNoOutput()
        }
    }

    @Test func aChildThatWasExpectedButNotRenderedIsReportedAtRender() {
        let line = #line + 6
        expectIssue(containing: "child workflow of type BannerWorkflow with key other", atLine: line) {
            LoginWorkflow().renderTester()
                .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
                .expectWorkflow(type: BannerWorkflow.self, key: "other", producingRendering: "Hi")
                .expectSideEffect(key: "clock")
                .render()
        }
    }

    @Test func aChildThatWasNotExpectedIsReportedAndTheTestCarriesOn() {
        let line = #line + 4
        var banner: String?
        expectIssue(containing: "Unexpected child workflow BannerWorkflow", atLine: line) {
            LoginWorkflow().renderTester().expectSideEffect(key: "clock")
                .render { banner = $0.banner }
        }
        #expect(banner == "Welcome")
    }

    @Test func aWorkerThatIsNotEquivalentIsReportedAtItsExpectation() {
        let line = #line + 5
        expectIssue(containing: "not equivalent", atLine: line) {
            LoginWorkflow()
                .renderTester(initialState: .init(name: "Ada", isLoading: true))
                .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
                .expectWorker(LoadNumberWorker(source: "Grace"), key: "load")
                .expectSideEffect(key: "clock")
                .render()
        }
    }

    @Test func ignoringWorkersStillReportsAnUnexpectedChildWorkflow() {
        let line = #line + 4
        expectIssue(containing: "Unexpected child workflow BannerWorkflow", atLine: line) {
            LoginWorkflow().renderTester(initialState: .init(name: "Ada", isLoading: true))
                .expectSideEffect(key: "clock").ignoringWorkers()
                .render()
        }
    }

    @Test func anExpectedWorkerOfAnIgnoredTypeThatIsNotRenderedIsReported() {
        let line = #line + 6
        expectIssue(containing: "Expected a worker of type LoadNumberWorker", atLine: line) {
            LoginWorkflow().renderTester()
                .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
                .expectSideEffect(key: "clock").ignoringWorkers(LoadNumberWorker.self)
                .expectWorker(type: LoadNumberWorker.self, key: "load")
                .render()
        }
    }

    @Test func anUnexpectedSideEffectIsReported() {
        let line = #line + 4
        expectIssue(containing: "Unexpected side effect with key clock", atLine: line) {
            LoginWorkflow().renderTester()
                .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
                .render()
        }
    }

    @Test func aWrongActionIsReported() {
        let line = #line + 6
        expectIssue(containing: "The action is not the one expected", atLine: line) {
            LoginWorkflow().renderTester()
                .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
                .expectSideEffect(key: "clock")
                .render { $0.onNameChanged("Ada") }
                .assert(action: LoginWorkflow.Action.nameChanged("Grace"))
        }
    }

    @Test func twoActionsFromOneRenderAreReported() {
        let line = #line + 5
        expectIssue(containing: "more than one action", atLine: line) {
            LoginWorkflow().renderTester()
                .expectWorkflow(type: BannerWorkflow.self, key: "banner", producingRendering: "Hi")
                .expectSideEffect(key: "clock")
                .render { $0.onNameChanged("A"); $0.onNameChanged("B") }
        }
    }
}
