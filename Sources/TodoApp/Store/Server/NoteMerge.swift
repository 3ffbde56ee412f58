/// One note made of two people's texts, when both changed it from the same one: the text
/// sent, then the other's, marked with who wrote it, so that neither is lost.
///
/// ```swift
/// NoteMerge(mine: "2 l", base: "oat", theirs: "oat, barista", theirAuthor: "grace").text
/// // "2 l\n\n--- grace's version ---\noat, barista"
/// ```
///
/// A note merged before is read as its parts (``NoteVersions``), so that merging again
/// never marks a text twice: a text already in the note sent, or in the note it was made
/// from (the sender's old text, or a version the sender took out), is not added again.
struct NoteMerge: Hashable, Sendable {
    /// The note to keep.
    let text: String
    /// Who wrote the first text added to the one sent; nil when nothing was (the other
    /// note held nothing the sender had not seen).
    let addedAuthor: String?

    /// - Parameters:
    ///   - mine: the note sent.
    ///   - base: the note it was made from.
    ///   - theirs: the note now kept, which is neither.
    ///   - theirAuthor: who wrote `theirs`.
    init(mine: String, base: String, theirs: String, theirAuthor: String) {
        let mine = NoteVersions(mine)
        let base = NoteVersions(base)
        let theirs = NoteVersions(theirs)
        var known = Set([mine.text, base.text] + mine.others.map(\.text) + base.others.map(\.text))
        var merged = mine
        var addedAuthor: String?
        for other in [NoteVersions.Version(author: theirAuthor, text: theirs.text)] + theirs.others {
            guard !other.text.isEmpty, known.insert(other.text).inserted else { continue }
            merged.others.append(other)
            addedAuthor = addedAuthor ?? other.author
        }
        text = merged.note
        self.addedAuthor = addedAuthor
    }
}

/// A note as its parts: the text written in it, then each other version a merge kept, in
/// a block of its own under a line naming its author (`--- grace's version ---`) after a
/// blank line.
struct NoteVersions: Hashable, Sendable {
    struct Version: Hashable, Sendable {
        var author: String
        var text: String
    }

    /// The note's own text, before the first marked version.
    var text: String
    var others: [Version]

    init(_ note: String) {
        let lines = note.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A marker line starts the note, or follows a blank line after some text.
        let markers = lines.indices.filter { index in
            Self.author(inMarker: lines[index]) != nil && (index == 0 || index >= 2 && lines[index - 1].isEmpty)
        }
        guard let first = markers.first else {
            text = note
            others = []
            return
        }
        text = lines[..<max(first - 1, 0)].joined(separator: "\n")
        others = markers.enumerated().map { number, marker in
            let end = number + 1 < markers.count ? markers[number + 1] - 1 : lines.count
            return Version(author: Self.author(inMarker: lines[marker])!, text: lines[(marker + 1)..<end].joined(separator: "\n"))
        }
    }

    /// The note these parts make.
    var note: String {
        others.reduce(text) { note, version in
            (note.isEmpty ? "" : note + "\n\n") + Self.marker(for: version.author) + "\n" + version.text
        }
    }

    static func marker(for author: String) -> String {
        "--- \(author)'s version ---"
    }

    /// The author a marker line names; nil for any other line.
    private static func author(inMarker line: String) -> String? {
        let prefix = "--- ", suffix = "'s version ---"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix), line.count > prefix.count + suffix.count else { return nil }
        return String(line.dropFirst(prefix.count).dropLast(suffix.count))
    }
}
