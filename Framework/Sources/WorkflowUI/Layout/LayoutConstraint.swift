extension Layout {
    /// What one segment of a `Layout` asks for, along the layout's direction.
    ///
    /// ```swift
    /// Layout.rows(.length(1), .fill(), .length(1))        // header, body, footer
    /// Layout.columns(.percentage(30), .min(20))          // sidebar, content
    /// Layout.columns(.ratio(1, 3), .length(1), .fill())  // a third, a separator, the rest
    /// ```
    ///
    /// When there is not room for every demand, they are met in this order, and each
    /// kind shrinks (in proportion to what its segments ask) before the one above it
    /// gives up anything: `min`, then `length`, then `percentage` and `ratio`, then
    /// `fill`, which only ever takes what is left.
    ///
    /// Negative numbers count as zero.
    public enum Constraint: Hashable, Sendable {
        /// Exactly this many cells.
        case length(Int)
        /// This percent of the whole length being split (spacing included), rounded to
        /// whole cells so that percentages adding up to 100 cover it exactly.
        case percentage(Int)
        /// `numerator / denominator` of the whole length being split, rounded like a
        /// percentage. A zero denominator asks for nothing.
        case ratio(Int, Int)
        /// At least this many cells; with no `fill` in the layout, the `min` segments
        /// also share whatever is left over.
        case min(Int)
        /// What is left once the others have theirs, shared between the `fill`
        /// segments in proportion to their weights (all zero: equally).
        case fill(Int = 1)
    }
}
