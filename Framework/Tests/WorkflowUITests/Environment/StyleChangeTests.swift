import Testing
import WorkflowUI

/// Styles changed by name, as a user's settings change them.
struct StyleChangeTests {
    @Test func aChangeSetsWhatItGivesAndLeavesTheRestAsTheStyleHasIt() {
        let style = Style(foreground: .red, background: .blue, attributes: [.reverse, .dim])
        #expect(StyleChange(foreground: .yellow, bold: true).applied(to: style)
            == Style(foreground: .yellow, background: .blue, attributes: [.reverse, .dim, .bold]))
        #expect(StyleChange(reverse: false).applied(to: style) == Style(foreground: .red, background: .blue, attributes: .dim))
        #expect(StyleChange().applied(to: style) == style)
    }

    @Test func aSpellingGivesEachPartAndAFlagAloneIsTrue() throws {
        let change = try StyleChange(spelling: "fg:yellow,bg:#303030,bold,reverse:false")
        #expect(change == StyleChange(foreground: .yellow, background: .rgb(red: 0x30, green: 0x30, blue: 0x30), bold: true, reverse: false))
        #expect(try StyleChange(spelling: "fg:214, underline:true") == StyleChange(foreground: .indexed(214), underline: true))
        #expect(try StyleChange(spelling: "") == StyleChange())
    }

    @Test(arguments: ["fg:yellow,bold", "bg:#303030,reverse:false", "fg:default,bg:214,bold:false,underline,reverse", ""])
    func aChangeSpellsItselfAsItIsRead(spelling: String) throws {
        #expect(try StyleChange(spelling: spelling).description == spelling)
    }

    @Test func aColourThatIsNoneIsRefusedWithThePartAndWhatIsAccepted() {
        let error = #expect(throws: StyleChangeError.self) { try StyleChange(spelling: "bold,fg:yelow") }
        #expect(error == .notAColor("yelow", part: "fg"))
        #expect(error?.description.hasPrefix("\"yelow\" (for fg) is not a colour; a colour is a name (default, black,") == true)
        #expect(error?.description.hasSuffix("bright-white), a number from 0 to 255, or \"#rrggbb\".") == true)
        #expect(throws: StyleChangeError.notAColor("#12345", part: "bg")) { try StyleChange(spelling: "bg:#12345") }
        #expect(throws: StyleChangeError.notAColor("256", part: "bg")) { try StyleChange(spelling: "bg:256") }
    }

    @Test func aPartThatIsNoneOrAFlagThatIsNeitherTrueNorFalseIsRefused() {
        #expect(throws: StyleChangeError.unknownPart("bolt")) { try StyleChange(spelling: "bolt") }
        #expect(throws: StyleChangeError.notAFlag("yes", part: "underline")) { try StyleChange(spelling: "underline:yes") }
        var change = StyleChange()
        #expect(throws: StyleChangeError.unknownPart("italic")) { try change.set("italic", to: "true") }
    }

    // MARK: By name

    @Test func changesByNameChangeTheStylesTheyNameAndNoOther() throws {
        let theme = try Theme.standard.applying([
            "selection": StyleChange(foreground: .yellow, bold: true),
            "key": StyleChange(background: .indexed(236)),
        ])
        #expect(theme.selection == Style(foreground: .yellow, attributes: [.reverse, .bold]))
        #expect(theme.key == Style(foreground: .cyan, background: .indexed(236), attributes: .bold))
        #expect(theme.bar == Theme.standard.bar)
        #expect(theme.error == Theme.standard.error)
    }

    @Test func anUnknownStyleIsRefusedWithTheNamesThereAre() {
        let error = #expect(throws: StyleChangeError.self) {
            try Theme.standard.applying(["selcetion": StyleChange(bold: true)])
        }
        #expect(error == .unknownStyle("selcetion", known: ["bar", "key", "selection", "muted", "error", "prompt"]))
        #expect(error?.description == "\"selcetion\" is not a style; the styles are bar, key, selection, muted, error, prompt.")
    }

    /// An app's own styles are changed by the same settings as the theme: each set
    /// leaves the other's names alone, and refuses a name neither has with both sets'.
    @Test func theNamesOfAnotherSetOfStylesAreLeftToIt() throws {
        let changes = ["favourite": StyleChange(foreground: .magenta), "muted": StyleChange(underline: true)]
        let theme = try Theme.monochrome.applying(changes, otherStyleNames: ContactStyles.styleNames)
        let contactStyles = try ContactStyles().applying(changes, otherStyleNames: Theme.styleNames)
        #expect(theme.muted == Style(attributes: [.dim, .underline]))
        #expect(contactStyles.favourite == Style(foreground: .magenta, attributes: .bold))
        #expect(throws: StyleChangeError.unknownStyle("favorite", known: Theme.styleNames + ["favourite"])) {
            try Theme.standard.applying(["favorite": StyleChange()], otherStyleNames: ContactStyles.styleNames)
        }
    }

    struct ContactStyles: NamedStyles {
        var favourite = Style.bold
        static let namedStyles: [(name: String, path: WritableKeyPath<ContactStyles, Style> & Sendable)] = [("favourite", \.favourite)]
    }
}
