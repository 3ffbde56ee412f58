// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that `make test` never builds them.
// `make bench` builds todo-tui in release mode first; the app benchmarks run that binary.
let package = Package(
    name: "todo-tui-benchmarks",
    dependencies: [
        .package(name: "todo-tui", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "todo-tui-benchmarks",
            dependencies: [
                .product(name: "Workflow", package: "todo-tui"),
                .product(name: "WorkflowUI", package: "todo-tui"),
                .product(name: "CursesTerminal", package: "todo-tui"),
                .product(name: "TodoApp", package: "todo-tui"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
