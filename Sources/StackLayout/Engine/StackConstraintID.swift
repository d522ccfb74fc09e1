/// The identifiers of the constraints a stack generates ("Stack semantics": Arranged subviews).
///
/// A `DirectConstraint` keeps its kind as one of these cases (one byte) and spells the
/// identifier only when a description of it is made.
enum StackConstraintID: String, Sendable, CaseIterable {
    /// Consecutive visible views: `next.leading (== | ≥) prev.trailing + s(prev)`.
    case spacing = "Stack-spacing"
    /// The first / last visible view (or a fill-aligned view) to the canvas.
    case canvasConnection = "Stack-canvas-connection"
    /// A hidden view's `length == 0 @999.999` and the `@50` wishes that place it.
    case hiding = "Stack-hiding"
    /// Visible views aligned with each other across the axis (required).
    case alignment = "Stack-alignment"
    /// Equal lengths of views (fillEqually) or of gap guides (equal spacing / centering).
    case fillEqually = "Stack-fill-equally"
    /// A view's share of the canvas under fillProportionally.
    case fillProportionally = "Stack-fill-proportionally"
    /// The edges of a gap guide, tied to the views around it.
    case distributingEdge = "Stack-distributing-edge"
    /// The stack's own size wishes (`@49`, `@1`) and `length ≥ 0` of every arranged view.
    case canvasFit = "Stack-canvas-fit"
    /// The canvas' edges across the axis enclose each visible view; its aligned edge or center
    /// touches them (`@999.5`).
    case spanningBoundary = "Stack-spanning-boundary"
    /// The canvas hugs its views across the axis: `length == 0 @51` (non-fill alignments).
    case spanningFit = "Stack-spanning-fit"
    /// Cross size `== 0 @25` of every view (non-fill alignments); baseline groups' `@1` placement.
    case ambiguitySuppression = "Stack-ambiguity-suppression"
    /// `length == L(i) @0.001·(i+1)`: among tied views the lowest index stretches or shrinks first.
    case tieBreak = "Stack-tie-break"
}
