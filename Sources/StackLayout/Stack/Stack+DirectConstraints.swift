extension Stack: DirectConstraintHolder {
    /// Calls `body` with every active constraint the stack generated and holds directly.
    func forEachActiveDirectConstraint(_ body: (DirectConstraint) -> Void) {
        stackConstraints.forEachActiveDirect(body)
        for record in arrangedRecords { record.forEachActiveDirect(body) }
    }

    /// Deactivates, in creation order, the active constraints held directly that name the item
    /// whose reference is `reference`: the arranged view of `record`, leaving the stack, or its
    /// gap guide. Only the groups that may name it are read (see `groups(thatMayName:)`). The
    /// groups that lose a constraint are marked to be made again: the view may be arranged
    /// again before the next pass, and its neighbours then need their constraints back.
    func deactivateDirectConstraints(naming reference: ItemReference, near record: ArrangedRecord) {
        var naming: [DirectConstraint] = []
        let collect = { (constraint: DirectConstraint) in if constraint.names(reference) { naming.append(constraint) } }
        stackConstraints.forEachActiveDirect(collect)
        if !naming.isEmpty { stackLevelGroupLostConstraints = true }
        for index in recordsThatMayName(record) where index != record.index {
            let found = naming.count
            arrangedRecords[index].forEachActiveDirect(collect)
            if naming.count > found { pendingChanges.mark(arrangedRecords[index], [.along, .cross]) }
        }
        guard !naming.isEmpty else { return }
        naming.sort { $0.sequence < $1.sequence }
        let engine = rootView.existingEngine
        for constraint in naming {
            constraint.isActive = false
            engine?.constraintWasDeactivated(constraint)
        }
    }

    /// The indices of the arranged views whose groups may name the view of `record` or its gap
    /// guide: its neighbourhood (the hidden views before it, through the next visible view, as
    /// `invalidateNeighbourhood(of:)` marks it), through the last view when the distribution
    /// reaches there; every view when it is one of the first two visible views (equal lengths,
    /// equal gaps and hidden views' placement refer to them) or the stack aligns baselines.
    private func recordsThatMayName(_ record: ArrangedRecord) -> Range<Int> {
        let items = arrangedSubviews
        var start = record.index
        while start > 0 && items[start - 1].isHidden { start -= 1 }
        var seen = 0
        for index in 0..<record.index where !items[index].isHidden {
            seen += 1
            if seen >= 2 { break }
        }
        if seen < 2 || alignment == .firstBaseline || alignment == .lastBaseline { return 0..<items.count }
        var end = record.index
        while end + 1 < items.count {
            end += 1
            if !items[end].isHidden { break }
        }
        if distribution.rule.reach == .lastView { end = items.count - 1 }
        return start..<(end + 1)
    }

    func generatedConstraintsDirectionDidChange() {
        guard let engine = rootView.existingEngine else { return }
        forEachActiveDirectConstraint { constraint in
            if constraint.hasDirectionalAttribute { engine.constraintDidChange(constraint, constantOnly: false) }
        }
    }

    var directConstraintDescriptions: [any StoredConstraint] {
        var descriptions: [any StoredConstraint] = []
        forEachActiveDirectConstraint { descriptions.append($0.describedConstraint) }
        return descriptions
    }
}
