extension LayoutEngine {
    /// Refreshes the views of joined subtrees and the views whose geometry changed, each once
    /// (after making room in the solver for the unknowns of the joined views).
    func refreshChangedViews() {
        // The joined views still in the tree, held while they are refreshed (a refresh runs the
        // views' own code); the loops read them from the list without retaining them again.
        var joined: [View] = []
        joined.reserveCapacity(joinedSubtrees.count)
        for index in joinedSubtrees.indices {
            if let view = joinedSubtrees[index].view, contains(view) { joined.append(view) }
        }
        joinedSubtrees.removeAll()
        // The joined views and guides, four unknowns each. Both walks share one explicit stack.
        var levels: [SubtreeWalkLevel] = []
        var joinedViews = 0, joinedItems = 0, hiddenViews = 0
        joined.forEachUnretained { subtree in
            if subtree.mayHaveHiddenAncestor(within: .max) { hiddenViews += 1 }
            subtree.forEachInSubtree(levels: &levels) { view in
                joinedViews += 1
                joinedItems += 1 + view.guideStorage.count + (view.marginsGuideStorage == nil ? 0 : 1)
                if view.isHidden { hiddenViews += 1 }
            }
        }
        reserveForJoined(views: joinedViews, items: joinedItems)
        spannedHiddenMemo = [:]
        defer { spannedHiddenMemo = nil }
        refreshMeetsHiddenViews = hiddenViews > 0
        joined.forEachUnretainedReversed { $0.forEachInSubtree(levels: &levels, refreshOnce) }
        refreshMeetsHiddenViews = true
        var dirty: [UnownedView] = []
        swap(&dirty, &dirtyViews)
        for entry in dirty {
            if flagIfRefreshed(entry) { continue }
            if let view = entry.view, contains(view) {
                refreshOnce(view)
                flagChangedView(view)
            }
        }
        // The emptied list, with its storage, takes the next views unless some came meanwhile.
        dirty.clearKeepingCapacity()
        if dirtyViews.isEmpty { dirtyViews = dirty }
    }

    /// Makes room for the joined `views` and `items` (views and guides) at once: their unknowns
    /// in the solver, and the lists that refreshing them fills (a view's new intrinsic-size slots,
    /// an item's stay check), which would otherwise grow one doubling at a time in a new engine.
    private func reserveForJoined(views: Int, items: Int) {
        solver.reserveCapacity(variables: 4 * items, constraints: 0)
        deferredIntrinsic.reserveCapacity(deferredIntrinsic.count + views)
        stayCandidates.reserveCapacity(stayCandidates.count + items)
    }

    /// Flags the view of `entry` as changed when it was refreshed in this sync already (most
    /// dirty views joined with their subtree) and is still in the tree; `false`, with nothing
    /// done, otherwise. The view and its record are read without retaining them: nothing here
    /// runs the view's own code.
    private func flagIfRefreshed(_ entry: UnownedView) -> Bool {
        guard let unretained = entry.unretainedView else { return false }
        return unretained._withUnsafeGuaranteedRef { view in
            guard let record = unretainedRecord(onView: view),
                  record._withUnsafeGuaranteedRef({ $0.refreshedInSync == syncCount }), contains(view)
            else { return false }
            flagChangedView(view)
            return true
        }
    }

    /// `refresh(_:)` unless `view` was refreshed in this sync already.
    private func refreshOnce(_ view: View) {
        if let record = record(ofView: view), record.refreshedInSync == syncCount { return }
        refresh(view).refreshedInSync = syncCount
    }

    // MARK: Registering views and guides

    private func makeRecord(for item: ResolvedItem) -> ItemRecord {
        if let existing = record(of: item) { return existing }
        return makeNewRecord(for: item)
    }

    /// A record for `item`, which has none in this engine.
    private func makeNewRecord(for item: ResolvedItem) -> ItemRecord {
        let variables = if case .guide(let guide) = item { makeVariables(for: guide) } else { LayoutVariables(in: solver) }
        let record = ItemRecord(variables: variables, item: item)
        // Outside a whole walk (which compares every frame) a new record's frame is unchecked.
        if !walksWholeTree { record.frameMayBeStale = true }
        setRecord(record, for: item)
        if case .view(let view) = item { setOwner(view, of: record.variables) }
        return record
    }

    /// Registers `view` (and its guides) if needed and brings the engine's own constraints for
    /// it up to date with its frame, intrinsic size, priorities and margins; queues its active
    /// constraints that are not installed yet. Returns the view's record.
    @discardableResult
    func refresh(_ view: View) -> ItemRecord {
        // The common case, a registered superview, is checked without retaining it.
        let isRoot = view.itemReference === rootReference
        if !isRoot, let parent = view.unretainedSuperview, !parent._withUnsafeGuaranteedRef({ hasRecord(ofView: $0) }) {
            refreshUnregisteredAncestors(of: view)
        }
        return refreshOne(view, isRoot: isRoot)
    }

    /// Refreshes the ancestors of `view` that have no record, outermost first (a loop: trees
    /// may be deep).
    private func refreshUnregisteredAncestors(of view: View) {
        var missing: [View] = []
        var ancestor = view.superview
        while let parent = ancestor, !hasRecord(ofView: parent) {
            missing.append(parent)
            if parent === root { break }
            ancestor = parent.superview
        }
        for parent in missing.reversed() { refreshOne(parent, isRoot: parent === root) }
    }

    /// `refresh(_:)` of `view` alone (the root when `isRoot`), its superview already registered.
    /// The superview and the guides are read without retaining them (the tree holds them while
    /// the engine refreshes). Inlined into `refresh(_:)`, which runs it once for each view.
    @inline(__always) @discardableResult
    private func refreshOne(_ view: View, isRoot: Bool) -> ItemRecord {
        let existing = record(ofView: view)
        let joins = existing == nil
        let record = existing ?? makeNewRecord(for: .view(view))
        let insets = view.alignmentRectInsets
        if isRoot {
            refreshRootConstraints(view, insets)
        } else if let parent = view.unretainedSuperview {
            parent._withUnsafeGuaranteedRef { parent in
                setStayValues(record, relativeTo: parent, values: stayValues(keeping: view.frame, of: view, in: parent))
            }
        }
        refreshIntrinsic(record, view)
        if let guide = view.marginsGuideStorage {
            let margins = view.layoutMarginsGuideInsets
            let guideRecord = makeRecord(for: .guide(guide))
            setMarginsLinks(
                guideRecord, of: view,
                values: FourSlots(
                    margins.left - insets.left, margins.top - insets.top,
                    insets.left + insets.right - margins.left - margins.right,
                    insets.top + insets.bottom - margins.top - margins.bottom))
        }
        // Most views have no guides and no constraints of their own: the lists are read only
        // when they hold something.
        let hasGuides = !view.guideStorage.isEmpty
        if hasGuides { refreshGuides(of: view, insets) }
        if !view.attachedConstraints.isEmpty { enqueueUninstalled(view.attachedConstraints) }
        if let guide = view.marginsGuideStorage { enqueueUninstalled(guide.attachedConstraints) }
        if hasGuides { view.guideStorage.forEachUnretained { enqueueUninstalled($0.attachedConstraints) } }
        // The tree's own engine queued them when the view's subtree joined.
        if joins && fittingTarget != nil { enqueueDirectConstraints(of: view) }
        return record
    }

    /// Registers the guides of `view` (added with `addLayoutGuide(_:)`) if needed and brings
    /// their stays up to date with their resting frames; `insets` are the view's alignment
    /// insets.
    private func refreshGuides(of view: View, _ insets: EdgeInsets) {
        view.guideStorage.forEachUnretained { guide in
            let guideRecord = makeRecord(for: .guide(guide))
            let frame = guide.restingFrame
            setStayValues(
                guideRecord, relativeTo: view,
                values: FourSlots(frame.minX - insets.left, frame.minY - insets.top, frame.width, frame.height))
        }
    }

    /// Queues the active constraints of `list` that are neither installed nor broken (read in
    /// place: no list of a view's and its guides' constraints is made).
    private func enqueueUninstalled(_ list: AttachedConstraints) {
        let constraints = list.all
        for index in constraints.indices {
            let constraint = constraints[index]
            guard constraint.storedIsActive, !hasEntry(constraint) else { continue }
            if broken.isEmpty || broken[ObjectIdentifier(constraint)] == nil { enqueue(constraint) }
        }
    }

    /// What the stays of `view` keep for `frame`: its alignment rect's left and top relative to
    /// `parent`'s, its width and height.
    func stayValues(keeping frame: Rect, of view: View, in parent: View) -> FourSlots<Double> {
        let insets = view.alignmentRectInsets
        let parentInsets = parent.alignmentRectInsets
        return FourSlots(
            frame.minX + insets.left - parentInsets.left, frame.minY + insets.top - parentInsets.top,
            frame.width - insets.left - insets.right, frame.height - insets.top - insets.bottom)
    }

    private func refreshRootConstraints(_ view: View, _ insets: EdgeInsets) {
        if let target = fittingTarget {
            setRootFrameConstraints(
                of: view,
                values: FourSlots(
                    insets.left, insets.top,
                    target.width - insets.left - insets.right, target.height - insets.top - insets.bottom),
                priorities: FourSlots(.required, .required, fittingPriorities.horizontal, fittingPriorities.vertical))
        } else {
            let frame = view.frame
            setRootFrameConstraints(
                of: view,
                values: FourSlots(
                    insets.left, insets.top,
                    frame.width - insets.left - insets.right, frame.height - insets.top - insets.bottom),
                priorities: FourSlots(repeating: .required))
        }
    }

    /// Creates (once) or updates the constraints on the frame of the root `view`: `view.width ==
    /// v2` and `view.height == v3` (fitting constraints in a fitting engine), and for a root inside
    /// a superview (a fitting engine's) `view.left == v0` and `view.top == v1`. A root without a
    /// superview is the reference of its own unknowns: its left and top are constants there (its
    /// alignment insets, `v0` and `v1`), so constraints on them would hold no unknown and none is
    /// made.
    private func setRootFrameConstraints(of view: View, values: FourSlots<Double>, priorities: FourSlots<LayoutPriority>) {
        guard values.allSatisfy({ $0.isFinite }) else { return }
        guard rootFrameConstraints[2] != nil else {
            let first = view.unretainedSuperview == nil ? 2 : 0
            // Room for them and the constraints queued so far, installed next in this sync.
            installedConstraints.reserveCapacity(installedConstraints.count + 4 - first + queued.count)
            for index in first..<4 {
                let constraint = LayoutConstraint(
                    role: index >= 2 && fittingTarget != nil ? .fitting : .rootFrame, item: view,
                    attribute: Self.frameAttributes[index], relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                    multiplier: 1, constant: values[index], priority: priorities[index], callSite: "")
                rootFrameConstraints[index] = constraint
                install(constraint)
            }
            return
        }
        for index in 0..<4 {
            if let constraint = rootFrameConstraints[index] {
                updateInternal(constraint, constant: values[index], priority: priorities[index])
            }
        }
    }

    /// Changes an engine-made constraint; the solver follows in `applyEdits()`.
    func updateInternal(_ constraint: LayoutConstraint, constant: Double, priority: LayoutPriority) {
        guard constraint.storedConstant != constant || constraint.storedPriority != priority else { return }
        let reshaped = constraint.storedPriority != priority
        constraint.storedConstant = constant
        constraint.storedPriority = priority
        let key = ObjectIdentifier(constraint)
        if hasEntry(constraint) || (!broken.isEmpty && broken[key] != nil) {
            edited[key] = constraint
            if reshaped { reshapedEdits.insert(key) }
            needsRetry = true
        }
    }

    // MARK: Leaving

    /// Called while `view` is still in the tree, before it is removed with its subtree: the
    /// subtree's constraints leave the solver; active ones that cross the cut become pending.
    func subtreeWillLeave(_ view: View) {
        view.forEachInSubtree { member in
            unregister(member, guides: [member.marginsGuideStorage].compactMap { $0 } + member.guideStorage) { item in
                item.isDescendant(of: view)
            }
        }
        baselinesDirty = true
        requestLayout()
    }

    /// Called before `guide` is removed from its owning view.
    func guideWillLeave(_ guide: LayoutGuide) {
        guard let record = record(of: guide) else { return }
        releaseEngineConstraints(of: record)
        releaseVariables(of: record)
        setRecord(nil, for: .guide(guide))
        for constraint in guide.attachedConstraints.all {
            let key = ObjectIdentifier(constraint)
            uninstall(constraint)
            broken[key] = nil
            if constraint.storedIsActive { pending[key] = constraint }
        }
        requestLayout()
    }

    /// Takes the constraints the engine made on the frame of `record`'s item out of the solver:
    /// its frame slots, the root's frame constraints.
    func releaseEngineConstraints(of record: ItemRecord) {
        if record.reference === rootReference {
            rootFrameConstraints.forEach { if let constraint = $0 { uninstall(constraint) } }
            rootFrameConstraints = FourSlots(repeating: nil)
        }
        for index in 0..<4 { removeFrameSlot(record, index) }
    }

    private func unregister(_ view: View, guides: [LayoutGuide], staysInside: (View) -> Bool) {
        for item in [ResolvedItem.view(view)] + guides.map(ResolvedItem.guide) {
            guard let record = record(of: item) else { continue }
            releaseEngineConstraints(of: record)
            for index in 0..<4 { clearIntrinsic(record, index) }
            setOwner(nil, of: record.variables)
            releaseVariables(of: record)
            setRecord(nil, for: item)
        }
        uninstallDirectConstraints(of: view)
        for constraint in view.allAttachedConstraints {
            let key = ObjectIdentifier(constraint)
            uninstall(constraint)
            broken[key] = nil
            guard constraint.storedIsActive else { continue }
            let hosts = [constraint.firstItem, constraint.secondItem].compactMap { $0.flatMap(ResolvedItem.init)?.hostView }
            if hosts.contains(where: { !staysInside($0) }) {
                pending[key] = constraint
            } else {
                pending[key] = nil
                reportedPending.remove(key)
            }
        }
    }
}
