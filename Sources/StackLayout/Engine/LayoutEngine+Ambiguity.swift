import LayoutSolver

extension LayoutEngine {
    /// The axes on which `view` is positioned by constraints and yet has a frame variable (its
    /// minimum or its length there) that the constraints do not determine. Read-only: the
    /// solver answers from its last solve (memoised per solve, so asking for every view is
    /// linear); nothing is installed or solved again.
    ///
    /// Every level counts, the stays included: the view has none on an axis that constraints
    /// position, and the stays of other views hold those views where they are, as constraints
    /// would (a view pinned inside a container that keeps its frame is not ambiguous). A frame
    /// variable that no constraint mentions is undetermined.
    func ambiguousAxes(of view: View) -> [Axis] {
        sync()
        guard view !== root, let record = record(of: view) else { return [] }
        var result: [Axis] = []
        for axis in [Axis.horizontal, .vertical] where isPositionedByConstraints(view, along: axis) {
            let watched = [record.variables.min(along: axis), record.variables.length(along: axis)]
            if !watched.allSatisfy({ solver.isDetermined($0, ignoringPrioritiesUpTo: Self.ambiguityThreshold) }) {
                result.append(axis)
            }
        }
        return result
    }

    /// The levels that `ambiguousAxes(of:)` ignores: those at or below 0, that is none.
    static let ambiguityThreshold = LayoutSolver.Priority(0)

    /// `true` when an installed user constraint relates a position attribute of `view` on `axis`
    /// (an edge, center or baseline) to something other than its own subtree; width and height
    /// constraints size a view without positioning it, and intrinsic sizes and constraints from
    /// subviews do not count. Counted as constraints are installed (see `positions(of:)`).
    func isPositionedByConstraints(_ view: View, along axis: Axis) -> Bool {
        (record(of: view)?.positioners(along: axis) ?? 0) > 0
    }

    /// The items a user constraint positions, with the axis: a side whose attribute is an edge,
    /// center or baseline, when its item is a guide, or a view and the other side is a constant
    /// or outside the view's subtree.
    func positions(of constraint: some ConstraintShape) -> PositionedItems {
        var result = PositionedItems()
        guard constraint.positionsItems else { return result }
        let first = constraint.firstResolved
        let second = constraint.hasSecondItem ? constraint.secondResolved : nil
        if let first, let side = positionedSide(first, constraint.firstAttribute, other: second) {
            result.first = side.record
            result.firstAxis = side.axis
        }
        if let second, let side = positionedSide(second, constraint.secondAttribute, other: first) {
            result.second = side.record
            result.secondAxis = side.axis
        }
        return result
    }

    private func positionedSide(
        _ item: ResolvedItem, _ attribute: LayoutAttribute, other: ResolvedItem?
    ) -> (record: ItemRecord, axis: Axis)? {
        guard attribute.kind != .dimension, let axis = attribute.axis, let record = record(of: item) else { return nil }
        if case .view(let view) = item, let host = other?.hostView, host === view || isStrictDescendant(host, of: view) {
            return nil
        }
        return (record, axis)
    }

    /// Whether `view` lies strictly inside `ancestor`'s subtree (a sibling or the superview
    /// answers at once).
    private func isStrictDescendant(_ view: View, of ancestor: View) -> Bool {
        guard let parent = view.superview, parent !== ancestor.superview else { return false }
        return parent.isDescendant(of: ancestor)
    }

    /// The installed constraints that involve a variable of `view` along `axis` (the user's,
    /// stacks', autoresizing and safe area ones, the stays that keep a frame, the ties of a
    /// margins guide, the root's frame) and the view's intrinsic-size constraints there; then,
    /// for each view or guide such a constraint ties the view to, what bounds that item on its
    /// own: its intrinsic-size constraints, stays, margins, safe area and autoresizing
    /// constraints (a label pinned inside a view bounds it with its hugging). In creation order.
    func constraintsAffecting(_ view: View, along axis: Axis) -> [LayoutConstraint] {
        guard let record = record(of: view) else { return [] }
        let direct = installedConstraints(mentioning: record, along: axis) { $0.role != .fitting }
        var neighbours: [ItemRecord] = []
        for constraint in direct where constraint.role == .user {
            for item in [constraint.firstResolved, constraint.secondResolved] {
                guard let item, let other = self.record(of: item), other !== record,
                      !neighbours.contains(where: { $0 === other }) else { continue }
                neighbours.append(other)
            }
        }
        var result = direct + installedIntrinsicDescriptions(of: record, along: axis)
            + installedFrameSlotDescriptions(mentioning: record, along: axis)
        for neighbour in neighbours {
            result += installedIntrinsicDescriptions(of: neighbour, along: axis)
            result += installedFrameSlotDescriptions(mentioning: neighbour, along: axis)
            result += installedConstraints(mentioning: neighbour, along: axis) { constraint in
                constraint.role == .user ? constraint.isGenerated && !direct.contains { $0 === constraint }
                    : constraint.role != .fitting && constraint.role != .intrinsic
            }
        }
        var seen = Set<ObjectIdentifier>()
        return result.filter { seen.insert(ObjectIdentifier($0)).inserted }.sorted { $0.sequence < $1.sequence }
    }

    /// The installed constraints accepted by `isIncluded` that involve the minimum or the
    /// length of `record`'s item along `axis`.
    private func installedConstraints(
        mentioning record: ItemRecord, along axis: Axis, where isIncluded: (LayoutConstraint) -> Bool
    ) -> [LayoutConstraint] {
        let watched = [record.variables.min(along: axis), record.variables.length(along: axis)]
        var found = installedConstraints.filter { constraint in
            guard isIncluded(constraint), let entry = entry(of: constraint) else { return false }
            return watched.contains { solver.mentions(entry.solverConstraint, $0) }
        }
        // Stacks' constraints held directly, described.
        for constraint in installedDirect {
            guard let entry = entry(of: constraint), watched.contains(where: { solver.mentions(entry.solverConstraint, $0) })
            else { continue }
            let description = constraint.describedConstraint
            if isIncluded(description) { found.append(description) }
        }
        return found
    }
}
