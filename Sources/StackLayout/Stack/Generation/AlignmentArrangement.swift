/// Across the axis (see "Stack semantics"): fill alignment ties each visible view to the canvas; the
/// other alignments enclose the visible views in a spanning guide pinned to the canvas and
/// align them with each other. Written once for both axes ("leading", "trailing", "length"
/// taken across the stack's axis).
struct AlignmentArrangement {
    let context: StackContext
    /// The spanning guide (non-fill alignments), created on demand by the stack.
    let spanningGuide: () -> LayoutGuide
    /// The alignment guide (non-fill alignments): a zero-size guide whose across-axis leading
    /// edge is the line every visible view aligns to, created on demand by the stack.
    let alignmentGuide: () -> LayoutGuide

    /// The across-axis group of the item at `index`.
    func specs(for index: Int) -> [(ConstraintSlot, ConstraintSpec)] {
        let view = context.items[index]
        let anchors = context.across(view)
        var specs: [(ConstraintSlot, ConstraintSpec)] = []
        if context.alignment != .fill {
            // A view without an intrinsic cross size is 0 instead of ambiguous.
            specs.append((.crossSize, ConstraintSpec(
                AnchorSide(anchors.length), .equal, nil, priority: 25, .ambiguitySuppression)))
        }
        guard context.isVisible(index) else {
            return specs + HidingArrangement(context: context).crossSpecs(for: index)
        }
        guard context.alignment != .fill else {
            let canvas = context.across(context.canvas)
            return [
                (.crossLeading, ConstraintSpec(AnchorSide(anchors.leading), .equal, AnchorSide(canvas.leading), .canvasConnection)),
                (.crossTrailing, ConstraintSpec(AnchorSide(anchors.trailing), .equal, AnchorSide(canvas.trailing), .canvasConnection)),
            ]
        }
        let guideItem = spanningGuide()
        let guide = context.across(guideItem)
        specs.append((.boundaryLeading, ConstraintSpec(
            AnchorSide(guide.leading), .lessThanOrEqual, AnchorSide(anchors.leading), .spanningBoundary)))
        specs.append((.boundaryTrailing, ConstraintSpec(
            AnchorSide(guide.trailing), .greaterThanOrEqual, AnchorSide(anchors.trailing), .spanningBoundary)))
        if !context.alignment.isBaseline,
           let mine = context.alignment.alignedAnchor(of: view, anchors),
           let guides = context.alignment.alignedAnchor(of: guideItem, guide)
        {
            specs.append((.alignedEdge, ConstraintSpec(
                AnchorSide(mine), .equal, AnchorSide(guides), priority: 999.5, .spanningBoundary)))
        }
        // Every visible item is aligned to one line, the alignment guide's edge (all of them
        // equal, as UIKit aligns each to the first): a star, not a chain, so that each item's
        // position is defined in one step and hiding any item re-aligns only that item. Through a
        // chain the last of n items would expand into n terms wherever the spanning guide's
        // bounds mention it (O(n²) tableau entries: two minutes for a 2000-view `.leading` stack).
        if let mine = context.alignment.alignedAnchor(of: view, anchors) {
            // First, so that it defines this item's position while the variable is fresh.
            specs.insert((.alignChain, ConstraintSpec(
                AnchorSide(mine), .equal, AnchorSide(context.across(alignmentGuide()).leading), .alignment)), at: 0)
        }
        return specs
    }

    /// Stack-level constraints across the axis: with visible items and a non-fill alignment,
    /// the spanning guide pinned to the canvas and hugging at `@51`, the alignment guide's
    /// position and zero size (plus the `@1` placement of
    /// a baseline group: extra space below a first-baseline group, above a last-baseline one);
    /// `canvas.length == 0 @1` when nothing is visible.
    func stackSpecs() -> [(ConstraintSlot, ConstraintSpec)] {
        let canvas = context.across(context.canvas)
        guard let first = context.firstVisible else {
            return [(.emptyFitCross, ConstraintSpec(AnchorSide(canvas.length), .equal, nil, priority: 1, .canvasFit))]
        }
        guard context.alignment != .fill else { return [] }
        let guideItem = spanningGuide()
        let guide = context.across(guideItem)
        // The alignment guide is a point: at the canvas' leading edge along the axis, and on the
        // line its aligned items define across it.
        let line = alignmentGuide()
        var specs: [(ConstraintSlot, ConstraintSpec)] = [
            (.spanningLeading, ConstraintSpec(AnchorSide(guide.leading), .equal, AnchorSide(canvas.leading), .canvasConnection)),
            (.spanningTrailing, ConstraintSpec(AnchorSide(guide.trailing), .equal, AnchorSide(canvas.trailing), .canvasConnection)),
            (.spanningFit, ConstraintSpec(AnchorSide(guide.length), .equal, nil, priority: 51, .spanningFit)),
            (.alignmentGuidePosition, ConstraintSpec(
                AnchorSide(context.along(line).leading), .equal, AnchorSide(context.along(context.canvas).leading), .alignment)),
            (.alignmentGuideLength, ConstraintSpec(AnchorSide(context.along(line).length), .equal, nil, .alignment)),
            (.alignmentGuideThickness, ConstraintSpec(AnchorSide(context.across(line).length), .equal, nil, .alignment)),
        ]
        if context.alignment.isBaseline {
            let firstBaseline = context.alignment == .firstBaseline
            let view = context.items[first]
            specs.append((.baselinePlacement, ConstraintSpec(
                AnchorSide(view, firstBaseline ? .firstBaseline : .lastBaseline), .equal,
                AnchorSide(firstBaseline ? guide.leading : guide.trailing), priority: 1, .ambiguitySuppression)))
        }
        return specs
    }
}
