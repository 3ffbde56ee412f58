extension Rect {
    /// A rectangle of `size` centred in this one, cut to this one where it is larger:
    /// where an alert or a dialog box goes.
    ///
    /// ```swift
    /// Rect(column: 0, row: 0, width: 80, height: 24).centered(Size(width: 40, height: 7))
    /// // (20, 8) 40x7
    /// ```
    ///
    /// When the room left over is odd, the extra cell goes after the box (right of it,
    /// below it).
    public func centered(_ size: Size) -> Rect {
        let width = Swift.min(size.width, self.width)
        let height = Swift.min(size.height, self.height)
        return Rect(
            column: minColumn + (self.width - width) / 2, row: minRow + (self.height - height) / 2,
            width: width, height: height
        )
    }

    /// The rectangle shrunk by `cells` on every side, never below empty: the inside of
    /// a one-cell border is `inset(by: 1)`.
    ///
    /// ```swift
    /// Rect(column: 0, row: 0, width: 10, height: 4).inset(by: 1)  // (1, 1) 8x2
    /// ```
    public func inset(by cells: Int) -> Rect {
        inset(top: cells, left: cells, bottom: cells, right: cells)
    }
}
