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
        .package(name: "todo-tui", path: "../.."),
    ],
    targets: [
        // The game: its rules, workflows, screens and views.
        .target(
            name: "TicTacToeApp",
            dependencies: [
                .product(name: "Workflow", package: "todo-tui"),
                .product(name: "WorkflowUI", package: "todo-tui"),
                .product(name: "BackStackContainer", package: "todo-tui"),
                .product(name: "SplitScreenContainer", package: "todo-tui"),
                .product(name: "AlertContainer", package: "todo-tui"),
            ]
        ),
        // Runs the game on the real terminal in one call.
        .executableTarget(
            name: "tictactoe",
            dependencies: [
                "TicTacToeApp",
                .product(name: "WorkflowTerminal", package: "todo-tui"),
            ]
        ),

        .testTarget(
            name: "TicTacToeAppTests",
            dependencies: [
                "TicTacToeApp",
                .product(name: "Workflow", package: "todo-tui"),
                .product(name: "WorkflowTesting", package: "todo-tui"),
                .product(name: "WorkflowUI", package: "todo-tui"),
                .product(name: "BackStackContainer", package: "todo-tui"),
                .product(name: "SplitScreenContainer", package: "todo-tui"),
                .product(name: "AlertContainer", package: "todo-tui"),
                .product(name: "TerminalTesting", package: "todo-tui"),
            ]
        ),
        // Drives the built `tictactoe` in tmux.
        .testTarget(
            name: "TicTacToeEndToEndTests",
            dependencies: ["tictactoe", .product(name: "TerminalTesting", package: "todo-tui")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
