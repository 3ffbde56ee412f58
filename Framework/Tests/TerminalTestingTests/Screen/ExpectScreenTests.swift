import TerminalTesting
import Testing

/// Each shape of the screen assertion: silent when it holds, and when it does not, an
/// issue at the caller's line that says what was expected and prints the whole screen.
@Suite struct ExpectScreenTests {
    let screen = CapturedScreen(lines: ["Count: 1", "", "+ add  Enter done"])
    static let printed = """
        +-----------------+
        |Count: 1         |
        |                 |
        |+ add  Enter done|
        +-----------------+
        """

    @Test func aScreenThatShowsTheTextPassesSilently() {
        #expect(expectScreen(screen, contains: "Enter done"))
        #expect(expectScreen(screen, doesNotContain: "Count: 2"))
        #expect(expectScreen(screen, lines: ["Count: 1", "", "+ add  Enter done"]))
        #expect(expectScreen(screen, line: 2, is: "+ add  Enter done"))
        #expect(expectScreen(screen, screen.lines.count == 3))
    }

    @Test func aMissingTextFailsAtTheCallersLineWithTheWholeScreen() {
        let here = SourceLocation(fileID: "Module/File.swift", filePath: "/File.swift", line: 7, column: 9)
        withKnownIssue {
            #expect(!expectScreen(screen, contains: "Count: 2", sourceLocation: here))
        } matching: { issue in
            issue.sourceLocation == here
                && issue.text == "The screen does not show \"Count: 2\". The screen:\n\(Self.printed)"
        }
    }

    @Test func aTextThatShouldNotBeThereFailsNamingItsLine() {
        withKnownIssue {
            #expect(!expectScreen(screen, doesNotContain: "add", "the footer is hidden"))
        } matching: { issue in
            issue.text == "the footer is hidden\nThe screen shows \"add\" on line 2. The screen:\n\(Self.printed)"
        }
    }

    @Test func aWholeScreenThatDiffersFailsNamingEachLineThatDiffers() {
        withKnownIssue {
            #expect(!expectScreen(screen, lines: ["Count: 2", "", "+ add"]))
        } matching: { issue in
            issue.text.hasPrefix(
                #"The screen is not as expected: line 0 is "Count: 1", not "Count: 2"; line 2 is "+ add  Enter done", not "+ add"."#
            ) && issue.text.hasSuffix(Self.printed)
        }
        withKnownIssue {
            #expect(!expectScreen(screen, lines: ["Count: 1", ""]))
        } matching: { issue in
            issue.text.hasPrefix("The screen is not as expected: it has 3 lines, not 2.")
        }
    }

    @Test func aLineThatDiffersFailsShowingBothAndALineBeyondTheScreenFailsWithoutACrash() {
        withKnownIssue {
            #expect(!expectScreen(screen, line: 0, is: "Count: 2"))
        } matching: { issue in
            issue.text == "Line 0 is \"Count: 1\", not \"Count: 2\". The screen:\n\(Self.printed)"
        }
        withKnownIssue {
            #expect(!expectScreen(screen, line: 3, is: ""))
        } matching: { issue in
            issue.text.hasPrefix("The screen has no line 3: it has 3.")
        }
    }

    @Test func anyOtherConditionThatFailsPrintsTheCommentAndTheScreen() {
        withKnownIssue {
            #expect(!expectScreen(screen, screen.lines[0].hasSuffix("2"), "the count went up"))
        } matching: { issue in
            issue.text == "the count went up\nExpectation failed. The screen:\n\(Self.printed)"
        }
    }

    @Test func aScreenIsPrintedInAFrameAsWideAsItsWidestLineInColumns() {
        let wide = CapturedScreen(lines: ["日本", "ab   "])
        #expect(wide.lines == ["日本", "ab"])
        #expect(wide.printedScreen == "+----+\n|日本|\n|ab  |\n+----+")
    }
}
