/// Along the axis (see "Stack semantics"): the chain of visible views from the canvas' leading
/// edge to its trailing edge, the distribution's sizing, the tie-break and `length ≥ 0`.
/// Written once for both axes: "leading", "trailing" and "length" are taken along the stack's
/// axis.
struct DistributionArrangement {
    let snapshot: StackSnapshot
    /// For equalCentering: the visible ordinal of every item (its gap is gap `ordinal − 1`).
    private let visibleOrdinals: [Int]

    init(_ snapshot: StackSnapshot) {
        self.snapshot = snapshot
        visibleOrdinals = snapshot.distribution == .equalCentering ? Self.ordinals(snapshot.items) : []
    }

    /// The visible ordinal of every item (hidden items get the ordinal of the next visible one).
    private static func ordinals(_ items: [ArrangedItem]) -> [Int] {
        var ordinals: [Int] = []
        ordinals.reserveCapacity(items.count)
        var count = 0
        for item in items {
            ordinals.append(count)
            if !item.isHidden { count += 1 }
        }
        return ordinals
    }

    /// Appends the along-axis group of the item at `index` (whose intrinsic length along the
    /// axis, 0 without one, is `intrinsicLength`) to `specs`.
    func appendSpecs(for index: Int, intrinsicLength: Double, to specs: inout [SlotSpec]) {
        let view = snapshot.items[index].reference
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
        if snapshot.usesGapGuides { appendGapSpecs(from: previous, to: index, to: &specs) }
        specs.append(SlotSpec(.link, spacingSpec(from: previous, to: index)))
        appendSizing()
        hiding.appendCollapseSpecs(for: index, to: &specs)
    }

    /// `next.leading (== | ≥) prev.trailing + s(prev)`, between baselines when baseline-relative.
    private func spacingSpec(from previous: Int, to index: Int) -> ConstraintSpec {
        let relation: LayoutRelation = snapshot.usesGapGuides ? .greaterThanOrEqual : .equal
        let next = snapshot.items[index].reference, prev = snapshot.items[previous]
        let (nextSide, prevSide) = snapshot.baselineRelative
            ? (AnchorSide(next, .firstBaseline), AnchorSide(prev.reference, .lastBaseline))
            : (snapshot.along(next, .leading), snapshot.along(prev.reference, .trailing))
        return ConstraintSpec(
            nextSide, relation, prevSide, constant: prev.gapAfter, priority: snapshot.spacingPriority, .spacing)
    }

    /// The gap guide between `previous` and `index` (edges or centers): its start, its equality
    /// with another gap, then its end (which places the item). Required equal gaps
    /// (equalSpacing) all equal the first gap; equalCentering's gaps, soft and on levels of their
    /// own, each equal the previous one.
    private func appendGapSpecs(from previous: Int, to index: Int, to specs: inout [SlotSpec]) {
        guard let guide = snapshot.items[index].gapGuide else { return }
        let prev = snapshot.items[previous].reference, next = snapshot.items[index].reference
        let centering = snapshot.distribution == .equalCentering
        specs.append(SlotSpec(.gapStart, ConstraintSpec(
            snapshot.along(guide, .leading), .equal, snapshot.along(prev, centering ? .center : .trailing),
            .distributingEdge)))
        if snapshot.previousVisible(before: previous) != nil, let secondVisible = snapshot.secondVisible,
           let other = snapshot.items[centering ? previous : secondVisible].gapGuide
        {
            var priority = LayoutPriority.required
            if centering { priority = LayoutPriority(Float(max(150 - (visibleOrdinals[index] - 1), 50))) }
            specs.append(SlotSpec(.gapEqual, ConstraintSpec(
                snapshot.along(guide, .length), .equal, snapshot.along(other, .length), priority: priority,
                .fillEqually)))
        }
        specs.append(SlotSpec(.gapEnd, ConstraintSpec(
            snapshot.along(next, centering ? .center : .leading), .equal, snapshot.along(guide, .trailing),
            .distributingEdge)))
    }

    /// Stack-level constraints along the axis: the last visible view to the canvas' trailing
    /// edge, `stack.length == 0 @49` for the equal distributions, `canvas.length == 0 @1` when
    /// nothing is visible.
    func appendStackSpecs(to specs: inout [SlotSpec]) {
        if let last = snapshot.lastVisible {
            specs.append(SlotSpec(.trailingConnection, ConstraintSpec(
                snapshot.along(snapshot.items[last].reference, .trailing), .equal, snapshot.along(snapshot.canvas, .trailing),
                .canvasConnection)))
        } else {
            specs.append(SlotSpec(.emptyFitAlong, ConstraintSpec(
                snapshot.along(snapshot.canvas, .length), .equal, nil, priority: StackPriority.canvasFit, .canvasFit)))
        }
        if snapshot.usesGapGuides {
            specs.append(SlotSpec(.equalFit, ConstraintSpec(
                snapshot.along(snapshot.stack, .length), .equal, nil, priority: StackPriority.equalFit, .canvasFit)))
        }
    }

    /// The fillProportionally share of every visible item (`nil` entries for hidden ones):
    /// `length == (L/ΣL)·canvas.length − (L/ΣL)·Σgaps @max(999 − i, 751)` (1000 when it is the
    /// only visible item with `L > 0`), `length == 0` (required) for a visible item with `L = 0`,
    /// none for a share below the smallest multiplier, 1e-6.
    func proportionalSpecs(lengths: [Double]) -> [ConstraintSpec?] {
        let items = snapshot.items
        var specs = [ConstraintSpec?](repeating: nil, count: items.count)
        guard snapshot.distribution == .fillProportionally, lengths.count == items.count else { return specs }
        let visible = items.indices.filter { snapshot.isVisible($0) }
        let total = visible.reduce(0.0) { $0 + lengths[$1] }
        guard total > 0 else { return specs }
        let positive = visible.filter { lengths[$0] > 0 }.count
        var gaps = 0.0
        for (previous, _) in zip(visible, visible.dropFirst()) { gaps += items[previous].gapAfter }
        let canvasLength = snapshot.along(snapshot.canvas, .length)
        for index in visible {
            let length = snapshot.along(items[index].reference, .length)
            guard lengths[index] > 0 else {
                specs[index] = ConstraintSpec(length, .equal, nil, .fillProportionally)
                continue
            }
            let share = lengths[index] / total
            // A share too small for a multiplier (a view beside one a million times longer)
            // leaves the view to the rest of its constraints, which give it nearly that share.
            guard share >= LayoutValueLimits.multiplierMagnitudes.lowerBound else { continue }
            let priority: LayoutPriority = positive == 1 ? .required : StackPriority.proportionalShare(at: index)
            specs[index] = ConstraintSpec(
                length, .equal, canvasLength, multiplier: share, constant: -share * gaps, priority: priority,
                .fillProportionally)
        }
        return specs
    }
}
