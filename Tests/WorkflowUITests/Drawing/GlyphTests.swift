import Testing
@testable import TerminalCore

@Suite struct GlyphTests {
    @Test(arguments: [
        "a", " ", "~", "é", "e\u{301}", "日", "🎉", "🇯🇵", "👍🏽", "🧑🏽‍💻",
        "👨‍👩‍👧",  // 18 bytes, inline
        "👨‍👩‍👧‍👦",  // 25 bytes, in the shared table
        "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}\u{309}\u{30A}\u{30B}",  // 23 bytes, the most inline
        "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}\u{309}\u{30A}\u{30B}\u{30C}",  // 25 bytes
    ])
    func aGlyphGivesBackTheClusterItWasMadeOf(cluster: String) {
        #expect(Glyph(cluster).string == cluster)
        #expect(Array(Glyph(cluster).string.utf8) == Array(cluster.utf8))
        #expect(Cell(content: cluster).content == cluster)
    }

    @Test func glyphsAreEqualExactlyWhenTheirTextIs() {
        let family = "👨‍👩‍👧‍👦"
        #expect(Glyph(family) == Glyph(family))
        #expect(Glyph(family) != Glyph("👨‍👩‍👧"))
        #expect(Glyph(family) != Glyph("👩‍👩‍👧‍👦"))
        #expect(Glyph("a") == Glyph(ascii: UInt8(ascii: "a")))
        #expect(Glyph("a") == Glyph(Unicode.Scalar("a")))
        #expect(Glyph("日") == Glyph(Character("日")))
        #expect(Glyph("a") != Glyph("b"))
        #expect(Glyph("ab") != Glyph("a"))
    }

    @Test func aContinuationIsEmptyAndABlankIsASpace() {
        #expect(Cell.continuation(.plain).isContinuation)
        #expect(Cell.continuation(.plain).content == "")
        #expect(!Cell.blank.isContinuation)
        #expect(Cell.blank.content == " ")
        #expect(Cell(content: "").isContinuation)
    }

    @Test func onlyALoneASCIICharacterHasAnASCIIByte() {
        #expect(Glyph("a").asciiByte == UInt8(ascii: "a"))
        #expect(Glyph("\u{7F}").asciiByte == 0x7F)
        #expect(Glyph("é").asciiByte == nil)
        #expect(Glyph("ab").asciiByte == nil)
        #expect(Glyph.empty.asciiByte == nil)
    }

    @Test func settingTheContentOfACellKeepsItsStyle() {
        var cell = Cell(content: "a", style: .bold)
        cell.content = "日"
        #expect(cell == Cell(content: "日", style: .bold))
        #expect(cell != Cell(content: "日", style: .plain))
    }

    @Test func theSharedTableStopsGrowingAtItsCapacity() {
        let table = LongGlyphs(capacity: 2)
        let first = table.place(of: "first")
        #expect(first == 0)
        #expect(table.place(of: "second") == 1)
        #expect(table.place(of: "third") == nil)
        #expect(table.place(of: "first") == first)
        #expect(table.text(at: 1) == "second")
    }

    @Test func aClusterLeftOutOfAFullTableKeepsTheScalarsThatFitInline() {
        let cluster = "a" + String(repeating: "\u{301}", count: 20)  // 41 bytes
        let kept = Glyph.leadingScalars(of: cluster)
        #expect(kept == Array(("a" + String(repeating: "\u{301}", count: 11)).utf8))
    }

    @Test func aCellIsPlainDataOfFourWords() {
        #expect(_isPOD(Cell.self))
        #expect(MemoryLayout<Cell>.stride == 32)
    }
}
