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

    @Test func glyphsAreEqualWhenTheirBytesAre() {
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

    @Test func twoSpellingsOfOneTextAreTwoGlyphsEachGivingBackItsOwn() {
        // Equal as strings (Unicode counts them as the same), not as bytes.
        let composed = "\u{E9}", decomposed = "e\u{301}"
        #expect(composed == decomposed)
        #expect(Glyph(composed) != Glyph(decomposed))
        let marks = (0x302...0x30D).map { String(Unicode.Scalar($0)!) }.joined()
        let longComposed = composed + marks, longDecomposed = decomposed + marks  // 26 and 27 bytes
        #expect(longComposed == longDecomposed)
        let (first, second) = (Glyph(longComposed), Glyph(longDecomposed))
        #expect(first != second)
        #expect(Array(first.string.utf8) == Array(longComposed.utf8))
        #expect(Array(second.string.utf8) == Array(longDecomposed.utf8))
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

    @Test func aTableStopsGrowingAtItsCapacity() {
        let table = LongGlyphs(capacity: 2)
        func place(_ text: String) -> Int? {
            var text = text
            return text.withUTF8 { table.place(of: $0) }
        }
        let first = place("first")
        #expect(first == 0)
        #expect(place("second") == 1)
        #expect(place("third") == nil)
        #expect(place("first") == first)
        #expect(table.text(at: 1) == "second")
    }

    @Test func aLongClusterLeftOutOfAFullTableKeepsTheScalarsThatFitInline() {
        let full = LongGlyphs(capacity: 0)
        let accented = "a" + String(repeating: "\u{301}", count: 20)  // 41 bytes
        #expect(Glyph(accented, longGlyphs: full).string == "a" + String(repeating: "\u{301}", count: 11))
        // Cut after a joiner, the family would end in one: it is dropped.
        let family = "👨‍👩‍👧‍👦"  // 👨 ZWJ 👩 ZWJ 👧 ZWJ 👦: the last person is past 23 bytes
        #expect(Glyph(family, longGlyphs: full).string == "👨‍👩‍👧")
    }

    @Test func aClusterIsKeptToItsFirst64Bytes() {
        let table = LongGlyphs(capacity: 4)
        var hostile = "a" + String(repeating: "\u{301}", count: 10_000)
        let place = hostile.withUTF8 { table.place(of: $0) }
        #expect(place.map { table.text(at: $0) } == "a" + String(repeating: "\u{301}", count: 31))
    }

    @Test func aCellIsPlainDataOfFourWords() {
        #expect(_isPOD(Cell.self))
        #expect(MemoryLayout<Cell>.stride == 32)
    }
}
