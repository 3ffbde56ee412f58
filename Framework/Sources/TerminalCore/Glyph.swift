import Synchronization

/// The grapheme cluster one cell shows, held as plain data.
///
/// A renderer clears, copies and compares its frames a screenful at a time on every
/// key. With a `String` in each cell every one of those cells cost a reference count
/// taken and given back, even for a lone ASCII letter; a glyph is copied and compared
/// as three machine words.
///
/// The cluster's UTF-8 is kept inline when it is at most 23 bytes long: any letter with
/// a few accents, any CJK character, flags, an emoji with a skin tone, most emoji
/// sequences. A longer cluster (a family of four, a letter under a pile of accents) is
/// kept once in a table the whole process shares, and the glyph holds its place there.
///
/// Two glyphs are equal when their UTF-8 is: unlike `String`, a glyph tells "é" written
/// as one scalar from "e" followed by a combining accent. A terminal is sent the bytes,
/// so a renderer that compares glyphs redraws a cell whose bytes changed.
public struct Glyph: Hashable, Sendable {
    // The 24 bytes of the three words, in memory order: UTF-8 in bytes 0..<23, and in
    // byte 23 how many of them are used, or `longMark` when the first word is a place
    // in `LongGlyphs` instead.
    @usableFromInline var word0: UInt64 = 0
    @usableFromInline var word1: UInt64 = 0
    @usableFromInline var word2: UInt64 = 0

    /// The most UTF-8 bytes a glyph holds inline.
    @inlinable static var inlineCapacity: Int { 23 }
    @inlinable static var countByte: Int { 23 }
    @inlinable static var longMark: UInt8 { 0xFF }

    /// No text: the right half of a wide glyph.
    public static let empty = Glyph()
    /// A space: what a blank cell shows.
    public static let space = Glyph(ascii: UInt8(ascii: " "))

    @inlinable
    init() {}

    /// One ASCII character, `byte` below 0x80.
    @inlinable
    public init(ascii byte: UInt8) {
        precondition(byte < 0x80, "not ASCII")
        withUnsafeMutableBytes(of: &self) { bytes in
            bytes[0] = byte
            bytes[Self.countByte] = 1
        }
    }

    /// One Unicode scalar.
    public init(_ scalar: Unicode.Scalar) {
        withUnsafeMutableBytes(of: &self) { bytes in
            var count = 0
            UTF8.encode(scalar) { byte in
                bytes[count] = byte
                count += 1
            }
            bytes[Self.countByte] = UInt8(count)
        }
    }

    /// One grapheme cluster (or several, though a cell shows one).
    public init(_ text: String) {
        self.init(text, longGlyphs: .shared)
    }

    public init(_ character: Character) {
        self.init(String(character))
    }

    /// `text`, with `longGlyphs` keeping it if it is too long to hold inline: the shared
    /// table, but for tests of a full one (`string` reads the shared table).
    init(_ text: String, longGlyphs: LongGlyphs) {
        var text = text
        self = text.withUTF8 { utf8 in
            guard utf8.count > Self.inlineCapacity else { return Glyph(inline: utf8) }
            if let place = longGlyphs.place(of: utf8) { return Glyph(place: place) }
            return LongGlyphs.leadingScalars(of: utf8, upTo: Self.inlineCapacity).withUnsafeBufferPointer {
                Glyph(inline: $0)
            }
        }
    }

    private init(inline utf8: UnsafeBufferPointer<UInt8>) {
        withUnsafeMutableBytes(of: &self) { bytes in
            for (index, byte) in utf8.enumerated() { bytes[index] = byte }
            bytes[Self.countByte] = UInt8(utf8.count)
        }
    }

    private init(place: Int) {
        word0 = UInt64(place)
        withUnsafeMutableBytes(of: &self) { $0[Self.countByte] = Self.longMark }
    }

    @inlinable
    var countOrMark: UInt8 {
        withUnsafeBytes(of: self) { $0[Self.countByte] }
    }

    /// True for the right half of a wide glyph, which shows nothing of its own.
    @inlinable
    public var isEmpty: Bool { countOrMark == 0 }

    /// The character when it is one ASCII byte (most cells), without making a string.
    @inlinable
    public var asciiByte: UInt8? {
        countOrMark == 1 ? withUnsafeBytes(of: self) { $0[0] < 0x80 ? $0[0] : nil } : nil
    }

    /// The cluster as a string.
    public var string: String {
        let count = countOrMark
        if count == Self.longMark { return LongGlyphs.shared.text(at: Int(word0)) }
        return withUnsafeBytes(of: self) { bytes in
            String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<Int(count)]), as: UTF8.self)
        }
    }
}

extension Glyph: CustomStringConvertible {
    public var description: String { string }
}

/// The clusters too long for a glyph to hold inline, each kept once for the life of the
/// process, so that a glyph can hold a place here and stay plain data.
///
/// Such clusters are rare: a family emoji, a kiss with two skin tones, a letter under
/// many accents. So that hostile input (a paste of letters under thousands of accents)
/// cannot make the table grow without end, each is kept to its first
/// `maximumClusterBytes` (curses shows a letter and at most four marks on it anyway),
/// and the table stops growing at `capacity` places; after that a new long cluster is cut
/// to what a glyph holds inline.
final class LongGlyphs: Sendable {
    static let shared = LongGlyphs(capacity: 4_096)
    static let maximumClusterBytes = 64

    let capacity: Int

    private struct State {
        var texts: [String] = []
        // By their exact bytes: as a `String` key, two spellings of one text that
        // Unicode counts as the same ("é" and "e" with a combining accent) would share a
        // place, and one of them would come back as the other.
        var places: [[UInt8]: Int] = [:]
    }

    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The place of `utf8` (cut to `maximumClusterBytes`), added if new; nil once the
    /// table is full.
    func place(of utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        let bytes = Self.leadingScalars(of: utf8, upTo: Self.maximumClusterBytes)
        return state.withLock { state in
            if let place = state.places[bytes] { return place }
            guard state.texts.count < capacity else { return nil }
            state.texts.append(String(decoding: bytes, as: UTF8.self))
            state.places[bytes] = state.texts.count - 1
            return state.texts.count - 1
        }
    }

    func text(at place: Int) -> String {
        state.withLock { $0.texts[place] }
    }

    /// The UTF-8 of as many of the cluster's leading scalars as fit in `limit` bytes,
    /// without a joiner (U+200D) left dangling at the end.
    static func leadingScalars(of utf8: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> [UInt8] {
        guard utf8.count > limit else { return Array(utf8) }
        var kept: [UInt8] = []
        for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
            guard kept.count + UTF8.width(scalar) <= limit else { break }
            UTF8.encode(scalar) { kept.append($0) }
        }
        while kept.count >= 3 && kept.suffix(3).elementsEqual([0xE2, 0x80, 0x8D]) {
            kept.removeLast(3)
        }
        return kept
    }
}
