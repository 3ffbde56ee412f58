// swift-tools-version: 6.1
import PackageDescription

// The framework README's example app, as an app of its own: a package that depends on
// the framework by path, as any app would by URL, and so resolves only what the
// framework uses.
let package = Package(
    name: "Counter",
    dependencies: [
        .package(name: "Framework", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "counter",
            dependencies: [
                .product(name: "Workflow", package: "Framework"),
                .product(name: "WorkflowUI", package: "Framework"),
                .product(name: "WorkflowTerminal", package: "Framework"),
            ]
        ),
        .testTarget(
            name: "CounterTests",
            dependencies: [
                "counter",
                .product(name: "Workflow", package: "Framework"),
                .product(name: "WorkflowTesting", package: "Framework"),
                .product(name: "WorkflowUI", package: "Framework"),
                .product(name: "TerminalTesting", package: "Framework"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
