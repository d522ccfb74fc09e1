/// Along the axis (see "Stack semantics"): the chain of visible views from the canvas' leading edge to
/// its trailing edge, the distribution's sizing, the tie-break and `length ≥ 0`. Written once
/// for both axes: "leading", "trailing" and "length" are taken along the stack's axis.
struct DistributionArrangement {
    let context: StackContext
    /// Visible lengths are equal: fillEqually, or fillProportionally with `ΣL = 0`.
    let equalLengths: Bool
    /// For equalCentering: the visible ordinal of every item (its gap is gap `ordinal − 1`).
    let visibleOrdinals: [Int]?
    /// The gap guide before the visible item at an index (created on demand by the stack).
    let gapGuide: (Int) -> LayoutGuide

    private var usesGapGuides: Bool {
        context.distribution == .equalSpacing || context.distribution == .equalCentering
    }

    /// The along-axis group of the item at `index`.
    func specs(for index: Int) -> [(ConstraintSlot, ConstraintSpec)] {
        let view = context.items[index]
        let anchors = context.along(view)
        var specs: [(ConstraintSlot, ConstraintSpec)] = [
            (.nonNegative, ConstraintSpec(AnchorSide(anchors.length), .greaterThanOrEqual, nil, .canvasFit)),
            (.tieBreak, ConstraintSpec(
                AnchorSide(anchors.length), .equal, nil, constant: context.intrinsicLength(index),
                priority: LayoutPriority(0.001 * Float(index + 1)), .tieBreak)),
        ]
        guard context.isVisible(index) else {
            return specs + HidingArrangement(context: context).alongSpecs(for: index)
        }
        specs += HidingArrangement(context: context).collapseSpecs(for: index)
        guard let previous = context.previousVisible(before: index) else {
            let canvas = context.along(context.canvas)
            specs.append((.link, ConstraintSpec(AnchorSide(canvas.leading), .equal, AnchorSide(anchors.leading), .canvasConnection)))
            return specs
        }
        // The chain's equalities come first: they meet this item's variables fresh, so the
        // solver holds them as definitions. Equal lengths (and equal gaps) are a star to the
        // first visible item, so that each is one definition away from it. With gap guides the
        // gap's edges define this item's position and the spacing inequality comes last: it
        // then bounds the common gap alone.
        var chain: [(ConstraintSlot, ConstraintSpec)] = []
        if let first = context.firstVisible, equalLengths {
            let firstAnchors = context.along(context.items[first])
            chain.append((.fillEqually, ConstraintSpec(
                AnchorSide(anchors.length), .equal, AnchorSide(firstAnchors.length), .fillEqually)))
        }
        if usesGapGuides {
            chain += gapSpecs(from: previous, to: index)
        }
        chain.append((.link, spacingSpec(from: previous, to: index)))
        return chain + specs
    }

    /// `next.leading (== | ≥) prev.trailing + s(prev)`, between baselines when baseline-relative.
    private func spacingSpec(from previous: Int, to index: Int) -> ConstraintSpec {
        let relation: LayoutRelation = usesGapGuides ? .greaterThanOrEqual : .equal
        let next = context.items[index], prev = context.items[previous]
        let (nextSide, prevSide) = context.baselineRelative
            ? (AnchorSide(next, .firstBaseline), AnchorSide(prev, .lastBaseline))
            : (AnchorSide(context.along(next).leading), AnchorSide(context.along(prev).trailing))
        return ConstraintSpec(
            nextSide, relation, prevSide, constant: context.gap(after: previous), priority: context.spacingPriority, .spacing)
    }

    /// The gap guide between `previous` and `index` (edges or centers): its start, its equality
    /// with another gap, then its end (which places the item). Required equal gaps
    /// (equalSpacing) all equal the first gap; equalCentering's gaps, soft and on levels of their
    /// own, each equal the previous one.
    private func gapSpecs(from previous: Int, to index: Int) -> [(ConstraintSlot, ConstraintSpec)] {
        let guideAnchors = context.along(gapGuide(index))
        let prev = context.along(context.items[previous]), next = context.along(context.items[index])
        let centering = context.distribution == .equalCentering
        var specs: [(ConstraintSlot, ConstraintSpec)] = [
            (.gapStart, ConstraintSpec(
                AnchorSide(guideAnchors.leading), .equal, AnchorSide(centering ? prev.center : prev.trailing),
                .distributingEdge)),
        ]
        if context.previousVisible(before: previous) != nil, let secondVisible = context.secondVisible {
            let other = context.along(gapGuide(centering ? previous : secondVisible))
            var priority = LayoutPriority.required
            if centering, let ordinals = visibleOrdinals {
                priority = LayoutPriority(Float(max(150 - (ordinals[index] - 1), 50)))
            }
            specs.append((.gapEqual, ConstraintSpec(
                AnchorSide(guideAnchors.length), .equal, AnchorSide(other.length), priority: priority, .fillEqually)))
        }
        specs.append((.gapEnd, ConstraintSpec(
            AnchorSide(centering ? next.center : next.leading), .equal, AnchorSide(guideAnchors.trailing),
            .distributingEdge)))
        return specs
    }

    /// Stack-level constraints along the axis: the last visible view to the canvas' trailing
    /// edge, `stack.length == 0 @49` for the equal distributions, `canvas.length == 0 @1` when
    /// nothing is visible.
    func stackSpecs() -> [(ConstraintSlot, ConstraintSpec)] {
        let canvas = context.along(context.canvas)
        var specs: [(ConstraintSlot, ConstraintSpec)] = []
        if let last = context.lastVisible {
            let anchors = context.along(context.items[last])
            specs.append((.trailingConnection, ConstraintSpec(
                AnchorSide(anchors.trailing), .equal, AnchorSide(canvas.trailing), .canvasConnection)))
        } else {
            specs.append((.emptyFitAlong, ConstraintSpec(
                AnchorSide(canvas.length), .equal, nil, priority: 1, .canvasFit)))
        }
        if usesGapGuides {
            specs.append((.equalFit, ConstraintSpec(
                AnchorSide(context.along(context.stack).length), .equal, nil, priority: 49, .canvasFit)))
        }
        return specs
    }

    /// The fillProportionally share of every visible item (`nil` entries for hidden ones):
    /// `length == (L/ΣL)·canvas.length − (L/ΣL)·Σgaps @max(999 − i, 751)` (1000 when it is the
    /// only visible item with `L > 0`), `length == 0` (required) for a visible item with `L = 0`.
    func proportionalSpecs(lengths: [Double]) -> [ConstraintSpec?] {
        let none = [ConstraintSpec?](repeating: nil, count: context.items.count)
        guard context.distribution == .fillProportionally, lengths.count == context.items.count else { return none }
        let visible = context.items.indices.filter { context.isVisible($0) }
        let total = visible.reduce(0.0) { $0 + lengths[$1] }
        guard total > 0 else { return none }
        let positive = visible.filter { lengths[$0] > 0 }.count
        var gaps = 0.0
        for (previous, _) in zip(visible, visible.dropFirst()) { gaps += context.gap(after: previous) }
        let canvasLength = AnchorSide(context.along(context.canvas).length)
        var specs = [ConstraintSpec?](repeating: nil, count: context.items.count)
        for index in visible {
            let length = AnchorSide(context.along(context.items[index]).length)
            guard lengths[index] > 0 else {
                specs[index] = ConstraintSpec(length, .equal, nil, .fillProportionally)
                continue
            }
            let share = lengths[index] / total
            let priority: LayoutPriority = positive == 1 ? .required : LayoutPriority(Float(max(999 - index, 751)))
            specs[index] = ConstraintSpec(
                length, .equal, canvasLength, multiplier: share, constant: -share * gaps, priority: priority,
                .fillProportionally)
        }
        return specs
    }
}
