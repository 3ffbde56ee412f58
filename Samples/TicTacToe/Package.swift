// swift-tools-version: 6.1
import PackageDescription

// A second app on the framework, in a package of its own that depends on the framework by
// path, as any app would by URL: only the framework's public API is in reach, so what the
// sample needed and the framework lacked shows up here first.
let package = Package(
    name: "TicTacToe",
    products: [
        .executable(name: "tictactoe", targets: ["tictactoe"]),
    ],
    dependencies: [
        .package(name: "Framework", path: "../../Framework"),
    ],
    targets: [
        // The game: its rules, workflows, screens and views.
        .target(
            name: "TicTacToeApp",
            dependencies: [
                .product(name: "Workflow", package: "Framework"),
                .product(name: "WorkflowUI", package: "Framework"),
                .product(name: "BackStackContainer", package: "Framework"),
                .product(name: "SplitScreenContainer", package: "Framework"),
                .product(name: "AlertContainer", package: "Framework"),
            ]
        ),
        // Runs the game on the real terminal in one call.
        .executableTarget(
            name: "tictactoe",
            dependencies: [
                "TicTacToeApp",
                .product(name: "WorkflowTerminal", package: "Framework"),
            ]
        ),

        .testTarget(
            name: "TicTacToeAppTests",
            dependencies: [
                "TicTacToeApp",
                .product(name: "Workflow", package: "Framework"),
                .product(name: "WorkflowTesting", package: "Framework"),
                .product(name: "WorkflowUI", package: "Framework"),
                .product(name: "BackStackContainer", package: "Framework"),
                .product(name: "SplitScreenContainer", package: "Framework"),
                .product(name: "AlertContainer", package: "Framework"),
                .product(name: "TerminalTesting", package: "Framework"),
            ]
        ),
        // Drives the built `tictactoe` in tmux.
        .testTarget(
            name: "TicTacToeEndToEndTests",
            dependencies: ["tictactoe", .product(name: "TerminalTesting", package: "Framework")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
