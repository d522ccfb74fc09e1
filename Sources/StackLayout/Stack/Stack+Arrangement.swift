extension Stack {
    // MARK: Managing arranged subviews

    /// Appends `view` to the arranged subviews (moving it to the end if it already is one). It
    /// becomes a subview (frontmost) unless it already is one, whose z-order is then kept.
    public func addArrangedSubview(_ view: View) {
        let count = records[ObjectIdentifier(view)] == nil ? arrangedSubviews.count : arrangedSubviews.count - 1
        insertArrangedSubview(view, at: count)
    }

    /// Inserts `view` into the arranged subviews at `index` (`0…arrangedSubviews.count`);
    /// inserting an arranged view moves only its arranged index (its z-order is kept).
    ///
    /// An index outside `0…arrangedSubviews.count`, or a view that is the stack itself or one
    /// of its ancestors, changes nothing and reports ``LayoutDiagnostic/refusedOperation(operation:reason:)``
    /// (UIKit raises an exception).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard index >= 0, index <= arrangedSubviews.count else {
            refuseInsertion(of: view, at: index, "the index is outside 0…\(arrangedSubviews.count)")
            return
        }
        guard !isDescendant(of: view) else {
            refuseInsertion(of: view, at: index, "a stack cannot arrange itself or one of its ancestors")
            return
        }
        let key = ObjectIdentifier(view)
        if let record = records[key] {
            let target = min(index, arrangedSubviews.count - 1)
            guard target != record.index else { return }
            invalidateNeighbourhood(of: view)
            arrangedSubviews.remove(at: record.index)
            arrangedSubviews.insert(view, at: target)
            arrangedRecords.remove(at: record.index)
            arrangedRecords.insert(record, at: target)
            renumber(from: min(record.index, target))
            invalidateNeighbourhood(of: view)
            return
        }
        if view.superview !== self { addSubview(view) }
        guard view.superview === self else { return }
        view.constraintsClaimFrame()
        arrangedSubviews.insert(view, at: index)
        let record = ArrangedRecord(view: view, index: index)
        records[key] = record
        arrangedRecords.insert(record, at: index)
        renumber(from: index)
        invalidateNeighbourhood(of: view)
    }

    private func refuseInsertion(of view: View, at index: Int, _ reason: String) {
        let operation = "insertArrangedSubview(\(view.displayName), at: \(index)) on \(displayName)"
        reportDiagnostic(.refusedOperation(operation: operation, reason: reason), near: self)
    }

    /// Stops arranging `view`. It stays a subview, at its last frame (only constraints of its
    /// own, such as its intrinsic size, act on it from now on). Its custom spacing is dropped.
    public func removeArrangedSubview(_ view: View) {
        guard records[ObjectIdentifier(view)] != nil else { return }
        stopArranging(view)
        // Refresh the view's "keep the frame" wishes so it stays where the last layout put it.
        rootView.layoutEngine.viewGeometryDidChange(view)
    }

    /// Stops arranging `view`: its generated constraints and gap guide go; with `leaving` (the
    /// view is being removed from the stack) so do the other generated constraints naming it.
    func stopArranging(_ view: View, leaving: Bool = false) {
        let key = ObjectIdentifier(view)
        guard let record = records[key] else { return }
        invalidateNeighbourhood(of: view)
        let engine = rootView.existingEngine
        record.removeAllConstraints(in: engine)
        if let guide = record.gapGuide {
            deactivateDirectConstraints(naming: guide.itemReference, near: record)
            removeLayoutGuide(guide)
        }
        // A view leaving the stack's subtree takes out the constraints that still name it, as
        // those crossing out of a removed subtree are.
        if leaving { deactivateDirectConstraints(naming: view.itemReference, near: record) }
        records[key] = nil
        customSpacings[key] = nil
        record.isArranged = false
        arrangedSubviews.remove(at: record.index)
        arrangedRecords.remove(at: record.index)
        renumber(from: record.index)
        if record.suspendedAxis != nil { view.intrinsicSizesOfSubtreeNeedRefresh() }
    }

    /// Gives every record from `start` on its index; later items' tie-break (and
    /// fillProportionally) priorities depend on it, so their along groups are regenerated (a
    /// range, not a set of keys: a plain loop per insertion or removal, no hashing).
    private func renumber(from start: Int) {
        let ordered = arrangedRecords
        guard start < ordered.count else { return }
        for index in start..<ordered.count { ordered[index].index = index }
        pendingChanges.alongFrom = min(pendingChanges.alongFrom, start)
        pendingChanges.proportional = true
    }

    /// The intrinsic or fitting size of an arranged view may have changed: its tie-break, the
    /// fillProportionally shares and the vended baselines follow.
    func arrangedItemSizeMayHaveChanged(_ view: View) {
        guard let record = records[ObjectIdentifier(view)] else { return }
        pendingChanges.mark(record, [.along, .remeasure])
        pendingChanges.proportional = true
        pendingChanges.stackLevel = true
        needsRegeneration()
    }

    /// The fitting size of the arranged view `view` may have changed while its intrinsic size did
    /// not (its own generated constraints changed): only what measures the view follows. A
    /// distribution that measures its views regenerates (its pass tells the enclosing stack in
    /// turn); otherwise no constraint of this stack depends on the view's size, so its cached
    /// measurements are dropped, the vended baselines are chosen again when they may go to the
    /// tallest view, and the enclosing stack, whose arranged view this stack is, is told likewise,
    /// unless this stack has changes pending: it tells the enclosing stack when it applies them
    /// (so that a tree whose stacks all regenerate, a first layout, tells each stack once, not
    /// once for every stack inside it). `engine` is the engine of the stack's tree.
    func arrangedFittingSizeMayHaveChanged(_ view: View, in engine: LayoutEngine) {
        guard let record = records[ObjectIdentifier(view)] else { return }
        engine.statistics.fittingNotices += 1
        guard !distribution.rule.measuresViews else {
            arrangedItemSizeMayHaveChanged(view)
            return
        }
        record.measuredLength = nil
        record.measuredHeight = nil
        if vendsTallestViewBaselines { invalidateVendedBaselines(in: engine) }
        guard pendingChanges.isEmpty else { return }
        (superview as? Stack)?.arrangedFittingSizeMayHaveChanged(self, in: engine)
    }

    // MARK: Invalidation

    /// Marks what depends on the arranged view `view` for regeneration: the along-axis groups of
    /// the views from the previous visible one (exclusive) to the next visible one (inclusive),
    /// whose links, hangs and gap guides may refer to it, or to the last view when the
    /// distribution's rule reaches there (`DistributionRule.reach`), the view's own across-axis
    /// group, plus the global concerns.
    func invalidateNeighbourhood(of view: View) {
        guard let record = records[ObjectIdentifier(view)] else { return }
        invalidateNeighbourhood(of: record)
    }

    /// `invalidateNeighbourhood(of:)` of the arranged view of `record`.
    func invalidateNeighbourhood(of record: ArrangedRecord) {
        let items = arrangedSubviews
        var start = record.index
        while start > 0 {
            start -= 1
            if !items[start].isHidden { start += 1; break }
        }
        var end = record.index
        var visibleSeen = 0
        while end + 1 < items.count, visibleSeen < 1 {
            end += 1
            if !items[end].isHidden { visibleSeen += 1 }
        }
        if distribution.rule.reach == .lastView { end = items.count - 1 }
        // Along the axis the neighbours' links, hangs and gaps may refer to the view; across it
        // only the view's own group depends on it (baseline groups aside, below).
        for index in start...end { pendingChanges.mark(arrangedRecords[index], .along) }
        pendingChanges.mark(record, .cross)
        if alignment == .firstBaseline || alignment == .lastBaseline {
            for (index, item) in items.enumerated() where item.isHidden { pendingChanges.mark(arrangedRecords[index], .cross) }
        }
        pendingChanges.proportional = true
        pendingChanges.stackLevel = true
        needsRegeneration()
    }

    /// Marks what a property change affects for regeneration.
    func invalidate(_ property: StackProperty) {
        switch property {
        case .axis, .canvas:
            pendingChanges.allAlong = true
            pendingChanges.allCross = true
            for record in arrangedRecords { pendingChanges.mark(record, .remeasure) }
        case .distribution, .alignment:
            if property == .distribution { pendingChanges.allAlong = true } else { pendingChanges.allCross = true }
            // Measurements follow constraint changes only while the stack reads them.
            for record in arrangedRecords { pendingChanges.mark(record, .remeasure) }
        case .spacing, .baselineRelative:
            pendingChanges.allAlong = true
        }
        pendingChanges.proportional = true
        pendingChanges.stackLevel = true
        needsRegeneration()
    }

    /// Asks for an update-constraints pass (and so a layout pass).
    func needsRegeneration() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }
}
