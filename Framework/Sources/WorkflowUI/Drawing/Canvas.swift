/// A rectangle of a `Frame` that a view draws into, in the view's own coordinates.
///
/// (0, 0) is the canvas's top left. Nothing drawn through a canvas lands outside it:
/// text is cut at its edges, and a container hands each child a `region` of its own
/// canvas. A canvas is a small value over a shared frame, so passing one to a child
/// costs nothing.
///
/// ```swift
/// override func draw(in canvas: Canvas) {
///     canvas.draw("Contacts", at: .zero, style: .bold)
///     let body = canvas.region(Rect(column: 0, row: 1, width: canvas.size.width, height: canvas.size.height - 1))
///     list.draw(in: body, itemCount: contacts.count, selection: selection) { row, index, isSelected in
///         row.draw(contacts[index].name, at: .zero, width: row.size.width,
///                  style: isSelected ? .reverse : .plain, padded: true)
///     }
/// }
/// ```
///
/// Text is measured in terminal columns (`terminalWidth`), drawn one grapheme cluster
/// per cell, and sanitised: control characters show as visible pictures and are never
/// written raw (see `TerminalText`). A wide glyph never straddles an edge, and drawing
/// over half of a wide glyph blanks its other half, so the frame never holds half a
/// glyph.
public struct Canvas {
    private let frame: Frame
    /// Where this canvas's (0, 0) is in the frame.
    private let origin: Point
    /// The cells this canvas may change, in frame coordinates; always inside the frame.
    private let clip: Rect

    /// How far, in columns and rows from (0, 0), drawing can be seen.
    public let size: Size

    /// Whether every cell of the canvas is blank, as when a view draws in full. A view
    /// that draws incrementally (`TerminalView.drawsIncrementally`) is otherwise given
    /// its last drawing, to change only what changed.
    public let isBlank: Bool

    /// Which drawing of the view that hands out this canvas it belongs to, and which
    /// was that view's drawing before: a view inside keeps its cells only if it took
    /// part in that one (see `TerminalView.render(in:)`).
    let drawing: DrawingPass

    /// Counts the frames a session draws; each view's drawing is known by the frame it
    /// happened in.
    struct DrawingPass {
        var current: Int
        var previous: Int

        /// A pass no view took part in: views draw in full.
        static let unknown = DrawingPass(current: -1, previous: -2)
    }

    /// A canvas over the whole frame, blank when `isBlank`: a new frame is. A view
    /// drawn into a canvas that is not blank clears its area first.
    public init(frame: Frame, isBlank: Bool = false) {
        self.init(frame: frame, isBlank: isBlank, drawing: .unknown)
    }

    /// A canvas over the whole frame of a session's drawing pass.
    init(frame: Frame, isBlank: Bool, drawing: DrawingPass) {
        self.init(frame: frame, origin: .zero, clip: Rect(size: frame.size), size: frame.size, isBlank: isBlank, drawing: drawing)
    }

    private init(frame: Frame, origin: Point, clip: Rect, size: Size, isBlank: Bool, drawing: DrawingPass) {
        self.frame = frame
        self.origin = origin
        self.clip = clip
        self.size = size
        self.isBlank = isBlank
        self.drawing = drawing
    }

    /// This canvas, for the views inside one that draws in `pass`.
    func within(_ pass: DrawingPass) -> Canvas {
        Canvas(frame: frame, origin: origin, clip: clip, size: size, isBlank: isBlank, drawing: pass)
    }

    /// The canvas's own rectangle: origin (0, 0), its size.
    public var bounds: Rect { Rect(size: size) }

    /// A canvas for part of this one, given in this canvas's coordinates; its (0, 0)
    /// is `rect.origin`.
    ///
    /// The part of `rect` outside this canvas is clipped: the region's `size` stops at
    /// this canvas's edges, and a rect entirely outside gives an empty region that
    /// draws nothing.
    public func region(_ rect: Rect) -> Canvas {
        let requested = rect.offsetBy(columns: origin.column, rows: origin.row)
        let visible = requested.intersection(clip)
        guard !visible.isEmpty else {
            return Canvas(frame: frame, origin: requested.origin, clip: visible, size: .zero, isBlank: isBlank, drawing: drawing)
        }
        let size = Size(width: visible.maxColumn - requested.minColumn, height: visible.maxRow - requested.minRow)
        return Canvas(frame: frame, origin: requested.origin, clip: visible, size: size, isBlank: isBlank, drawing: drawing)
    }

    // MARK: Kept drawings (TerminalView.render)

    /// Where on which frame the canvas lies: a view drawn at the same placement as
    /// before finds its last drawing there.
    struct Placement: Equatable {
        let frame: ObjectIdentifier
        let origin: Point
        let clip: Rect
        let size: Size
    }

    var placement: Placement {
        Placement(frame: ObjectIdentifier(frame), origin: origin, clip: clip, size: size)
    }

    /// Takes the cursor away if it is in this canvas, as a view that draws here would
    /// leave it if it showed none; `restoreCursorSetAside()` puts it back.
    func setCursorAside() {
        guard let cursor = frame.cursor, clip.contains(cursor) else { return }
        frame.cursorSetAside = cursor
        frame.cursor = nil
    }

    /// Puts back the cursor `setCursorAside()` took, if it is in this canvas: a view
    /// here keeps its drawing, and the cursor it showed.
    func restoreCursorSetAside() {
        guard let cursor = frame.cursorSetAside, clip.contains(cursor) else { return }
        frame.cursor = cursor
        frame.cursorSetAside = nil
    }

    /// Forgets a cursor set aside that no view put back.
    func forgetCursorSetAside() {
        frame.cursorSetAside = nil
    }

    /// This canvas with every cell blanked and the cursor hidden if it was in it, or
    /// itself when it is blank already: for a view that draws incrementally
    /// (`TerminalView.drawsIncrementally`) and finds that what it drew last does not
    /// fit what it draws now (a notice in place of rows, say).
    public func cleared() -> Canvas {
        guard !isBlank else { return self }
        fill()
        hideCursor()
        return Canvas(frame: frame, origin: origin, clip: clip, size: size, isBlank: true, drawing: drawing)
    }


    // MARK: Whole rows (DrawnRowCache)

    /// Whether every cell of the canvas is on the frame: nothing of it is clipped.
    @usableFromInline
    var isWhollyVisible: Bool {
        clip.minColumn == origin.column && clip.minRow == origin.row
            && clip.maxColumn - clip.minColumn == size.width && clip.maxRow - clip.minRow == size.height
    }

    /// The cells of the canvas's row `row`, all `size.width` of them; only for a canvas
    /// that `isWhollyVisible`.
    @usableFromInline
    func cells(ofRow row: Int) -> ArraySlice<Cell> {
        let start = (origin.row + row) * frame.size.width + origin.column
        return frame.cells[start..<start + size.width]
    }

    /// Puts `cells` (as `cells(ofRow:)` gave them) back in row `row`; only for a canvas
    /// that `isWhollyVisible`.
    @usableFromInline
    func replaceCells(ofRow row: Int, with cells: ArraySlice<Cell>) {
        frame.replaceCells(startingAt: (origin.row + row) * frame.size.width + origin.column, with: cells)
    }

    // MARK: Text

    /// Draws text on one row starting at `point`, cut at the canvas's edge.
    ///
    /// - Returns: The columns the text took, up to the canvas's right edge; handy for
    ///   drawing pieces one after another.
    @discardableResult
    public func draw(_ text: some StringProtocol, at point: Point, style: Style = .plain) -> Int {
        drawGlyphs(of: text.asSubstring, at: point, style: style)
    }

    /// Draws text in a field `width` columns wide: cut with an ellipsis if it does
    /// not fit (see `TerminalText.truncated`), placed by `alignment` if it is
    /// narrower, and with `padded` the rest of the field blanked in `style` (a
    /// selected row in reverse video, say). The field ends at the canvas's edge if
    /// that comes first, and the ellipsis then marks the cut there.
    ///
    /// - Returns: The columns drawn: the whole field when padded or cut, otherwise up
    ///   to the end of the text.
    @discardableResult
    public func draw(
        _ text: some StringProtocol, at point: Point, width: Int,
        alignment: TextAlignment = .leading, style: Style = .plain, padded: Bool = false
    ) -> Int {
        let text = text.asSubstring
        let fieldWidth = min(width, size.width - point.column)
        guard fieldWidth > 0 else { return 0 }
        let fit = TerminalText.fitting(text, inWidth: fieldWidth)
        if fit.isTruncated {
            var column = point.column
            column += drawGlyphs(of: text[..<fit.end], at: point, style: style)
            column += drawGlyphs(of: Self.ellipsis, at: Point(column: column, row: point.row), style: style)
            fill(Rect(column: column, row: point.row, width: fit.leftoverColumns, height: 1), style: style)
            return fieldWidth
        }
        let slack = fieldWidth - fit.width
        let leading: Int
        switch alignment {
        case .leading: leading = 0
        case .center: leading = slack / 2
        case .trailing: leading = slack
        }
        if padded {
            fill(Rect(column: point.column, row: point.row, width: leading, height: 1), style: style)
        }
        let textStart = Point(column: point.column + leading, row: point.row)
        let drawn = drawGlyphs(of: text, at: textStart, style: style)
        guard padded else { return leading + drawn }
        let padStart = textStart.column + drawn
        fill(Rect(column: padStart, row: point.row, width: point.column + fieldWidth - padStart, height: 1), style: style)
        return fieldWidth
    }

    private static let ellipsis = Substring(String(TerminalText.ellipsis))

    private func drawGlyphs(of text: Substring, at point: Point, style: Style) -> Int {
        let start = origin.column + point.column
        var writer = GlyphWriter(frame: frame, row: origin.row + point.row, clip: clip, startColumn: start)
        let wasASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
            Self.placeASCII(bytes, with: &writer, style: style)
        }
        if wasASCII != true {
            Self.placeCharacters(of: text, with: &writer, style: style)
        }
        writer.finish()
        return max(0, min(writer.column, clip.maxColumn) - start)
    }

    /// Places all-ASCII text byte by byte, which needs no grapheme segmentation.
    /// Returns false, having placed nothing, when the text is not all ASCII.
    private static func placeASCII(_ bytes: UnsafeBufferPointer<UInt8>, with writer: inout GlyphWriter, style: Style) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        guard combined < 0x80 else { return false }
        let glyphs = asciiGlyphs
        for byte in bytes {
            if !writer.place(glyphs[Int(byte)], width: 1, style: style) { break }
        }
        return true
    }

    private static func placeCharacters(of text: Substring, with writer: inout GlyphWriter, style: Style) {
        var glyphs = TerminalGlyphs(text)
        while !writer.isAtEnd, let glyph = glyphs.next() {
            if let scalar = glyph.loneScalar {
                let content = scalar.value < 0x80 ? asciiGlyphs[Int(scalar.value)] : Glyph(scalar)
                if !writer.place(content, width: glyph.width, style: style) { return }
                continue
            }
            if glyph.isPart {
                guard glyph.width > 0 else { continue }
                if !writer.place(Glyph(String(text[glyph.range])), width: glyph.width, style: style) { return }
                continue
            }
            let character = text[glyph.range.lowerBound]
            if let pictures = TerminalText.displayReplacement(for: character) {
                for picture in pictures {
                    if !writer.place(Glyph(picture), width: 1, style: style) { return }
                }
                continue
            }
            guard glyph.width > 0 else { continue }  // nothing visible to put in a cell
            if !writer.place(Glyph(character), width: glyph.width, style: style) { return }
        }
    }

    /// What each ASCII byte is drawn as: itself, or its control picture.
    private static let asciiGlyphs: [Glyph] = (0..<128).map { byte in
        let scalar = Unicode.Scalar(UInt8(byte))
        return Glyph(TerminalText.displayReplacement(for: scalar) ?? scalar)
    }

    // MARK: Cells

    /// Blanks every cell of `rect` (the whole canvas when `nil`) in `style`.
    public func fill(_ rect: Rect? = nil, style: Style = .plain) {
        let area = frameRect(for: rect)
        guard !area.isEmpty else { return }
        frame.blank(area, style: style)
    }

    /// Changes the style of cells already drawn in `rect` (the whole canvas when
    /// `nil`), keeping their text: to show a drawn row as selected, say.
    ///
    /// ```swift
    /// canvas.restyle(Rect(column: 0, row: 3, width: canvas.size.width, height: 1)) { $0.attributes.insert(.reverse) }
    /// ```
    ///
    /// Both halves of a wide glyph always get the same style, even when `rect`
    /// covers only one of them.
    public func restyle(_ rect: Rect? = nil, with change: (inout Style) -> Void) {
        let area = frameRect(for: rect)
        guard !area.isEmpty else { return }
        for row in area.minRow..<area.maxRow {
            var first = area.minColumn
            var end = area.maxColumn
            if frame[first, row].isContinuation && first > 0 { first -= 1 }
            if end < frame.size.width && frame[end, row].isContinuation { end += 1 }
            for column in first..<end {
                var cell = frame[column, row]
                change(&cell.style)
                frame[column, row] = cell
            }
        }
    }

    /// Puts the terminal's cursor at `point` after this frame, if the point is
    /// inside the visible canvas; does nothing otherwise.
    public func setCursor(at point: Point) {
        let framePoint = Point(column: origin.column + point.column, row: origin.row + point.row)
        if clip.contains(framePoint) { frame.cursor = framePoint }
    }

    /// Hides the terminal's cursor after this frame if a view drawn earlier put it
    /// inside this canvas: for an overlay drawn over that view, or a container that
    /// has taken the keys from it.
    public func hideCursor() {
        if let cursor = frame.cursor, clip.contains(cursor) { frame.cursor = nil }
    }

    /// `rect` (or the whole canvas) in frame coordinates, cut to what is visible.
    private func frameRect(for rect: Rect?) -> Rect {
        guard let rect else { return clip }
        return rect.offsetBy(columns: origin.column, rows: origin.row).intersection(clip)
    }
}
