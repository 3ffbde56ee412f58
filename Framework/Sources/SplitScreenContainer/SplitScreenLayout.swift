import WorkflowUI

/// Where a split's panes and separator go in a rectangle: one column of separator, and
/// the rest shared between the panes by the ratio; or the focused
/// pane alone when either would be narrower than `minimumPaneWidth`.
struct SplitScreenLayout {
    var ratio: Double
    var focusedPane: SplitScreenPane
    /// Narrower than this, the focused pane is shown alone.
    var minimumWidth = 0

    /// Narrower than this, a pane is not worth showing beside the other.
    static let minimumPaneWidth = 10

    /// The panes' areas (a hidden pane's is empty) and the separator's, if shown.
    struct Areas {
        var leading: Rect
        var separator: Rect?
        var trailing: Rect

        subscript(pane: SplitScreenPane) -> Rect {
            pane == .leading ? leading : trailing
        }

        var arrangement: SplitScreenArrangement {
            separator == nil ? .focusedPaneAlone : .sideBySide
        }
    }

    func areas(in bounds: Rect) -> Areas {
        // The panes share what the separator leaves, in ten thousandths: finer than any
        // terminal's columns.
        if bounds.width >= minimumWidth {
            let share = Int((clampedRatio * 10_000).rounded())
            let columns = Layout.columns(.fill(share), .length(1), .fill(10_000 - share)).split(bounds)
            if min(columns[0].width, columns[2].width) >= Self.minimumPaneWidth {
                return Areas(leading: columns[0], separator: columns[1], trailing: columns[2])
            }
        }
        let hidden = Rect(origin: bounds.origin, size: .zero)
        switch focusedPane {
        case .leading: return Areas(leading: bounds, separator: nil, trailing: hidden)
        case .trailing: return Areas(leading: hidden, separator: nil, trailing: bounds)
        }
    }

    /// The ratio within 0...1; not a number counts as the default third.
    private var clampedRatio: Double {
        ratio.isNaN ? 1.0 / 3.0 : min(max(ratio, 0), 1)
    }
}
