import LayoutSolver

extension LayoutEngine {
    // MARK: Linear forms

    /// `first − multiplier·second − constant`, the left side of `form ⋈ 0`, in the coordinates of
    /// the nearest view that both sides live in (see `formReference`); `nil` while an item is not
    /// registered in this engine. Leading and trailing become left or right for the
    /// constraint's layout direction (`LayoutAttribute.resolved(for:)`).
    func form(of constraint: LayoutConstraint) -> LinearForm? {
        let direction = constraint.layoutDirection
        let firstSide = constraint.firstAttribute.resolved(for: direction)
        guard let first = constraint.firstItem, let firstNode = anchorNode(first, firstSide.attribute) else { return nil }
        var secondNode: (item: any LayoutItem, attribute: LayoutAttribute)? = nil
        var secondSign = 1.0
        if constraint.hasSecondItem {
            let secondSide = constraint.secondAttribute.resolved(for: direction)
            guard let second = constraint.secondItem, let node = anchorNode(second, secondSide.attribute) else { return nil }
            secondNode = node
            secondSign = secondSide.sign
        }
        guard let reference = formReference(firstNode.item, secondNode?.item),
              let firstForm = attributeForm(firstNode.item, firstNode.attribute, in: reference)
        else { return nil }
        var form = LinearForm()
        form.add(firstForm, times: firstSide.sign)
        if let secondNode {
            guard let other = attributeForm(secondNode.item, secondNode.attribute, in: reference) else { return nil }
            form.add(other, times: -constraint.storedMultiplier * secondSign)
        }
        form.constant -= constraint.storedConstant
        return form
    }

    /// The item whose variables an attribute reads: the margins guide for a margin attribute,
    /// the view that draws the baseline for a baseline, else `item`; and the attribute on it.
    func anchorNode(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> (item: any LayoutItem, attribute: LayoutAttribute)? {
        if let base = attribute.marginBase {
            guard let view = item as? View else { return (item, base) }
            guard let guide = view.marginsGuideStorage else { return nil }
            return (guide, base)
        }
        if attribute.isBaseline, let view = item as? View {
            return (view.resolvedBaselineView(first: attribute == .firstBaseline), attribute)
        }
        return (item, attribute)
    }

    /// The view in whose coordinates a constraint between `first` and `second` is written: the
    /// nearest view that is, or contains, both (a guide counts as inside its owning view). A
    /// view's variables are its alignment rect in its superview's coordinates, so a constraint
    /// between siblings, or between a view and its superview, reads the variables as they are,
    /// and a subtree's constraints never mention anything outside it.
    func formReference(_ first: any LayoutItem, _ second: (any LayoutItem)?) -> View? {
        guard let second, second !== first else {
            return parent(of: first) ?? (first as? View)
        }
        let a = (first as? View) ?? parent(of: first), b = (second as? View) ?? parent(of: second)
        guard var x = a, var y = b else { return nil }
        var depthX = depth(of: x), depthY = depth(of: y)
        while depthX > depthY, let up = x.superview { x = up; depthX -= 1 }
        while depthY > depthX, let up = y.superview { y = up; depthY -= 1 }
        while x !== y {
            guard let upX = x.superview, let upY = y.superview else { return nil }
            x = upX
            y = upY
        }
        return x
    }

    /// The view whose coordinates `item`'s position variables are in: its superview, or the
    /// owning view of a guide.
    func parent(of item: any LayoutItem) -> View? {
        if let view = item as? View { return view.superview }
        return (item as? LayoutGuide)?.owningView
    }

    private func depth(of view: View) -> Int {
        var depth = 0
        var ancestor = view.superview
        while let up = ancestor {
            depth += 1
            ancestor = up.superview
        }
        return depth
    }

    /// The linear form of `attribute` (not a margin form) of `item` in the coordinates of
    /// `reference`, which is `item` itself or a view containing it: `item`'s own variables plus,
    /// for every view between it and `reference`, that view's position.
    func attributeForm(_ item: any LayoutItem, _ attribute: LayoutAttribute, in reference: View) -> LinearForm? {
        guard let variables = record(of: item)?.variables else { return nil }
        let axis: Axis = attribute.axis ?? .horizontal
        if attribute.kind == .dimension {
            return LinearForm(axis == .horizontal ? variables.width : variables.height)
        }
        guard var form = origin(of: item, along: axis, in: reference) else { return nil }
        let length = variables.length(along: axis)
        switch attribute {
        case .left, .leading, .top: break
        case .right, .trailing, .bottom: form.add(length, 1)
        case .centerX, .centerY: form.add(length, 0.5)
        case .firstBaseline, .lastBaseline:
            let view = item as? View
            if let offset = attribute == .firstBaseline ? view?.firstBaselineOffset : view?.lastBaselineOffset {
                form.constant += offset
            } else {
                form.add(length, 1)
            }
        default: return nil
        }
        return form
    }

    /// The form of `item`'s alignment-rect origin along `axis` in `reference`'s coordinates.
    private func origin(of item: any LayoutItem, along axis: Axis, in reference: View) -> LinearForm? {
        if item === reference {
            let insets = reference.alignmentRectInsets
            return LinearForm(constant: axis == .horizontal ? insets.left : insets.top)
        }
        guard let variables = record(of: item)?.variables else { return nil }
        var form = LinearForm(variables.min(along: axis))
        var ancestor = parent(of: item)
        while let view = ancestor, view !== reference {
            guard let outer = record(of: view)?.variables else { return nil }
            let insets = view.alignmentRectInsets
            form.add(outer.min(along: axis), 1)
            form.constant -= axis == .horizontal ? insets.left : insets.top
            ancestor = view.superview
        }
        return ancestor == nil ? nil : form
    }

    // MARK: Install and uninstall

    /// Adds `constraint` to the solver. Returns `false` when it is pending (an item is not in
    /// this tree) or broken (it conflicts with required constraints).
    @discardableResult
    func install(_ constraint: LayoutConstraint, report: Bool = true) -> Bool {
        let key = ObjectIdentifier(constraint)
        if installed[key] != nil { return true }
        guard constraint.malformation == nil else { return false }
        guard let form = form(of: constraint) else {
            if constraint.role == .user { pending[key] = constraint }
            return false
        }
        let solverConstraint = LayoutSolver.Constraint(form.expression, constraint.relation, priority: constraint.storedPriority)
        do {
            try solver.add(solverConstraint)
        } catch {
            return handleAddFailure(constraint, error, report: report)
        }
        if !report { silentChecks.insert(key) }
        statistics.adds += 1
        let entry = InstalledConstraint(constraint, solverConstraint, form)
        entry.positions = positions(of: constraint)
        for (record, axis) in entry.positions { record.countPositioner(along: axis, by: 1) }
        installed[key] = entry
        bySolverConstraint[ObjectIdentifier(solverConstraint)] = constraint
        pending[key] = nil
        reportedPending.remove(key)
        broken[key] = nil
        if constraint.firstAttribute.isBaseline || constraint.secondAttribute.isBaseline {
            baselineConstraints.insert(key)
        }
        if constraint.role == .user { markStayCandidates(of: constraint) }
        needsUpdateVariables = true
        return true
    }

    /// Removes `constraint` from the solver (if it is there).
    func uninstall(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        edited[key] = nil
        guard let entry = installed[key] else { return }
        try? solver.remove(entry.solverConstraint)
        forgetInstalled(constraint)
    }

    /// The bookkeeping of a constraint that left the solver; with `mayResolveConflicts`, broken
    /// constraints are retried at the next sync (leaving out a stay, or a constraint the solver
    /// rejected, cannot resolve a conflict).
    func forgetInstalled(_ constraint: LayoutConstraint, mayResolveConflicts: Bool = true) {
        let key = ObjectIdentifier(constraint)
        guard let entry = installed.removeValue(forKey: key) else { return }
        for (record, axis) in entry.positions { record.countPositioner(along: axis, by: -1) }
        statistics.removes += 1
        bySolverConstraint[ObjectIdentifier(entry.solverConstraint)] = nil
        baselineConstraints.remove(key)
        if constraint.role == .user { markStayCandidates(of: constraint) }
        if constraint.role != .stay && mayResolveConflicts { needsRetry = true }
        needsUpdateVariables = true
    }

    private func handleAddFailure(_ constraint: LayoutConstraint, _ error: SolverError, report: Bool) -> Bool {
        if report && reportsDiagnostics {
            reportDiagnostic(.invalidConstraint(constraint.snapshot, reason: "the solver refused it (\(error))"), near: root)
        }
        return false
    }

    /// Checks the required constraints installed or changed since the last check (the solver
    /// defers the check to here, so a layout pass checks each component once): every conflict
    /// leaves one constraint out, broken and reported. The one left out is the newest changed
    /// user constraint of the conflict, else the newest changed constraint the library generated
    /// (a stack's), never a structural one (the root's frame, margins, fitting) while a user
    /// constraint takes part.
    func settleConflicts() {
        let rejections = solver.checkDeferred { proof, changed in
            let layout = { (c: LayoutSolver.Constraint) in self.bySolverConstraint[ObjectIdentifier(c)] }
            let isUsers = { (c: LayoutSolver.Constraint) in layout(c).map { $0.role == .user && !$0.isGenerated } ?? false }
            let structural: Set<LayoutConstraint.Role> = [.rootFrame, .margins, .fitting]
            if let user = changed.last(where: isUsers) { return user }
            if let generated = changed.last(where: { layout($0).map { !structural.contains($0.role) } ?? false }) {
                return generated
            }
            return proof.last(where: isUsers) ?? changed.last ?? proof.last
        }
        for rejection in rejections {
            guard let constraint = bySolverConstraint[ObjectIdentifier(rejection.constraint)] else { continue }
            let key = ObjectIdentifier(constraint)
            forgetInstalled(constraint, mayResolveConflicts: false)
            let others = rejection.conflicting.compactMap { bySolverConstraint[ObjectIdentifier($0)] }
            markBroken(constraint, conflicting: others + [constraint], report: !silentChecks.contains(key))
        }
        silentChecks.removeAll()
    }

    /// Leaves `constraint` out. With `report`, it is reported at the end of the sync if it is
    /// still broken then: within one sync a batch of replaced constraints may conflict only
    /// until the rest of the batch is applied, and the broken ones are retried first. The
    /// conflicting set of the last failure is the one reported.
    func markBroken(_ constraint: LayoutConstraint, conflicting: [LayoutConstraint], report: Bool) {
        let key = ObjectIdentifier(constraint)
        broken[key] = constraint
        guard report || conflictsToReport[key] != nil else { return }
        conflictsToReport[key] = (constraint, conflicting)
    }

    /// Reports the constraints broken during this sync that are still broken, in creation order.
    func reportConflicts() {
        guard !conflictsToReport.isEmpty else { return }
        let entries = conflictsToReport.values.sorted { $0.constraint.sequence < $1.constraint.sequence }
        conflictsToReport.removeAll()
        guard reportsDiagnostics else { return }
        for (constraint, conflicting) in entries where broken[ObjectIdentifier(constraint)] != nil {
            var seen = Set<ObjectIdentifier>()
            let set = conflicting.sorted { $0.sequence < $1.sequence }.filter { seen.insert(ObjectIdentifier($0)).inserted }
            reportDiagnostic(
                .unsatisfiable(broken: constraint.snapshot, conflicting: set.map(\.snapshot)), near: root)
        }
    }

    // MARK: Edits, baselines, retries, pending constraints

    func applyEdits() {
        guard !edited.isEmpty else { return }
        let changes = edited.values.sorted { $0.sequence < $1.sequence }
        edited.removeAll()
        for constraint in changes {
            let key = ObjectIdentifier(constraint)
            if broken[key] != nil {
                needsRetry = true
                continue
            }
            guard let entry = installed[key] else { continue }
            guard let form = form(of: constraint) else {
                uninstall(constraint)
                if constraint.role == .user && constraint.storedIsActive { pending[key] = constraint }
                continue
            }
            update(entry, to: form)
        }
    }

    /// Brings an installed constraint to `form` and its current priority: the constant in place
    /// when only it changed, otherwise by re-adding.
    func update(_ entry: InstalledConstraint, to form: LinearForm) {
        let constraint = entry.constraint
        guard form.hasSameTerms(as: entry.form), constraint.storedPriority == entry.solverConstraint.priority else {
            uninstall(constraint)
            install(constraint)
            return
        }
        guard form.constant != entry.form.constant else { return }
        do {
            try solver.updateConstant(of: entry.solverConstraint, to: form.constant)
            statistics.constantUpdates += 1
            entry.form = form
            needsUpdateVariables = true
        } catch {
            // A constant too large for the solver: left out (and retried when it changes).
            uninstall(constraint)
            broken[ObjectIdentifier(constraint)] = constraint
            if reportsDiagnostics {
                reportDiagnostic(.invalidConstraint(constraint.snapshot, reason: "the solver refused it (\(error))"), near: root)
            }
        }
    }

    func recheckBaselines() {
        baselinesDirty = false
        for key in baselineConstraints.sorted(by: { (installed[$0]?.constraint.sequence ?? 0) < (installed[$1]?.constraint.sequence ?? 0) }) {
            guard let entry = installed[key] else { continue }
            guard let form = form(of: entry.constraint) else {
                uninstall(entry.constraint)
                if entry.constraint.storedIsActive { pending[key] = entry.constraint }
                continue
            }
            if form != entry.form { update(entry, to: form) }
        }
    }

    /// Tries the broken constraints again (something changed that may resolve the conflict).
    func retryBroken() {
        needsRetry = false
        for constraint in broken.values.sorted(by: { $0.sequence < $1.sequence }) {
            broken[ObjectIdentifier(constraint)] = nil
            // A conflict shows in `settleConflicts()`, which marks it broken again silently.
            if !install(constraint, report: false), constraint.malformation == nil, form(of: constraint) != nil {
                broken[ObjectIdentifier(constraint)] = constraint
            }
        }
        needsRetry = false
    }

    /// Installs pending constraints whose items now share this tree; reports the others once.
    func reviewPending() {
        guard !pending.isEmpty else { return }
        for constraint in pending.values.sorted(by: { $0.sequence < $1.sequence }) {
            let key = ObjectIdentifier(constraint)
            guard constraint.storedIsActive else {
                pending[key] = nil
                reportedPending.remove(key)
                continue
            }
            if install(constraint) { continue }
            if broken[key] != nil {
                pending[key] = nil
                continue
            }
            if constraint.isInstalledInItsTree {
                pending[key] = nil
                reportedPending.remove(key)
                continue
            }
            pending[key] = constraint
            if !reportedPending.contains(key) {
                reportedPending.insert(key)
                if reportsDiagnostics { reportDiagnostic(.pendingConstraint(constraint.snapshot), near: root) }
            }
        }
    }
}

extension LayoutConstraint {
    /// `true` when the engine of the first item's tree holds the constraint in its solver.
    var isInstalledInItsTree: Bool {
        guard let engine = hostEngine else { return false }
        return engine.installed[ObjectIdentifier(self)] != nil
    }
}

extension View {
    /// Follows `viewForFirstBaselineLayout` / `viewForLastBaselineLayout` to the view that draws
    /// the baseline (bounded, in case of a cycle).
    func resolvedBaselineView(first: Bool) -> View {
        var view = self
        for _ in 0..<64 {
            let next = first ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
            if next === view { break }
            view = next
        }
        return view
    }
}
