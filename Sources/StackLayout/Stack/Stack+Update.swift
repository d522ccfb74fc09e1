import LayoutSolver

extension Stack {
    /// The update-constraints pass of the stack: regenerates exactly the groups marked in
    /// `pendingChanges` from a snapshot of the stack, diffing each against the constraints in
    /// place.
    func applyPendingChanges() {
        guard !pendingChanges.isEmpty else { return }
        var changes = StackChanges.none
        swap(&changes, &pendingChanges)
        changes.clearMarks()
        for record in changes.remeasure {
            record.measuredLength = nil
            record.measuredHeight = nil
        }
        let rule = distribution.rule
        let lengths = rule.measuresViews ? arrangedRecords.indices.map { measuredLength(at: $0) } : []
        let equalLengths = rule.makesLengthsEqual(arrangedSubviews, measuredLengths: lengths)
        if equalLengths != appliedEqualLengths {
            appliedEqualLengths = equalLengths
            changes.allAlong = true
        }
        // The tree's buffers, read once for the pass (the root is read without retaining it).
        let buffers = unretainedRootView._withUnsafeGuaranteedRef { updateBuffers(of: $0) }
        let snapshot = buffers.takeSnapshot(for: self)
        fill(snapshot, rule, equalLengths: equalLengths)
        // Equal lengths and equal gaps are stars to the first visible items: when those change,
        // every item's group changes.
        let starCenters = (
            snapshot.firstVisible.map { ObjectIdentifier(snapshot.items[$0].reference) },
            snapshot.secondVisible.map { ObjectIdentifier(snapshot.items[$0].reference) })
        if (equalLengths || rule.tiesToFirstVisibleViews) && starCenters != appliedStarCenters {
            changes.allAlong = true
        }
        let lastVisible = snapshot.lastVisible.map { ObjectIdentifier(snapshot.items[$0].reference) }
        let stackLevelStands = stackLevelGroupStands(for: changes, snapshot, first: starCenters.0, last: lastVisible)
        appliedStarCenters = starCenters
        appliedLastVisible = lastVisible
        stackLevelGroupLostConstraints = false
        let engine = unretainedRootView._withUnsafeGuaranteedRef { $0.layoutEngine }
        regenerate(changes, from: snapshot, lengths: lengths, stackLevelStands: stackLevelStands, buffers: buffers,
                   in: engine)
        buffers.keep(snapshot)
        // The applied lists, emptied, take the next changes unless some came meanwhile (swapped
        // in, not copied: the empty changes they replace are dropped with the pass).
        if pendingChanges.isEmpty {
            changes.removeAll()
            swap(&changes, &pendingChanges)
        }
        settleAlignmentGuide(in: engine)
        if guidesAwaitingRegistration {
            guidesAwaitingRegistration = false
            engine.viewGeometryDidChange(self)
        }
        // An enclosing stack may measure this one (fillProportionally, tallest view).
        (superview as? Stack)?.arrangedFittingSizeMayHaveChanged(self, in: engine)
    }

    /// Reconciles the groups `changes` marks with what the generators make of `snapshot`, in
    /// `engine` (the engine of the stack's tree); the stack-level group only unless it
    /// `stackLevelStands`. Each arranged view's groups are reconciled together (along,
    /// proportional share, cross), view after view: a view's constraints are made, attached and
    /// queued while its state is at hand, and are installed in that order.
    private func regenerate(
        _ changes: StackChanges, from snapshot: StackSnapshot, lengths: [Double], stackLevelStands: Bool,
        buffers: StackUpdateBuffers, in engine: LayoutEngine
    ) {
        let target = GenerationTarget(engine: engine, generator: itemReference, makesObjects: generatesConstraintObjects)
        if changes.allAlong && changes.allCross { Self.makeQueueRoom(forViews: arrangedRecords.count, in: engine) }
        // The buffer keeps its storage from one pass to the next (empty between passes).
        var specs: [SlotSpec] = []
        swap(&specs, &buffers.specs)
        defer {
            specs.clearKeepingCapacity()
            buffers.specs = specs
        }
        specs.reserveCapacity(Self.firstSpecCapacity)
        let generators = Generators(
            distribution: DistributionArrangement(snapshot: snapshot), alignment: AlignmentArrangement(snapshot: snapshot))
        let along = alongRecords(changes)
        let cross = changes.allCross ? arrangedRecords : Self.inArrangedOrder(changes.cross)
        var shares: [ConstraintSpec?]?
        let rule = snapshot.distribution
        if changes.proportional && (rule.measuresViews || appliedProportional) {
            shares = rule.shareSpecs(of: snapshot, lengths: lengths)
            appliedProportional = rule.measuresViews
        }
        var a = 0, c = 0
        // The record lists hold their records: those are read without retaining them. The state
        // the walk changes is passed in, not captured (a captured variable is checked for
        // exclusive access at run time on every use).
        func visit(_ index: Int, _ a: inout Int, _ c: inout Int, _ specs: inout [SlotSpec]) {
            let alongs = a < along.count && along.withUnretainedElement(at: a, { $0.index }) == index
            let crosses = c < cross.count && cross.withUnretainedElement(at: c, { $0.index }) == index
            if alongs { a += 1 }
            if crosses { c += 1 }
            arrangedRecords.withUnretainedElement(at: index) { record in
                reconcileGroups(
                    of: record, along: alongs, share: shares.map { $0[index] }, cross: crosses, generators, &specs,
                    for: target)
            }
        }
        if shares != nil {
            for index in arrangedRecords.indices { visit(index, &a, &c, &specs) }
        } else {
            while a < along.count || c < cross.count {
                let index = min(a < along.count ? along[a].index : .max, c < cross.count ? cross[c].index : .max)
                visit(index, &a, &c, &specs)
            }
        }
        assert(a == along.count && c == cross.count, "records out of arranged order")
        if changes.stackLevel || changes.allAlong || changes.allCross {
            if !stackLevelStands {
                specs.clearKeepingCapacity()
                generators.distribution.appendStackSpecs(to: &specs)
                generators.alignment.appendStackSpecs(to: &specs)
                reconciledGroupCount += 1
                stackConstraints.reconcile(specs, managing: stackSlots, for: target)
            }
            invalidateVendedBaselines(in: engine)
        }
        engine.requestLayout()
    }

    /// Whether the stack-level group that the last pass left is what `changes` would make of it
    /// from `snapshot`, whose first and last visible views are `first` and `last`. Besides the
    /// stack's properties, whose changes regenerate every view's group along or across the axis
    /// (and this group with them), the group reads only the visible views at the ends: whether
    /// there is any, the last one (its connection to the canvas) and, for baseline alignments,
    /// the first one (its baseline placement). Every change that may move them marks the group,
    /// so the last pass's ends are the group's: a hidden view, an insertion or a removal that
    /// leaves them in place changes nothing in it.
    private func stackLevelGroupStands(
        for changes: StackChanges, _ snapshot: StackSnapshot, first: ObjectIdentifier?, last: ObjectIdentifier?
    ) -> Bool {
        guard !changes.allAlong, !changes.allCross, !stackLevelGroupLostConstraints, last == appliedLastVisible
        else { return false }
        return !snapshot.alignment.isBaseline || first == appliedStarCenters.0
    }

    /// Makes room in the install queue of a new engine, `engine`, for the constraints a stack of
    /// `count` views makes when all its groups are made (about six a view, and the stack's own),
    /// so that the first stack of a tree grows the queue once instead of from one element on.
    /// A queue with storage grows as it is appended to.
    private static func makeQueueRoom(forViews count: Int, in engine: LayoutEngine) {
        guard engine.queuedDirect.capacity == 0 else { return }
        engine.queuedDirect.reserveCapacity(6 * count + 8)
    }

    /// The specs a tree's buffer first makes room for: as many as a block under 1 KB holds (the
    /// array's 32-byte header included), since a larger block makes malloc consolidate its free
    /// lists first; groups larger than that are rare, and the buffer then grows once.
    private static var firstSpecCapacity: Int { (1_000 - 32) / MemoryLayout<SlotSpec>.stride }

    /// The two generators of a pass.
    private struct Generators {
        let distribution: DistributionArrangement
        let alignment: AlignmentArrangement
    }

    /// Reconciles the groups of `record` that are marked: its along group, its share group (when
    /// `share` is given; its inner `nil` means no share), its cross group; and suspends its
    /// intrinsic size across the axis while it is hidden in a fill alignment (see
    /// `suspendsIntrinsicContentSize(of:along:)`). Groups that hold nothing yet are filled in one
    /// go, in the same order (so a first pass grows the record's storage once).
    private func reconcileGroups(
        of record: ArrangedRecord, along: Bool, share: ConstraintSpec??, cross: Bool, _ generators: Generators,
        _ specs: inout [SlotSpec], for target: GenerationTarget
    ) {
        var managed = ConstraintSlots.none
        if along { managed.formUnion(alongSlots) }
        if share != nil { managed.formUnion(proportionalSlots) }
        if cross { managed.formUnion(crossSlots) }
        let together = record.generated.holdsNone(of: managed)
        specs.clearKeepingCapacity()
        func reconcile(_ slots: ConstraintSlots) {
            reconciledGroupCount += 1
            guard !together else { return }
            record.generated.reconcile(specs, managing: slots, for: target)
            specs.clearKeepingCapacity()
        }
        if along {
            generators.distribution.appendSpecs(for: record.index, intrinsicLength: intrinsicLength(of: record.view), to: &specs)
            reconcile(alongSlots)
        }
        if let share {
            if let share { specs.append(SlotSpec(.proportional, share)) }
            reconcile(proportionalSlots)
        }
        if cross {
            generators.alignment.appendSpecs(for: record.index, to: &specs)
            reconcile(crossSlots)
        }
        if together { record.generated.reconcile(specs, managing: managed, for: target) }
        guard cross else { return }
        let suspended: Axis? = alignment == .fill && record.view.isHidden ? axis.cross : nil
        if suspended != record.suspendedAxis {
            record.suspendedAxis = suspended
            record.view.intrinsicSizesOfSubtreeNeedRefresh()
        }
    }

    /// Fills `snapshot` with what the generators read of the stack now, with the guides they
    /// need created: the gap guides of the visible views after the first (when the
    /// distribution's `rule` uses them), then the alignment guide (non-fill alignments with a
    /// visible view).
    private func fill(_ snapshot: StackSnapshot, _ rule: any DistributionRule, equalLengths: Bool) {
        let usesGapGuides = rule.usesGapGuides
        let count = arrangedRecords.count
        // The guides a first pass makes: a gap guide per view after the first, the alignment guide.
        let guideCount = (usesGapGuides ? count : 0) + (alignment != .fill ? 1 : 0)
        if guideCount > 0 && guideStorage.isEmpty { guideStorage.reserveCapacity(guideCount) }
        var visibleCount: Int32 = 0
        let spacing = storedSpacing
        let customGaps = !customSpacings.isEmpty
        // The items are written in place, over those of the previous pass (plain values): the
        // array only changes length when the previous stack had another number of views.
        if snapshot.items.count != count {
            snapshot.resizeItems(to: count, filler: ArrangedItem(placeholderFor: itemReference))
        }
        // The first, second and last visible indices, found on the way.
        var visible: StackSnapshot.VisibleIndices = (nil, nil, nil)
        snapshot.items.withUnsafeMutableBufferPointer { items in
            // The stack holds its arranged views and their records: they are read without retaining them.
            var index = 0
            arrangedSubviews.forEachUnretained { view in
                let hidden = view.isHidden
                let guide = usesGapGuides && !hidden && visibleCount > 0
                    ? arrangedRecords.withUnretainedElement(at: index) { gapGuide(of: $0) } : nil
                items[index] = ArrangedItem(
                    reference: view.itemReference, isHidden: hidden, visibleOrdinal: visibleCount,
                    gapAfter: customGaps ? gap(after: view) : spacing, gapGuide: guide)
                if !hidden {
                    if visibleCount == 0 { visible.first = index } else if visibleCount == 1 { visible.second = index }
                    visible.last = index
                    visibleCount += 1
                }
                index += 1
            }
        }
        let aligned = alignment != .fill && visibleCount > 0
        snapshot.fill(
            from: self, rule: rule, equalLengths: equalLengths, visible: visible,
            alignmentGuide: aligned ? makeAlignmentGuide() : nil)
    }

    /// The intrinsic length of `view` along the axis, 0 without one (the tie-break's target).
    private func intrinsicLength(of view: View) -> Double {
        let length = view.intrinsicSizeForLayout.length(along: axis)
        return length.isFinite && length > 0 ? length : 0
    }

    /// The records of `marked` that are still arranged, in arranged order.
    private static func inArrangedOrder(_ marked: [ArrangedRecord]) -> [ArrangedRecord] {
        var records = marked
        var previous = -1
        var ordered = true
        for record in marked {
            if !record.isArranged || record.index < previous { ordered = false }
            previous = record.index
        }
        guard !ordered else { return records }
        records.removeAll { !$0.isArranged }
        records.sort { $0.index < $1.index }
        return records
    }

    /// The records whose along group `changes` marks, in arranged order.
    private func alongRecords(_ changes: StackChanges) -> [ArrangedRecord] {
        if changes.allAlong || changes.alongFrom == 0 { return arrangedRecords }
        let from = min(changes.alongFrom, arrangedRecords.count)
        let below = changes.along.allSatisfy { $0.index < from } ? changes.along : changes.along.filter { $0.index < from }
        let marked = Self.inArrangedOrder(below)
        guard from < arrangedRecords.count else { return marked }
        return marked + arrangedRecords[from...]
    }

    /// `L(i)` for fillProportionally: the intrinsic length, else the compressed fitting length.
    private func measuredLength(at index: Int) -> Double {
        let view = arrangedSubviews[index]
        guard let record = records[ObjectIdentifier(view)] else { return 0 }
        if let cached = record.measuredLength { return cached }
        let intrinsic = view.intrinsicSizeForLayout.length(along: axis)
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
        let intrinsic = view.intrinsicSizeForLayout.height
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

    /// The gap guide before the arranged view of `record`, created (and queued for the engine)
    /// on demand.
    private func gapGuide(of record: ArrangedRecord) -> LayoutGuide {
        if let guide = record.gapGuide { return guide }
        let guide = makeGuide("Stack-gap")
        record.gapGuide = guide
        return guide
    }

    /// The alignment guide, a line across the axis (see `LayoutGuide.lineAxis`), made, or added
    /// again after a fill alignment took it out, on demand.
    private func makeAlignmentGuide() -> LayoutGuide {
        guard let guide = alignmentGuide else {
            let guide = LayoutGuide(identifier: "Stack-alignment")
            guide.lineAxis = axis.cross
            alignmentGuide = guide
            return adopt(guide)
        }
        guard guide.owningView == nil else { return guide }
        guide.lineAxis = axis.cross
        return adopt(guide)
    }

    /// Once a pass has replaced the constraints on the line (none mention the guide then but
    /// users'): a fill alignment, which reads no line, takes the alignment guide out of the
    /// stack and its engine (the stack keeps it, to add it again); after an axis change, the
    /// engine registers the guide again with its unknown across the new axis.
    private func settleAlignmentGuide(in engine: LayoutEngine) {
        guard let guide = alignmentGuide, guide.owningView === self else { return }
        if alignment == .fill { return removeLayoutGuide(guide) }
        guard guide.lineAxis != axis.cross else { return }
        guide.lineAxis = axis.cross
        engine.lineAxisDidChange(guide)
    }

    /// A guide owned by the stack; the engine registers all new guides once, at the end of the pass.
    private func makeGuide(_ identifier: String) -> LayoutGuide {
        adopt(LayoutGuide(identifier: identifier))
    }

    /// Adds `guide` to the stack's guides, for the engine to register at the end of the pass.
    private func adopt(_ guide: LayoutGuide) -> LayoutGuide {
        guide.owningView = self
        guideStorage.append(guide)
        guidesAwaitingRegistration = true
        return guide
    }
}

/// The slots of the stack-level group.
let stackSlots: ConstraintSlots = [
    .trailingConnection, .equalFit, .emptyFitAlong, .emptyFitCross, .spanningFit, .baselinePlacement,
    .alignedEdge, .boundaryLeading, .boundaryTrailing,
]
