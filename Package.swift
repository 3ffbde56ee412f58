// swift-tools-version: 6.1
import PackageDescription

// The layering is the one in DESIGN.md: an arrow there is a dependency here.
// `Workflow` knows nothing of terminals; only `CursesTerminal` imports `CNcurses`, and it
// knows nothing of views.
let package = Package(
    name: "todo-tui",
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
        .library(name: "TodoApp", targets: ["TodoApp"]),
        // libpq in Swift, for the benchmarks' server suites.
        .library(name: "PostgresClient", targets: ["PostgresClient"]),
        .executable(name: "todo-tui", targets: ["todo-tui"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The config file's TOML (todo-tui's Configuration folder).
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // `make docs`: builds each framework module's documentation archive. A plugin, so
        // nothing of it is built by `swift build` or `swift test`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
        // libpq, PostgreSQL's own client library: connection strings, PG* variables,
        // ~/.pgpass, sslmode and certificates as every PostgreSQL client has them.
        // Its header only (Debian's libpq-dev); the library is loaded when first used.
        .systemLibrary(
            name: "CLibpq",
            providers: [.apt(["libpq-dev"])]
        ),
        // A terminal device needs sizes, key events and frame updates, not screens or
        // widgets: CursesTerminalTests checks that its sources import nothing else. It
        // also holds the process's plumbing: signals, and the main thread's loop, which
        // serves the main queue and the terminal's input in one `poll`.
        .target(name: "CursesTerminal", dependencies: ["TerminalCore", "CNcurses", "CMainLoop"]),
        // libpq in Swift: connections, parameters as text, results, notifications.
        .target(name: "PostgresClient", dependencies: ["CLibpq"]),
        // One call runs an app on the real terminal: it needs the views and the device.
        .target(
            name: "WorkflowTerminal",
            dependencies: [
                "Workflow", "WorkflowUI", "CursesTerminal",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What tests of terminal apps share, the sample's included: the screen assertion,
        // waiting with a deadline, and the built program in tmux with nothing left behind.
        .target(name: "TerminalTesting", dependencies: ["WorkflowUI"]),
        .target(
            name: "TodoApp",
            dependencies: [
                "Workflow",
                "WorkflowUI",
                "BackStackContainer",
                "AlertContainer",
                "ModalContainer",
                "SplitScreenContainer",
                .product(name: "GRDB", package: "GRDB.swift"),
                // The raw SQLite API, for decoding large lists without per-row overhead.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                "PostgresClient",
            ]
        ),
        .executableTarget(
            name: "todo-tui",
            dependencies: [
                "TodoApp",
                "WorkflowTerminal",
                "WorkflowUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            linkerSettings: releaseLinkerSettings
        ),
        // The fuzzer: the whole app on the in-memory terminal, driven by random events
        // from a seed and checked after each (`make fuzz`; a short run is in `make test`).
        // It reads the app's list from its screens and the key decoder, so it imports
        // TodoApp and CursesTerminal with @testable: a release build of it needs
        // `-Xswiftc -enable-testing`, as `make fuzz` passes.
        .target(
            name: "TodoAppFuzzing",
            dependencies: [
                "TodoApp", "Workflow", "WorkflowUI", "CursesTerminal", "BackStackContainer", "AlertContainer",
                "ModalContainer", "SplitScreenContainer",
            ]
        ),
        .executableTarget(
            name: "todo-tui-fuzz",
            dependencies: ["TodoAppFuzzing", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The README's example app, built so that its code always compiles; the
        // end-to-end tests run it.
        .executableTarget(
            name: "counter",
            dependencies: ["Workflow", "WorkflowUI", "WorkflowTerminal"],
            path: "Examples/Counter"
        ),

        // Database files as released todo-tuis left them, for the store's tests and the
        // end-to-end tests of reading a backup; lists made at random, and the rule their
        // pages are checked against (PagingOracle), for the store's tests of both backends.
        .target(
            name: "StoreFixtures",
            dependencies: ["TodoApp", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/StoreFixtures"
        ),

        // A throwaway PostgreSQL server for the tests that need one (PostgresCluster), one
        // shared a test process, and a database a test with the todo-tui schema set up.
        .target(
            name: "PostgresTesting", dependencies: ["TerminalTesting", "PostgresClient", "TodoApp"], path: "Tests/PostgresTesting"
        ),
        // That server as a program, for as long as it runs: the tests kill it to check that
        // nothing of the server is left.
        .executableTarget(name: "throwaway-postgres", dependencies: ["PostgresTesting"], path: "Tests/ThrowawayPostgres"),
        // `make chaos`: client processes changing one shared list on a throwaway server
        // through links cut and blackholed and clients killed, then checked: nothing lost,
        // nothing made twice, every copy the server's. A short run is in `make test`
        // (EndToEndTests). It reads the copies' news and hands the store its change ids, so
        // it imports TodoApp with @testable: a debug build.
        .executableTarget(
            name: "todo-tui-chaos",
            dependencies: [
                "TodoApp", "PostgresClient", "PostgresTesting", "TerminalTesting", "TodoAppFuzzing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/Chaos"
        ),
        .testTarget(
            name: "PostgresTests",
            dependencies: ["PostgresClient", "PostgresTesting", "TerminalTesting", "TodoApp", "throwaway-postgres"]
        ),
        // The store's behaviour, one set of tests run against both backends (SQLite and a
        // PostgreSQL server), and what only a server does: access, sharing, the change feed.
        .testTarget(
            name: "StoreTests",
            dependencies: [
                "TodoApp", "PostgresClient", "PostgresTesting", "StoreFixtures", "TerminalTesting",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),

        .testTarget(name: "WorkflowTests", dependencies: ["Workflow", "WorkflowTesting", "TerminalTesting"]),
        .testTarget(name: "WorkflowTestingTests", dependencies: ["Workflow", "WorkflowTesting"]),
        .testTarget(name: "WorkflowUITests", dependencies: ["WorkflowUI", "Workflow", "TerminalTesting"]),
        .testTarget(name: "BackStackContainerTests", dependencies: ["BackStackContainer", "WorkflowUI", "TerminalTesting"]),
        .testTarget(name: "SplitScreenContainerTests", dependencies: ["SplitScreenContainer", "WorkflowUI", "Workflow", "TerminalTesting"]),
        .testTarget(name: "AlertContainerTests", dependencies: ["AlertContainer", "WorkflowUI", "Workflow", "TerminalTesting"]),
        .testTarget(name: "ModalContainerTests", dependencies: ["ModalContainer", "WorkflowUI", "Workflow", "TerminalTesting"]),
        // Everything that starts curses, the one-call runner included: curses drives one
        // terminal per process, so these tests run one at a time in one suite.
        .testTarget(name: "CursesTerminalTests", dependencies: ["CursesTerminal", "WorkflowTerminal", "WorkflowUI", "Workflow", "TerminalTesting"]),
        .testTarget(
            name: "TodoAppTests",
            dependencies: [
                "TodoApp", "Workflow", "WorkflowTesting", "WorkflowUI", "BackStackContainer",
                "AlertContainer", "ModalContainer", "SplitScreenContainer", "StoreFixtures", "TerminalTesting",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The executable's own logic, where it does not need the built binary.
        .testTarget(
            name: "TodoTUITests",
            dependencies: ["todo-tui", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "TodoAppFuzzingTests", dependencies: ["TodoAppFuzzing", "TodoApp", "CursesTerminal", "WorkflowUI"]),
        .testTarget(
            name: "EndToEndTests", dependencies: ["todo-tui", "counter", "todo-tui-chaos", "StoreFixtures", "TerminalTesting", "PostgresTesting"]
        ),
        .testTarget(name: "TerminalTestingTests", dependencies: ["TerminalTesting", "WorkflowUI"]),
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

// How `make release` links todo-tui. Otherwise it links as the toolchain does:
// position-independent, with the system's C library, SQLite and ncurses as shared
// libraries, so that their security updates reach it without a new build, and so that
// accounts from any source /etc/nsswitch.conf names work. Each flag below stays because
// it buys memory or start time: the README's "Tunings" (under "Benchmarks") gives what,
// measured with and without it. Debug builds, and so the tests, link with the defaults.
var releaseLinkerSettings: [LinkerSetting] {
    [
        .unsafeFlags(
            [
                // lld: the linker that reads the order file and packs relocations.
                "-use-ld=lld",
                // The loader reads the relative relocations as a bitmap (DT_RELR), not as
                // 2 MB of RELA entries, which it also wrote to (and so copied) every start.
                "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                // No dynamic symbol table of the whole program, which the toolchain exports
                // for `dladdr` and the runtime reads at start; crash backtraces read the
                // symbol table in the file, which stays.
                "-Xlinker", "--no-export-dynamic",
                // The functions a start and a list run, placed together (`make order-file`
                // lists them; a name no longer found is skipped).
                "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Linker/todo-tui.order",
                "-Xlinker", "--no-warn-symbol-ordering",
                // The compiler's functions no order file can name, together (see the file).
                "-Xlinker", "-T", "-Xlinker", "\(Context.packageDirectory)/Linker/private-functions.ld",
                // libstdc++, which the Swift runtime and Foundation use, from its static
                // archive: a linker script by that name there links it (the GCC runtime
                // library exception allows it), and only the parts used are loaded.
                "-L\(Context.packageDirectory)/Linker/static-libstdc++",
            ],
            .when(configuration: .release)
        ),
    ]
}
