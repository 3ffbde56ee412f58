import Foundation
import Testing
@testable import TodoApp

/// Finding where JSON breaks, to tell a person where to look.
@Suite struct JSONSyntaxErrorTests {
    private func error(in text: String) -> JSONSyntaxError? {
        JSONSyntaxError.first(in: Data(text.utf8))
    }

    @Test(arguments: [
        "[]", "{}", "[1, -2.5e+3, 0, true, false, null]", #"{"a": {"b": [[], {}]}, "c": "d"}"#,
        #"["\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00"]"#, " \n[ 1 ]\n ", "\u{FEFF}[1]", #""just a string""#, "3",
    ])
    func validJSONHasNoError(text: String) {
        #expect(error(in: text) == nil)
    }

    @Test func anExportCutShortIsPlacedAtTheEndOfItsLastLine() {
        let cut = "[\n  {\n    \"createdAt\" : \"2025-01-31T09:30:00.250Z\",\n    \"done\" : false,\n"
        #expect(error(in: cut) == JSONSyntaxError(
            line: 4, column: 20, reason: "the file ends before the JSON does, as if it was cut short"
        ))
    }

    @Test func aMissingCommaIsPlacedAtWhatCameInstead() {
        #expect(error(in: "[\n  {\"title\": \"a\"}\n  {\"title\": \"b\"}\n]") == JSONSyntaxError(
            line: 3, column: 3, reason: "expected , or ] but found '{'"
        ))
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect(error(in: #"["日本語 😀" x]"#)?.column == 10)
    }

    @Test(arguments: [
        ("[1,]", "expected a value but found ']'"),
        (#"{"a" 1}"#, "expected : but found '1'"),
        (#"{"a": 1,}"#, "expected a key in double quotes but found '}'"),
        ("[nul]", #"expected a value but found "nul""#),
        ("[01]", "expected , or ] but found '1'"),
        ("[-]", "a number needs a digit after the minus sign"),
        ("[1.]", "a number needs a digit after its decimal point"),
        ("[\"a\nb\"]", "a line break or control character must be escaped inside a string"),
        (#"["\q"]"#, #"\q is not an escape JSON knows"#),
        (#"["\u12G4"]"#, #"\u must be followed by four hexadecimal digits"#),
        (#"["\uD800"]"#, #"\uD800 is half of a UTF-16 surrogate pair"#),
        ("[1] [2]", "expected the end of the JSON but found '['"),
        ("[1\t\u{7}]", "expected , or ] but found U+7"),
        ("", "the file ends before the JSON does, as if it was cut short"),
    ])
    func eachMistakeIsNamed(text: String, reason: String) {
        #expect(error(in: text)?.reason == reason)
    }

    @Test func deepNestingIsNoProblem() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(in: deep) == nil)
        #expect(error(in: String(repeating: "[", count: 100_000))?.reason.contains("cut short") == true)
    }
}
