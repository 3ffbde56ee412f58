import Foundation
import Testing

/// An app that depends on the framework resolves only the framework's own dependencies:
/// a package made outside the repository, as a developer would make one, is resolved by
/// SwiftPM, and its pins are read.
@Suite struct AppPackageTests {
    /// The framework's package: three folders up from this file.
    static let framework = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func anAppDependingOnTheFrameworkResolvesOnlySwiftLog() throws {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("framework-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/app"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: app) }
        try Self.manifest(frameworkPath: Self.framework.path).write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import WorkflowTerminal\n".write(to: app.appendingPathComponent("Sources/app/main.swift"), atomically: true, encoding: .utf8)

        let result = try Self.swift(["package", "resolve"], in: app)
        try #require(result.status == 0, "swift package resolve failed:\n\(result.output)")

        let resolved = try Data(contentsOf: app.appendingPathComponent("Package.resolved"))
        let pins = try JSONDecoder().decode(ResolvedPackages.self, from: resolved).pins.map(\.identity)
        #expect(pins == ["swift-log"], "the app resolved \(pins)")
    }

    /// An app's manifest that uses every library the framework offers.
    static func manifest(frameworkPath: String) -> String {
        let modules = [
            "Workflow", "WorkflowTesting", "TerminalCore", "WorkflowUI", "BackStackContainer", "SplitScreenContainer",
            "AlertContainer", "ModalContainer", "CursesTerminal", "WorkflowTerminal", "TerminalTesting",
        ]
        let products = modules.map { "                .product(name: \"\($0)\", package: \"Framework\")," }.joined(separator: "\n")
        return """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "app",
                dependencies: [.package(name: "Framework", path: "\(frameworkPath)")],
                targets: [
                    .executableTarget(name: "app", dependencies: [
            \(products)
                    ]),
                ]
            )

            """
    }

    /// Package.resolved, as far as these tests read it.
    struct ResolvedPackages: Decodable {
        struct Pin: Decodable { var identity: String }
        var pins: [Pin]
    }

    /// Runs `swift` with `arguments` in `directory`, and returns its status and output.
    /// Its temporary files (SwiftPM leaves lock files there) go in `directory` too, which
    /// the test removes.
    static func swift(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let temporary = directory.appendingPathComponent(".tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
