// swift-tools-version: 6.1
import PackageDescription

// The framework: a terminal port of Square's Workflow, a package of its own so that an app
// depending on it resolves and builds only what the framework uses (swift-log, for the
// one-call runner). The todo app beside it (the repository's root package), the README's
// Counter (Examples/Counter) and the tic-tac-toe sample depend on it by path, as any app
// would by URL.
//
// The layering is the one in DESIGN.md: an arrow there is a dependency here.
// `Workflow` knows nothing of terminals; only `CursesTerminal` imports `CNcurses`, and it
// knows nothing of views.
let package = Package(
    name: "Framework",
    products: [
        .library(name: "Workflow", targets: ["Workflow"]),
        .library(name: "TerminalCore", targets: ["TerminalCore"]),
        .library(name: "WorkflowTesting", targets: ["WorkflowTesting"]),
        .library(name: "WorkflowUI", targets: ["WorkflowUI"]),
        .library(name: "BackStackContainer", targets: ["BackStackContainer"]),
        .library(name: "SplitScreenContainer", targets: ["SplitScreenContainer"]),
        .library(name: "AlertContainer", targets: ["AlertContainer"]),
        .library(name: "ModalContainer", targets: ["ModalContainer"]),
        .library(name: "CursesTerminal", targets: ["CursesTerminal"]),
        .library(name: "WorkflowTerminal", targets: ["WorkflowTerminal"]),
        .library(name: "TerminalTesting", targets: ["TerminalTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(name: "Workflow"),
        .target(name: "WorkflowTesting", dependencies: ["Workflow"]),
        // What a terminal device and the views share: sizes, keys, styles, cells, frame
        // updates. WorkflowUI re-exports it.
        .target(name: "TerminalCore"),
        .target(name: "WorkflowUI", dependencies: ["Workflow", "TerminalCore"]),
        .target(name: "BackStackContainer", dependencies: ["WorkflowUI"]),
        .target(name: "SplitScreenContainer", dependencies: ["WorkflowUI"]),
        .target(name: "AlertContainer", dependencies: ["WorkflowUI"]),
        .target(name: "ModalContainer", dependencies: ["WorkflowUI"]),
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        // What the main thread's loop (MainQueueLoop) needs from C: libdispatch's run-loop
        // hooks, ppoll and gettid.
        .systemLibrary(name: "CMainLoop"),
        // A terminal device needs sizes, key events and frame updates, not screens or
        // widgets: CursesTerminalTests checks that its sources import nothing else. It
        // also holds the process's plumbing: signals, and the main thread's loop, which
        // serves the main queue and the terminal's input in one `poll`.
        .target(name: "CursesTerminal", dependencies: ["TerminalCore", "CNcurses", "CMainLoop"]),
        // One call runs an app on the real terminal: it needs the views and the device.
        .target(
            name: "WorkflowTerminal",
            dependencies: [
                "Workflow", "WorkflowUI", "CursesTerminal",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What tests of terminal apps share: the screen assertion, waiting with a
        // deadline, and the built program in tmux with nothing left behind.
        .target(name: "TerminalTesting", dependencies: ["WorkflowUI"]),

        // A program the curses tests start on a pseudo-terminal, as a user starts an app
        // from a shell: one line until Ctrl-C or a signal ends it.
        .executableTarget(
            name: "ready-app",
            dependencies: ["Workflow", "WorkflowUI", "WorkflowTerminal"],
            path: "Tests/ReadyApp"
        ),

        .testTarget(name: "WorkflowTests", dependencies: ["Workflow", "WorkflowTesting", "TerminalTesting"]),
        .testTarget(name: "WorkflowTestingTests", dependencies: ["Workflow", "WorkflowTesting"]),
        .testTarget(name: "WorkflowUITests", dependencies: ["WorkflowUI", "Workflow", "TerminalTesting"]),
        .testTarget(name: "BackStackContainerTests", dependencies: ["BackStackContainer", "WorkflowUI", "TerminalTesting"]),
        .testTarget(
            name: "SplitScreenContainerTests",
            dependencies: ["SplitScreenContainer", "BackStackContainer", "WorkflowUI", "Workflow", "TerminalTesting"]
        ),
        .testTarget(name: "AlertContainerTests", dependencies: ["AlertContainer", "WorkflowUI", "Workflow", "TerminalTesting"]),
        .testTarget(name: "ModalContainerTests", dependencies: ["ModalContainer", "WorkflowUI", "Workflow", "TerminalTesting"]),
        // Everything that starts curses, the one-call runner included: curses drives one
        // terminal per process, so these tests run one at a time in one suite.
        .testTarget(
            name: "CursesTerminalTests",
            dependencies: ["CursesTerminal", "WorkflowTerminal", "WorkflowUI", "Workflow", "TerminalTesting", "ready-app"]
        ),
        .testTarget(name: "TerminalTestingTests", dependencies: ["TerminalTesting", "WorkflowUI"]),
        // The package as an app sees it: what depending on it resolves.
        .testTarget(name: "PackageTests"),
        // The code that README.md and the modules' DocC articles show, compiled and run,
        // and a test that every Swift block they show is found in compiled code.
        .testTarget(
            name: "DocumentationTests",
            dependencies: [
                "Workflow", "WorkflowTesting", "TerminalCore", "WorkflowUI", "BackStackContainer",
                "SplitScreenContainer", "AlertContainer", "ModalContainer", "CursesTerminal", "WorkflowTerminal",
                "TerminalTesting",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `make docs` builds every module's documentation archive with swift-docc-plugin. Only
// then is the plugin a dependency, so that an app depending on the framework never
// resolves it.
if Context.environment["FRAMEWORK_DOCS"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
