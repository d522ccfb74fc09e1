/// The priority levels of the constraints a stack generates ("Stack semantics": Priorities),
/// highest first, defined once. They live below the engine and the stack because both read
/// them: the stack generates its constraints at these levels, and the engine demotes the
/// content of a hidden view that a stack spans into the band between ``spanningFit`` and
/// ``hiddenSpanningSize`` (`View.demotedContentPriority(_:)`).
enum StackPriority {
    /// 999.999: a hidden arranged view's length `== 0`, just below required.
    static let hiddenLength = LayoutPriority(999.999)
    /// 999.99: a hidden stack's spacing, below `hiddenLength` so that the stack collapses to
    /// length 0 in an enclosing stack instead of keeping its gaps.
    static let collapsedSpacing = LayoutPriority(999.99)
    /// 999.5: a view on the canvas' edge (or center) it is aligned to.
    static let spanningBoundary = LayoutPriority(999.5)
    /// 52: a hidden view's cross size spanning the canvas under fill alignment, above the
    /// content demoted inside it.
    static let hiddenSpanningSize = LayoutPriority(52)
    /// 51: the canvas hugs its views across the axis (`length == 0`, non-fill alignments); the
    /// bottom of the band the content inside a spanned hidden view is demoted into.
    static let spanningFit = LayoutPriority(51)
    /// 50: the wishes that place a hidden view (its hang on the chain, its cross position).
    static let hiddenPlacement = LayoutPriority(50)
    /// 49: an equal-spacing or equal-centering stack hugs its views along the axis.
    static let equalFit = LayoutPriority(49)
    /// 25: a view without an intrinsic cross size is 0 instead of ambiguous.
    static let ambiguitySuppression = LayoutPriority(25)
    /// 1: the canvas fits what it holds when nothing else sizes it.
    static let canvasFit = LayoutPriority(1)
    /// 1: a baseline group's placement in its canvas across the axis (extra space below a
    /// first-baseline group, above a last-baseline one).
    static let baselinePlacement = LayoutPriority(1)
    /// 0.0005: a collapsed stack's views wish to sit at its leading edge, below every tie-break.
    static let collapse = LayoutPriority(0.0005)

    /// The tie-break of the arranged view at `index`, `0.001 · (index + 1)`: among views tied at
    /// the deciding priority, the one with the lowest index stretches or shrinks first.
    static func tieBreak(at index: Int) -> LayoutPriority { LayoutPriority(0.001 * Float(index + 1)) }

    /// The fillProportionally share of the arranged view at `index` when other visible views
    /// have a length too: `max(999 − index, 751)`.
    static func proportionalShare(at index: Int) -> LayoutPriority { LayoutPriority(Float(max(999 - index, 751))) }
}
