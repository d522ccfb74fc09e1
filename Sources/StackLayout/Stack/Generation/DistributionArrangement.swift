/// Along the axis (see "Stack semantics"): the chain of visible views from the canvas' leading
/// edge to its trailing edge, the tie-break and `length ≥ 0`, with what the distribution's rule
/// (`DistributionRule`) adds to them. Written once for both axes: "leading", "trailing" and
/// "length" are taken along the stack's axis.
struct DistributionArrangement {
    let snapshot: StackSnapshot

    /// Appends the along-axis group of the item at `index` (whose intrinsic length along the
    /// axis, 0 without one, is `intrinsicLength`) to `specs`.
    func appendSpecs(for index: Int, intrinsicLength: Double, to specs: inout [SlotSpec]) {
        unowned(unsafe) let view = snapshot.items[index].reference
        let length = snapshot.along(view, .length)
        func appendSizing() {
            specs.append(SlotSpec(.nonNegative, ConstraintSpec(length, .greaterThanOrEqual, nil, .canvasFit)))
            specs.append(SlotSpec(.tieBreak, ConstraintSpec(
                length, .equal, nil, constant: intrinsicLength, priority: StackPriority.tieBreak(at: index),
                .tieBreak)))
        }
        let hiding = HidingArrangement(snapshot: snapshot)
        guard snapshot.isVisible(index) else {
            appendSizing()
            hiding.appendAlongSpecs(for: index, to: &specs)
            return
        }
        guard let previous = snapshot.previousVisible(before: index) else {
            appendSizing()
            hiding.appendCollapseSpecs(for: index, to: &specs)
            specs.append(SlotSpec(.link, ConstraintSpec(
                snapshot.along(snapshot.canvas, .leading), .equal, snapshot.along(view, .leading), .canvasConnection)))
            return
        }
        // The chain's equalities come first: they meet this item's variables fresh, so the
        // solver holds them as definitions. Equal lengths (and equal gaps) are a star to the
        // first visible item, so that each is one definition away from it. With gap guides the
        // gap's edges define this item's position and the spacing inequality comes last: it
        // then bounds the common gap alone.
        if let first = snapshot.firstVisible, snapshot.equalLengths {
            specs.append(SlotSpec(.fillEqually, ConstraintSpec(
                length, .equal, snapshot.along(snapshot.items[first].reference, .length), .fillEqually)))
        }
        if snapshot.usesGapGuides {
            snapshot.distribution.appendGapSpecs(from: previous, to: index, of: snapshot, to: &specs)
        }
        specs.append(SlotSpec(.link, spacingSpec(from: previous, to: index)))
        appendSizing()
        hiding.appendCollapseSpecs(for: index, to: &specs)
    }

    /// `next.leading (== | ≥) prev.trailing + s(prev)`, between baselines when baseline-relative.
    private func spacingSpec(from previous: Int, to index: Int) -> ConstraintSpec {
        let relation = snapshot.linkRelation
        unowned(unsafe) let next = snapshot.items[index].reference
        let prev = snapshot.items[previous]
        let (nextSide, prevSide) = snapshot.baselineRelative
            ? (AnchorSide(next, .firstBaseline), AnchorSide(prev.reference, .lastBaseline))
            : (snapshot.along(next, .leading), snapshot.along(prev.reference, .trailing))
        return ConstraintSpec(
            nextSide, relation, prevSide, constant: prev.gapAfter, priority: snapshot.spacingPriority, .spacing)
    }

    /// Stack-level constraints along the axis: the last visible view to the canvas' trailing
    /// edge, `canvas.length == 0 @1` when nothing is visible, then the rule's own (the equal
    /// distributions' `stack.length == 0 @49`).
    func appendStackSpecs(to specs: inout [SlotSpec]) {
        if let last = snapshot.lastVisible {
            specs.append(SlotSpec(.trailingConnection, ConstraintSpec(
                snapshot.along(snapshot.items[last].reference, .trailing), .equal, snapshot.along(snapshot.canvas, .trailing),
                .canvasConnection)))
        } else {
            specs.append(SlotSpec(.emptyFitAlong, ConstraintSpec(
                snapshot.along(snapshot.canvas, .length), .equal, nil, priority: StackPriority.canvasFit, .canvasFit)))
        }
        snapshot.distribution.appendStackSpecs(of: snapshot, to: &specs)
    }
}
