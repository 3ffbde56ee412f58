// swift-tools-version: 6.1
import PackageDescription

// The todo app. The framework it is built with is a package of its own (Framework/),
// which this one depends on by path as any app would by URL.
let package = Package(
    name: "todo-tui",
    products: [
        .library(name: "TodoApp", targets: ["TodoApp"]),
        // libpq in Swift, for the benchmarks' server suites.
        .library(name: "PostgresClient", targets: ["PostgresClient"]),
        .executable(name: "todo-tui", targets: ["todo-tui"]),
    ],
    dependencies: [
        // The framework the app is built with, a package of its own (Framework/).
        .package(path: "Framework"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The config file's TOML (todo-tui's Configuration folder).
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        // libpq, PostgreSQL's own client library: connection strings, PG* variables,
        // ~/.pgpass, sslmode and certificates as every PostgreSQL client has them.
        // Its header only (Debian's libpq-dev); the library is loaded when first used.
        .systemLibrary(
            name: "CLibpq",
            providers: [.apt(["libpq-dev"])]
        ),
        // libpq in Swift: connections, parameters as text, results, notifications.
        .target(name: "PostgresClient", dependencies: ["CLibpq"]),
        .target(
            name: "TodoApp",
            dependencies: [
                framework("Workflow"),
                framework("WorkflowUI"),
                framework("BackStackContainer"),
                framework("AlertContainer"),
                framework("ModalContainer"),
                framework("SplitScreenContainer"),
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
                framework("WorkflowTerminal"),
                framework("WorkflowUI"),
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
                "TodoApp", framework("Workflow"), framework("WorkflowUI"), framework("CursesTerminal"),
                framework("BackStackContainer"), framework("AlertContainer"), framework("ModalContainer"),
                framework("SplitScreenContainer"),
            ]
        ),
        .executableTarget(
            name: "todo-tui-fuzz",
            dependencies: ["TodoAppFuzzing", .product(name: "ArgumentParser", package: "swift-argument-parser")]
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
            name: "PostgresTesting", dependencies: [framework("TerminalTesting"), "PostgresClient", "TodoApp"],
            path: "Tests/PostgresTesting"
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
                "TodoApp", "PostgresClient", "PostgresTesting", framework("TerminalTesting"), "TodoAppFuzzing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tests/Chaos"
        ),
        .testTarget(
            name: "PostgresTests",
            dependencies: ["PostgresClient", "PostgresTesting", framework("TerminalTesting"), "TodoApp", "throwaway-postgres"]
        ),
        // The store's behaviour, one set of tests run against both backends (SQLite and a
        // PostgreSQL server), and what only a server does: access, sharing, the change feed.
        .testTarget(
            name: "StoreTests",
            dependencies: [
                "TodoApp", "PostgresClient", "PostgresTesting", "StoreFixtures", framework("TerminalTesting"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),

        .testTarget(
            name: "TodoAppTests",
            dependencies: [
                "TodoApp", framework("Workflow"), framework("WorkflowTesting"), framework("WorkflowUI"),
                framework("BackStackContainer"), framework("AlertContainer"), framework("ModalContainer"),
                framework("SplitScreenContainer"), "StoreFixtures", framework("TerminalTesting"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The executable's own logic, where it does not need the built binary.
        .testTarget(
            name: "TodoTUITests",
            dependencies: ["todo-tui", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "TodoAppFuzzingTests",
            dependencies: ["TodoAppFuzzing", "TodoApp", framework("CursesTerminal"), framework("WorkflowUI")]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["todo-tui", "todo-tui-chaos", "StoreFixtures", framework("TerminalTesting"), "PostgresTesting"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// One of the framework's modules.
func framework(_ module: String) -> Target.Dependency {
    .product(name: module, package: "Framework")
}

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
