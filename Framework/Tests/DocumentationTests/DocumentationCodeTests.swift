import Foundation
import Testing

/// The code the documentation shows is code the build compiles, so it cannot drift from
/// the API: every `swift` block in the framework's README.md and in the modules' DocC
/// catalogs is found in a file that the framework's tests compile (this target's examples,
/// and `Examples/`, the Counter package).
///
/// A block is compared a paragraph at a time (the lines between blank lines), each line
/// without its indentation, so that an article can show a piece of a type, or lines that
/// live in a function, without the lines around them. Every paragraph must be found, in
/// order and without a line between, in one compiled file.
@Suite struct DocumentationCodeTests {
    /// The framework's package: three folders up from this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The framework's modules, each with a catalog of its own.
    static let modules = [
        "Workflow", "WorkflowTesting", "TerminalCore", "WorkflowUI", "BackStackContainer",
        "SplitScreenContainer", "AlertContainer", "ModalContainer", "CursesTerminal", "WorkflowTerminal",
        "TerminalTesting",
    ]

    /// Where shown code may come from: folders whose Swift files the build compiles.
    static let compiledFolders = ["Tests/DocumentationTests", "Examples/Counter/Sources"]

    /// README.md and every article and landing page of every catalog.
    static var documents: [String] {
        let articles = modules.flatMap { module in
            let catalog = "Sources/\(module)/Documentation.docc"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return ["README.md"] + articles
    }

    @Test(arguments: documents)
    func everySwiftBlockIsCompiledCode(document: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        let compiled = try Self.compiledFiles()
        for block in SwiftBlock.all(in: text) {
            for paragraph in block.paragraphs where !compiled.contains(where: { $0.lines.containsRun(paragraph) }) {
                Issue.record("\(document), the block at line \(block.line): no compiled file holds\n\(paragraph.joined(separator: "\n"))")
            }
        }
    }

    @Test(arguments: modules)
    func everyModuleHasACatalogWithAGettingStartedArticleThatShowsCode(module: String) throws {
        let catalog = Self.root.appendingPathComponent("Sources/\(module)/Documentation.docc")
        let landing = try String(contentsOf: catalog.appendingPathComponent("\(module).md"), encoding: .utf8)
        #expect(landing.hasPrefix("# ``\(module)``"), "the landing page documents the module")
        #expect(landing.contains("<doc:GettingStarted>"), "the landing page leads to the article")
        let article = try String(contentsOf: catalog.appendingPathComponent("GettingStarted.md"), encoding: .utf8)
        #expect(!SwiftBlock.all(in: article).isEmpty, "the article shows code")
    }

    // MARK: Reading files

    struct CompiledFile {
        var path: String
        /// Its lines without their indentation.
        var lines: [String]
    }

    static func compiledFiles() throws -> [CompiledFile] {
        try compiledFolders.flatMap { folder -> [CompiledFile] in
            let url = root.appendingPathComponent(folder)
            let paths = FileManager.default.subpaths(atPath: url.path) ?? []
            return try paths.filter { $0.hasSuffix(".swift") }.map { path in
                let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                return CompiledFile(path: "\(folder)/\(path)", lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(\.trimmed))
            }
        }
    }
}

/// A fenced block of Swift in a Markdown document.
struct SwiftBlock {
    /// The line the fence opens on, counting from 1.
    var line: Int
    var lines: [String]

    /// Runs of non-blank lines, each line without its indentation.
    var paragraphs: [[String]] {
        lines.map(\.trimmed).split(whereSeparator: \.isEmpty).map(Array.init)
    }

    static func all(in markdown: String) -> [SwiftBlock] {
        var blocks: [SwiftBlock] = []
        var open: SwiftBlock?
        var inOtherBlock = false
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fence = line.trimmed
            if var block = open {
                if fence == "```" {
                    blocks.append(block)
                    open = nil
                } else {
                    block.lines.append(String(line))
                    open = block
                }
            } else if inOtherBlock {
                if fence == "```" { inOtherBlock = false }
            } else if fence == "```swift" {
                open = SwiftBlock(line: index + 1, lines: [])
            } else if fence.hasPrefix("```") {
                inOtherBlock = true
            }
        }
        return blocks
    }
}

extension StringProtocol {
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}

extension Array where Element == String {
    /// Whether `run` appears in this array, in order and without anything between.
    fileprivate func containsRun(_ run: [String]) -> Bool {
        guard !run.isEmpty, run.count <= count else { return run.isEmpty }
        return (0...(count - run.count)).contains { start in self[start..<(start + run.count)].elementsEqual(run) }
    }
}
