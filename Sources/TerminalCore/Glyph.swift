import Synchronization

/// The grapheme cluster one cell shows, held as plain data.
///
/// A renderer clears, copies and compares its frames a screenful at a time on every
/// key. With a `String` in each cell every one of those cells cost a reference count
/// taken and given back, even for a lone ASCII letter; a glyph is copied and compared
/// as three machine words.
///
/// The cluster's UTF-8 is kept inline when it fits in 23 bytes: every single character,
/// flags, skin tones, and emoji sequences of up to three people. A longer cluster (a
/// family of four, a letter under a pile of accents) is kept once in a table the whole
/// process shares, and the glyph holds its place there.
@frozen
public struct Glyph: Hashable, Sendable {
    // The 24 bytes of the three words, in memory order: UTF-8 in bytes 0..<23, and in
    // byte 23 how many of them are used, or `Self.longMark` when the first word is a
    // place in `LongGlyphs` instead.
    @usableFromInline var word0: UInt64 = 0
    @usableFromInline var word1: UInt64 = 0
    @usableFromInline var word2: UInt64 = 0

    /// The most UTF-8 bytes a glyph holds inline.
    @usableFromInline static let inlineCapacity = 23
    @usableFromInline static let countByte = 23
    @usableFromInline static let longMark: UInt8 = 0xFF

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
        var encoded = self
        withUnsafeMutableBytes(of: &encoded) { bytes in
            var count = 0
            UTF8.encode(scalar) { byte in
                bytes[count] = byte
                count += 1
            }
            bytes[Self.countByte] = UInt8(count)
        }
        self = encoded
    }

    /// One grapheme cluster (or several, though a cell shows one).
    public init(_ text: String) {
        var text = text
        self = text.withUTF8 { utf8 in
            utf8.count <= Self.inlineCapacity ? Glyph(inline: utf8) : Glyph(long: String(decoding: utf8, as: UTF8.self))
        }
    }

    public init(_ character: Character) {
        self.init(String(character))
    }

    private init(inline utf8: UnsafeBufferPointer<UInt8>) {
        withUnsafeMutableBytes(of: &self) { bytes in
            for (index, byte) in utf8.enumerated() { bytes[index] = byte }
            bytes[Self.countByte] = UInt8(utf8.count)
        }
    }

    private init(long text: String) {
        guard let place = LongGlyphs.shared.place(of: text) else {
            self = Self.leadingScalars(of: text).withUnsafeBufferPointer { Glyph(inline: $0) }
            return
        }
        word0 = UInt64(place)
        withUnsafeMutableBytes(of: &self) { $0[Self.countByte] = Self.longMark }
    }

    /// Once the shared table is full (which takes tens of thousands of different long
    /// clusters), a new one keeps the scalars that fit inline: its base character and
    /// the first of the marks or joins on it.
    static func leadingScalars(of text: String) -> [UInt8] {
        var kept: [UInt8] = []
        for scalar in text.unicodeScalars {
            guard kept.count + UTF8.width(scalar) <= inlineCapacity else { break }
            UTF8.encode(scalar) { kept.append($0) }
        }
        return kept
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

/// The clusters too long for a glyph to hold inline, each kept once for the life of
/// the process: a glyph holds its place here, so that it stays plain data. Such
/// clusters are rare (a family emoji, a letter under many accents), and the table
/// stops growing at `capacity` places, so hostile input cannot make it grow for ever.
final class LongGlyphs: Sendable {
    static let shared = LongGlyphs(capacity: 1 << 16)

    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    private struct State {
        var texts: [String] = []
        var places: [String: Int] = [:]
    }

    private let state = Mutex(State())

    /// The place of `text`, added if new; nil once the table is full.
    func place(of text: String) -> Int? {
        state.withLock { state in
            if let place = state.places[text] { return place }
            guard state.texts.count < capacity else { return nil }
            state.texts.append(text)
            state.places[text] = state.texts.count - 1
            return state.texts.count - 1
        }
    }

    func text(at place: Int) -> String {
        state.withLock { $0.texts[place] }
    }
}
