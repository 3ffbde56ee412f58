import Foundation
import Testing

/// The sample shows what an app builds on the framework's public API alone. Depending on
/// the framework by path keeps everything else out of reach, except through a testable
/// import, which a debug build allows: so only the sample's own module is imported that
/// way, in its sources and its tests.
@Suite struct PublicAPITests {
    private static let package = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func onlyTheSamplesOwnModuleIsImportedTestably() throws {
        var files: [String] = []
        for folder in ["Sources", "Tests"] {
            let url = Self.package.appendingPathComponent(folder)
            files += (FileManager.default.subpaths(atPath: url.path) ?? [])
                .filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
        }
        #expect(files.count > 20, "the sample's files were found")
        for file in files {
            let text = try String(contentsOf: Self.package.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("@testable import") || line.hasPrefix("@_spi") {
                #expect(line == "@testable import TicTacToeApp", "\(file) reaches past the framework's public API: \(line)")
            }
        }
    }
}
