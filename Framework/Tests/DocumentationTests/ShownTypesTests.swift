import Foundation
import Testing

/// The code a document shows uses only what its reader can import or write: a type that
/// only these tests declare (an example's screen, its workflow) is one the document shows
/// the declaration of, or one whose insides it shows (the workflow whose `render` it
/// lists), or one that an article it links to shows (`<doc:GettingStarted>` in its own
/// catalog, `<doc:/documentation/WorkflowUI/GettingStarted>` in a module's it depends on,
/// as the combined documentation of `make docs` resolves it, or the page's path for any
/// other). Otherwise the reader meets a name no module exports and no page explains.
@Suite struct ShownTypesTests {
    @Test(arguments: DocumentationCodeTests.documents)
    func everyExampleTypeADocumentUsesIsShownToItsReader(document: String) throws {
        let examples = try Self.exampleTypes()
        let text = try Self.read(document)
        let used = Set(SwiftBlock.all(in: text).flatMap { $0.lines.flatMap(Self.typeNames(in:)) }).intersection(examples)
        let shown = try Self.typesShown(in: document, text: text)
            .union(Self.linkedDocuments(of: document, text: text).flatMap { try Self.typesShown(in: $0, text: Self.read($0)) })
        for type in used.subtracting(shown).sorted() {
            let advice = "show its declaration there, or link to an article that does (<doc:/documentation/Module/Article>)"
            Issue.record("\(document) uses \(type), which only the documentation tests declare: \(advice)")
        }
    }

    // MARK: What a document shows

    /// The example types a document shows: those it declares, and those whose insides its
    /// blocks are (the type around each paragraph where the compiled code holds it).
    static func typesShown(in document: String, text: String) throws -> Set<String> {
        let blocks = SwiftBlock.all(in: text)
        var shown = Set(blocks.flatMap { $0.lines.compactMap { declaredType(in: $0) } })
        let files = try compiledFiles()
        for paragraph in blocks.flatMap(\.paragraphs) {
            for file in files {
                shown.formUnion(file.enclosingTypes(of: paragraph))
            }
        }
        return shown
    }

    /// The articles a document links to, as paths like those of `documents`: DocC links,
    /// and Markdown links to a file (the README's).
    static func linkedDocuments(of document: String, text: String) -> [String] {
        let folder = document.split(separator: "/").dropLast().joined(separator: "/")
        let inFolder = { (path: Substring) in folder.isEmpty ? String(path) : "\(folder)/\(path)" }
        let docLinks = text.matches(of: /<doc:(?:\/documentation\/([A-Za-z]+)\/)?([A-Za-z]+)>/).map { link in
            link.output.1.map { "Sources/\($0)/Documentation.docc/\(link.output.2).md" } ?? inFolder("\(link.output.2).md")
        }
        let fileLinks = text.matches(of: /\]\(([\w\/.]+\.md)\)/).map { inFolder($0.output.1) }
        // A module's catalog links only to the modules it depends on; to another, a link to
        // the page's path in the combined archive (`/documentation/workflowui/gettingstarted`).
        let pageLinks = text.matches(of: /\]\(\/documentation\/(\w+)\/(\w+)\)/).compactMap { link in
            documentFile(module: link.output.1, article: link.output.2)
        }
        return (docLinks + fileLinks + pageLinks)
            .filter { FileManager.default.fileExists(atPath: DocumentationCodeTests.root.appendingPathComponent($0).path) }
    }

    /// The article a page's path names, whose parts DocC writes in lower case.
    static func documentFile(module: Substring, article: Substring) -> String? {
        DocumentationCodeTests.documents.first { path in
            path.lowercased() == "sources/\(module.lowercased())/documentation.docc/\(article.lowercased()).md"
        }
    }

    // MARK: What the tests declare

    /// The types the documentation tests declare at the top level of a file.
    static func exampleTypes() throws -> Set<String> {
        Set(try compiledFiles().filter(\.isDocumentationTest).flatMap { file in
            file.original.filter { !($0.first?.isWhitespace ?? true) }.compactMap(declaredType(in:))
        })
    }

    /// The name a line declares a type by (`struct NoteScreen: Screen {`), if it does.
    static func declaredType(in line: String) -> String? {
        let declaration = /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)/
        return line.firstMatch(of: declaration).map { String($0.output.1) }
    }

    /// The capitalized names a line of code uses.
    static func typeNames(in line: String) -> [String] {
        line.matches(of: /\b[A-Z]\w*/).map { String($0.output) }
    }

    static func read(_ document: String) throws -> String {
        try String(contentsOf: DocumentationCodeTests.root.appendingPathComponent(document), encoding: .utf8)
    }

    static func compiledFiles() throws -> [ShownFile] {
        try DocumentationCodeTests.compiledFolders.flatMap { folder -> [ShownFile] in
            let url = DocumentationCodeTests.root.appendingPathComponent(folder)
            let paths = FileManager.default.subpaths(atPath: url.path) ?? []
            return try paths.filter { $0.hasSuffix(".swift") }.map { path in
                let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                return ShownFile(path: "\(folder)/\(path)", original: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            }
        }
    }
}

/// A compiled file, read for the types it declares and the types its lines are inside.
struct ShownFile {
    var path: String
    var original: [String]

    var isDocumentationTest: Bool { path.hasPrefix("Tests/DocumentationTests/") }

    /// The top-level types (declared or extended) around the places where `paragraph`'s
    /// lines run, without their indentation, in this file.
    func enclosingTypes(of paragraph: [String]) -> [String] {
        let trimmed = original.map { $0.trimmingCharacters(in: .whitespaces) }
        guard !paragraph.isEmpty, paragraph.count <= trimmed.count else { return [] }
        return (0...(trimmed.count - paragraph.count)).compactMap { start -> String? in
            guard trimmed[start..<(start + paragraph.count)].elementsEqual(paragraph),
                  original[start].first?.isWhitespace == true
            else { return nil }
            return original[..<start].last { !($0.first?.isWhitespace ?? true) && !$0.hasPrefix("}") }
                .flatMap { ShownTypesTests.declaredType(in: $0) ?? Self.extendedType(in: $0) }
        }
    }

    private static func extendedType(in line: String) -> String? {
        line.firstMatch(of: /^extension\s+([A-Z]\w*)/).map { String($0.output.1) }
    }
}
