extension StackChanges {
    /// Nothing to do.
    static var none: StackChanges {
        var changes = StackChanges()
        changes.allAlong = false
        changes.allCross = false
        changes.proportional = false
        changes.stackLevel = false
        return changes
    }
}

extension Stack {
    /// The update-constraints pass of the stack: regenerates exactly the groups marked in
    /// `pendingChanges`, diffing each against the constraints in place.
    func applyPendingChanges() {
        guard !pendingChanges.isEmpty else { return }
        var changes = pendingChanges
        pendingChanges = .none
        for key in changes.remeasure {
            records[key]?.measuredLength = nil
            records[key]?.measuredHeight = nil
        }
        let context = StackContext(self)
        let lengths = distribution == .fillProportionally ? context.items.indices.map { measuredLength(at: $0, context) } : []
        let equalLengths = distribution == .fillEqually || context.proportionalFallsBackToEqual(lengths: lengths)
        if equalLengths != appliedEqualLengths {
            appliedEqualLengths = equalLengths
            changes.allAlong = true
        }
        // Equal lengths and equal gaps are stars to the first visible items: when those change,
        // every item's group changes.
        let starCenters = [context.firstVisible, context.secondVisible].compactMap { $0.map { ObjectIdentifier(context.items[$0]) } }
        if (equalLengths || distribution == .equalSpacing) && starCenters != appliedStarCenters {
            changes.allAlong = true
        }
        appliedStarCenters = starCenters
        let distributionArrangement = DistributionArrangement(
            context: context, equalLengths: equalLengths,
            visibleOrdinals: distribution == .equalCentering ? visibleOrdinals(context) : nil,
            gapGuide: { [unowned self] index in gapGuide(at: index) })
        let alignmentArrangement = AlignmentArrangement(
            context: context, spanningGuide: { [unowned self] in makeSpanningGuide() },
            alignmentGuide: { [unowned self] in makeAlignmentGuide() })

        for record in alongRecords(changes) {
            record.along.reconcile(distributionArrangement.specs(for: record.index), managing: alongSlots)
        }
        if changes.proportional && (distribution == .fillProportionally || appliedProportional) {
            let specs = distributionArrangement.proportionalSpecs(lengths: lengths)
            for (index, view) in context.items.enumerated() {
                guard let record = records[ObjectIdentifier(view)] else { continue }
                record.proportional.reconcile(specs[index].map { [(.proportional, $0)] } ?? [], managing: [.proportional])
            }
            appliedProportional = distribution == .fillProportionally
        }
        for record in records(changes.allCross ? nil : changes.cross) {
            record.cross.reconcile(alignmentArrangement.specs(for: record.index), managing: crossSlots)
            let suspended: Axis? = suspendsIntrinsicContentSize(of: record.view, along: axis.cross) ? axis.cross : nil
            if suspended != record.suspendedAxis {
                record.suspendedAxis = suspended
                record.view.intrinsicSizesOfSubtreeNeedRefresh()
            }
        }
        if changes.stackLevel || changes.allAlong || changes.allCross {
            stackConstraints.reconcile(
                distributionArrangement.stackSpecs() + alignmentArrangement.stackSpecs(), managing: stackSlots)
            invalidateVendedBaselines()
        }
        if guidesAwaitingRegistration {
            guidesAwaitingRegistration = false
            rootView.layoutEngine.viewGeometryDidChange(self)
        }
        // An enclosing stack may measure this one (fillProportionally, tallest view).
        (superview as? Stack)?.arrangedItemSizeMayHaveChanged(self)
    }

    /// The records of `keys` (every record when `nil`), in arranged order.
    private func records(_ keys: Set<ObjectIdentifier>?) -> [ArrangedRecord] {
        guard let keys else { return arrangedRecords }
        return keys.compactMap { records[$0] }.sorted { $0.index < $1.index }
    }

    /// The records whose along group `changes` marks, in arranged order.
    private func alongRecords(_ changes: StackChanges) -> [ArrangedRecord] {
        if changes.allAlong || changes.alongFrom == 0 { return arrangedRecords }
        let from = min(changes.alongFrom, arrangedRecords.count)
        let marked = changes.along.compactMap { records[$0] }.filter { $0.index < from }.sorted { $0.index < $1.index }
        return marked + arrangedRecords[from...]
    }

    /// `L(i)` for fillProportionally: the intrinsic length, else the compressed fitting length.
    private func measuredLength(at index: Int, _ context: StackContext) -> Double {
        let view = context.items[index]
        guard let record = records[ObjectIdentifier(view)] else { return 0 }
        if let cached = record.measuredLength { return cached }
        let intrinsic = view.intrinsicContentSize.length(along: axis)
        var length = intrinsic
        if !(intrinsic >= 0) { length = fittingSize(of: view).length(along: axis) }
        length = length.isFinite && length > 0 ? length : 0
        record.measuredLength = length
        return length
    }

    /// The cross-axis length used to find the tallest visible view (cached).
    func measuredHeight(of view: View) -> Double {
        guard let record = records[ObjectIdentifier(view)] else { return 0 }
        if let cached = record.measuredHeight { return cached }
        let intrinsic = view.intrinsicContentSize.height
        var height = intrinsic
        if !(intrinsic >= 0) { height = fittingSize(of: view).height }
        height = height.isFinite ? height : 0
        record.measuredHeight = height
        return height
    }

    /// The compressed fitting size; a childless view without constraints of its own is 0 × 0
    /// without building a fitting engine.
    private func fittingSize(of view: View) -> Size {
        if view.subviews.isEmpty && view.attachedConstraints.isEmpty { return .zero }
        return view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    }

    /// The visible ordinal of every item (hidden items get the ordinal of the next visible one).
    private func visibleOrdinals(_ context: StackContext) -> [Int] {
        var ordinals: [Int] = []
        ordinals.reserveCapacity(context.items.count)
        var count = 0
        for view in context.items {
            ordinals.append(count)
            if !view.isHidden { count += 1 }
        }
        return ordinals
    }

    /// The gap guide before the item at `index`, created (and queued for the engine) on demand.
    private func gapGuide(at index: Int) -> LayoutGuide {
        guard let record = records[ObjectIdentifier(arrangedSubviews[index])] else { return makeGuide("Stack-gap") }
        if let guide = record.gapGuide { return guide }
        let guide = makeGuide("Stack-gap")
        record.gapGuide = guide
        return guide
    }

    private func makeSpanningGuide() -> LayoutGuide {
        if let guide = spanningGuide { return guide }
        let guide = makeGuide("Stack-spanning")
        spanningGuide = guide
        return guide
    }

    private func makeAlignmentGuide() -> LayoutGuide {
        if let guide = alignmentGuide { return guide }
        let guide = makeGuide("Stack-alignment")
        alignmentGuide = guide
        return guide
    }

    /// A guide owned by the stack; the engine registers all new guides once, at the end of the pass.
    private func makeGuide(_ identifier: String) -> LayoutGuide {
        let guide = LayoutGuide(identifier: identifier)
        guide.owningView = self
        guideStorage.append(guide)
        guidesAwaitingRegistration = true
        return guide
    }
}

/// The slots of the stack-level group.
let stackSlots: ConstraintSlots = [
    .trailingConnection, .equalFit, .emptyFitAlong, .emptyFitCross, .spanningLeading, .spanningTrailing,
    .spanningFit, .baselinePlacement, .alignmentGuidePosition, .alignmentGuideLength, .alignmentGuideThickness,
]
