/// Across the axis (see "Stack semantics"): fill alignment ties each visible view to the canvas;
/// the other alignments enclose the visible views between the canvas' edges and align them with
/// each other. Written once for both axes ("leading", "trailing", "length" taken across the
/// stack's axis).
struct AlignmentArrangement {
    let snapshot: StackSnapshot

    /// The attribute visible items are aligned on across the axis (`nil` for fill).
    private var alignedAttribute: LayoutAttribute? { snapshot.alignment.alignedAttribute(across: snapshot.axis.cross) }

    /// Appends the across-axis group of the item at `index` to `specs`.
    func appendSpecs(for index: Int, to specs: inout [SlotSpec]) {
        unowned(unsafe) let view = snapshot.items[index].reference
        guard snapshot.alignment != .fill else {
            guard snapshot.isVisible(index) else {
                return HidingArrangement(snapshot: snapshot).appendCrossSpecs(for: index, to: &specs)
            }
            unowned(unsafe) let canvas = snapshot.canvas
            specs.append(SlotSpec(.crossLeading, ConstraintSpec(
                snapshot.across(view, .leading), .equal, snapshot.across(canvas, .leading), .canvasConnection)))
            specs.append(SlotSpec(.crossTrailing, ConstraintSpec(
                snapshot.across(view, .trailing), .equal, snapshot.across(canvas, .trailing), .canvasConnection)))
            return
        }
        guard snapshot.isVisible(index), snapshot.hasAlignmentGuides else {
            // A view without an intrinsic cross size is 0 instead of ambiguous.
            specs.append(SlotSpec(.crossSize, ConstraintSpec(
                snapshot.across(view, .length), .equal, nil, priority: StackPriority.ambiguitySuppression, .ambiguitySuppression)))
            return HidingArrangement(snapshot: snapshot).appendCrossSpecs(for: index, to: &specs)
        }
        // The canvas and the guide, like the items, are read without retaining them.
        unowned(unsafe) let canvas = snapshot.canvas, line = snapshot.alignmentGuide
        // Every visible item is aligned to one line, the alignment guide's edge (all of them
        // equal, as UIKit aligns each to the first): a star, not a chain, so that each item's
        // position is defined in one step and hiding any item re-aligns only that item. Through a
        // chain the last of n items would expand into n terms wherever the canvas'
        // bounds mention it (O(n²) tableau entries: two minutes for a 2000-view `.leading` stack).
        // First, so that it defines this item's position while the variable is fresh.
        if let aligned = alignedAttribute {
            specs.append(SlotSpec(.alignChain, ConstraintSpec(
                AnchorSide(view, aligned), .equal, snapshot.across(line, .leading), .alignment)))
        }
        specs.append(SlotSpec(.crossSize, ConstraintSpec(
            snapshot.across(view, .length), .equal, nil, priority: StackPriority.ambiguitySuppression, .ambiguitySuppression)))
        // The canvas encloses the item; on the aligned edge every item sits on the line, so the
        // stack bounds the line once instead (`appendLineSpecs`).
        if alignedAttribute != snapshot.across(view, .leading).attribute {
            specs.append(SlotSpec(.boundaryLeading, ConstraintSpec(
                snapshot.across(canvas, .leading), .lessThanOrEqual, snapshot.across(view, .leading), .spanningBoundary)))
        }
        if alignedAttribute != snapshot.across(view, .trailing).attribute {
            specs.append(SlotSpec(.boundaryTrailing, ConstraintSpec(
                snapshot.across(canvas, .trailing), .greaterThanOrEqual, snapshot.across(view, .trailing),
                .spanningBoundary)))
        }
    }

    /// The line's constraints, once per stack (each item sits on the line, so these stand for
    /// every visible item's): the line wishes to be the canvas' aligned edge or center (`@999.5`,
    /// not for baselines), and on an aligned edge the canvas encloses the line.
    private func appendLineSpecs(to specs: inout [SlotSpec]) {
        guard let aligned = alignedAttribute else { return }
        unowned(unsafe) let canvas = snapshot.canvas, line = snapshot.alignmentGuide
        let onLine = snapshot.across(line, .leading)
        if !snapshot.alignment.isBaseline {
            specs.append(SlotSpec(.alignedEdge, ConstraintSpec(
                onLine, .equal, AnchorSide(canvas, aligned), priority: StackPriority.spanningBoundary, .spanningBoundary)))
        }
        if aligned == snapshot.across(canvas, .leading).attribute {
            specs.append(SlotSpec(.boundaryLeading, ConstraintSpec(
                snapshot.across(canvas, .leading), .lessThanOrEqual, onLine, .spanningBoundary)))
        } else if aligned == snapshot.across(canvas, .trailing).attribute {
            specs.append(SlotSpec(.boundaryTrailing, ConstraintSpec(
                snapshot.across(canvas, .trailing), .greaterThanOrEqual, onLine, .spanningBoundary)))
        }
    }

    /// Stack-level constraints across the axis: with visible items and a non-fill alignment,
    /// the canvas hugging its views across the axis at `@51`, the line's constraints (the
    /// alignment guide needs none of its own: its one unknown is the line, its other components
    /// read the engine's constant 0, see `LayoutVariables`), and the `@1` placement of a
    /// baseline group (extra space below a first-baseline group, above a last-baseline one);
    /// `canvas.length == 0 @1` when nothing is visible.
    func appendStackSpecs(to specs: inout [SlotSpec]) {
        unowned(unsafe) let canvas = snapshot.canvas
        guard let first = snapshot.firstVisible else {
            specs.append(SlotSpec(.emptyFitCross, ConstraintSpec(
                snapshot.across(canvas, .length), .equal, nil, priority: StackPriority.canvasFit, .canvasFit)))
            return
        }
        guard snapshot.alignment != .fill, snapshot.hasAlignmentGuides else { return }
        specs.append(SlotSpec(.spanningFit, ConstraintSpec(
            snapshot.across(canvas, .length), .equal, nil, priority: StackPriority.spanningFit, .spanningFit)))
        appendLineSpecs(to: &specs)
        if snapshot.alignment.isBaseline {
            let firstBaseline = snapshot.alignment == .firstBaseline
            specs.append(SlotSpec(.baselinePlacement, ConstraintSpec(
                AnchorSide(snapshot.items[first].reference, firstBaseline ? .firstBaseline : .lastBaseline), .equal,
                snapshot.across(canvas, firstBaseline ? .leading : .trailing), priority: StackPriority.baselinePlacement,
                .ambiguitySuppression)))
        }
    }
}
