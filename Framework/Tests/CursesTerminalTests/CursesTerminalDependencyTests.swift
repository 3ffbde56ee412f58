import Foundation
import Testing

/// The terminal device stands below the views: it needs sizes, key events and frame
/// updates (TerminalCore) and ncurses, never screens or widgets. SwiftPM lets a target
/// import a module of the same package that it does not declare once that module is
/// built, so Package.swift alone would not catch a stray `import WorkflowUI`; this does.
struct CursesTerminalDependencyTests {
    /// What CursesTerminal may import: its dependencies (CMainLoop, the C the main
    /// thread's loop needs, among them) and the system (the C library, Dispatch, and the standard library's
    /// atomics).
    private static let allowedModules: Set<String> = [
        "TerminalCore", "CNcurses", "CMainLoop", "Glibc", "Dispatch", "Synchronization",
    ]

    @Test func cursesTerminalImportsOnlyTerminalCoreCNcursesTheRunLoopHooksAndTheSystem() throws {
        let sources = try Self.sourceFiles(of: "CursesTerminal")
        #expect(!sources.isEmpty, "no sources found for CursesTerminal")
        for file in sources {
            let imported = Self.importedModules(in: try String(contentsOf: file, encoding: .utf8))
            let unexpected = imported.subtracting(Self.allowedModules)
            #expect(unexpected.isEmpty, "\(file.lastPathComponent) imports \(unexpected.sorted())")
        }
    }

    @Test func importsAreFoundWhateverTheirAttributesAndAccess() {
        let source = """
            import Glibc
            @_exported import WorkflowUI
            internal import struct Foundation.Date
            @preconcurrency public import Dispatch
            // import Commented
            """
        #expect(Self.importedModules(in: source) == ["Glibc", "WorkflowUI", "Foundation", "Dispatch"])
    }

    /// Every module named by an import declaration: `import X`, `@_exported import X`,
    /// `internal import struct X.Y`.
    private static func importedModules(in source: String) -> Set<String> {
        let declaration = /^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/
        var modules: Set<String> = []
        for line in source.split(separator: "\n") {
            if let match = line.firstMatch(of: declaration) { modules.insert(String(match.1)) }
        }
        return modules
    }

    /// The Swift files of a target, found from this file's place in the package.
    private static func sourceFiles(of target: String) throws -> [URL] {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directory = packageRoot.appendingPathComponent("Sources").appendingPathComponent(target)
        guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}
