import Foundation
import Testing
@testable import TodoApp

@Suite struct TrimmingWhitespaceTests {
    /// Spaces of every kind Unicode has, line breaks, and characters that look like space
    /// but are not (a zero-width space, a word joiner), around and inside text.
    @Test(arguments: [
        "", " ", "Ada", "  Ada  ", "\tAda\n", "\r\nAda\r\n", " A d a ",
        "\u{00A0}Ada\u{00A0}", "\u{3000}日本\u{3000}", "\u{2003}Ada\u{2009}", "\u{0085}Ada\u{2028}\u{2029}",
        "\u{200B}Ada\u{200B}", "\u{2060}Ada", "\u{000B}\u{000C}Ada", "e\u{0301} ", " \u{0301}Ada",
        "👩‍👩‍👧 ", " \n \t ",
    ])
    func trimsWhatFoundationTrims(text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func everyScalarIsTrimmedAsFoundationTrimsIt() {
        let differing = (0...0x10FFFF as ClosedRange<UInt32>).compactMap(Unicode.Scalar.init).filter { scalar in
            scalar.isTrimmedAsWhitespace != CharacterSet.whitespacesAndNewlines.contains(scalar)
        }
        #expect(differing.isEmpty)
    }

    @Test func aSubstringIsTrimmedToo() {
        let text = "[  Ada  ]"
        #expect(text.dropFirst().dropLast().trimmingWhitespace() == "Ada")
    }
}
