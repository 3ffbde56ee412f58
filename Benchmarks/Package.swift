// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that `make test` never builds them.
// `make bench` builds todo-tui in release mode first; the app benchmarks run that binary.
let package = Package(
    name: "todo-tui-benchmarks",
    dependencies: [
        .package(name: "todo-tui", path: ".."),
        .package(name: "Framework", path: "../Framework"),
        // The store suite writes a v5 database of 1,000,000 todos the fast way.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "todo-tui-benchmarks",
            dependencies: [
                .product(name: "Workflow", package: "Framework"),
                .product(name: "WorkflowUI", package: "Framework"),
                .product(name: "CursesTerminal", package: "Framework"),
                .product(name: "TodoApp", package: "todo-tui"),
                .product(name: "PostgresClient", package: "todo-tui"),
                .product(name: "TerminalTesting", package: "Framework"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
