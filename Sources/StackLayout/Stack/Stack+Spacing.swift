extension Stack {
    /// Brings the constraints that carry the gaps after the arranged views from `start` to
    /// `end` (indices in `arrangedSubviews`) to the current spacings, in place: the spacing
    /// link of each visible view after the first and the hang of each hidden view after a
    /// visible one. Only a constant changes, so nothing is regenerated and the engine updates
    /// exactly those constants in the solver.
    ///
    /// Returns `false`, changing nothing, when the constraints in place do not follow the
    /// stack's present state (changes wait for the update pass), when other constraints carry
    /// the gaps too (`DistributionRule.carriesGapsOutsideLinks`: fillProportionally's shares)
    /// or on the engine's reference paths: the caller then regenerates.
    func updateGapConstants(from start: Int, through end: Int) -> Bool {
        guard pendingChanges.isEmpty, !distribution.rule.carriesGapsOutsideLinks,
              !rootView.layoutEngine.usesReferencePaths
        else { return false }
        let items = arrangedSubviews
        let engine = rootView.existingEngine
        guard start <= end, end < items.count else { return true }
        var lastVisible = items.count - 1
        while lastVisible >= 0 && items[lastVisible].isHidden { lastVisible -= 1 }
        var previous = start - 1
        while previous >= 0 && items[previous].isHidden { previous -= 1 }
        for index in start...end {
            let view = items[index]
            guard previous >= 0 else {
                if !view.isHidden { previous = index }
                continue
            }
            let gap = gap(after: items[previous])
            arrangedRecords.withUnretainedElement(at: index) { record in
                if view.isHidden {
                    setConstant(of: record.generated[.hidingHang], to: index < lastVisible ? gap / 2 : 0, .hiding, in: engine)
                } else {
                    setConstant(of: record.generated[.link], to: gap, .spacing, in: engine)
                }
            }
            if !view.isHidden { previous = index }
        }
        // The stack's fitting size changed: an enclosing stack that measures it follows.
        (superview as? Stack)?.arrangedItemSizeMayHaveChanged(self)
        return true
    }

    /// Sets the constant of `constraint`, a generated constraint of kind `identifier`, as its
    /// public setter does (telling `engine`, the engine of the stack's tree, that only the
    /// constant changed).
    private func setConstant(
        of constraint: GeneratedConstraint?, to constant: Double, _ identifier: StackConstraintID, in engine: LayoutEngine?
    ) {
        guard let constraint, constraint.identifier == identifier.rawValue else { return }
        constraint.setConstant(constant, in: engine)
    }

    /// The index of the next visible arranged view after `index`, else the last index.
    func nextVisibleIndex(after index: Int) -> Int {
        var next = index + 1
        while next < arrangedSubviews.count && arrangedSubviews[next].isHidden { next += 1 }
        return min(next, arrangedSubviews.count - 1)
    }
}
