import LayoutSolver
import Synchronization

/// Identities handed to engines.
let layoutEngineIdentities = Atomic<Int>(0)

/// One solver for one view tree, owned by the tree's root view.
///
/// Coordinates: every view and guide has four variables, its alignment rect (minX, minY,
/// width, height) in the root's bounds coordinates. Frames are derived from them relative to
/// the superview. The root is fixed to its own frame (a window never moves; a root view lays
/// out its subtree inside its current frame). A view that no constraint positions on an axis
/// gets "stay" wishes at the lowest level (priority 0.00001) to keep its position relative to
/// its superview and its size on that axis, so it keeps its frame (its intrinsic size, at 250
/// and 750, and width or height constraints, which size a view without positioning it, still
/// win over the stay).
///
/// Stays exist only on the axes of a view (or guide) that no constraint positions, because
/// every optional constraint costs the solver; a view positioned by constraints but left
/// undetermined is ambiguous (see `hasAmbiguousLayout`) and gets whatever the solver leaves.
///
/// Work is incremental: changes are queued and applied at the next `sync()` (a layout pass);
/// a changed constant updates one solver row, a changed priority or multiplier re-adds one
/// constraint.
final class LayoutEngine: LayoutHost {
    let solver = Solver()
    /// This engine's identity (records cached on views and guides name their engine).
    let id = layoutEngineIdentities.add(1, ordering: .relaxed).newValue
    let rootReference: ItemReference
    /// The root view of the tree (not retained: the root owns the engine).
    var root: View? { rootReference.view }
    /// `read` of the root window, `nil` when the root is no window; the window is not retained.
    func readRootWindow<Value>(_ read: (Window) -> Value) -> Value? {
        rootWindowReference?._withUnsafeGuaranteedRef(read)
    }
    /// The root when it is a window (not retained: the root owns the engine and outlives it).
    private let rootWindowReference: Unmanaged<Window>?
    /// Set for the throw-away engines of `systemLayoutSizeFitting(_:)`.
    let fittingTarget: Size?
    /// How strongly a fitting engine pulls the root's width and height to the target.
    @exclusivity(unchecked)
    var fittingPriorities = (horizontal: LayoutPriority.fittingSizeLevel, vertical: LayoutPriority.fittingSizeLevel)

    @exclusivity(unchecked) var records: [ObjectIdentifier: ItemRecord] = [:]
    /// Required constraints on the root's left, top, width, height (the width and height are
    /// fitting constraints in a fitting engine; the left and top only for a root inside a
    /// superview, see `setRootFrameConstraints(of:values:priorities:)`).
    @exclusivity(unchecked) var rootFrameConstraints = FourSlots<LayoutConstraint?>(repeating: nil)
    /// Every constraint in the solver, in no particular order (an entry knows its index).
    @exclusivity(unchecked) var installedConstraints: [LayoutConstraint] = []
    /// The entries of a fitting engine, users' and stacks' constraints alike (the tree's own
    /// engine keeps them on the constraints).
    @exclusivity(unchecked) var foreignEntries: [ObjectIdentifier: ConstraintEntry] = [:]
    @exclusivity(unchecked) var broken: [ObjectIdentifier: LayoutConstraint] = [:]
    /// Constraints broken during the current sync, with the set that proves the conflict; see
    /// `markBroken(_:conflicting:report:)`.
    @exclusivity(unchecked)
    var conflictsToReport: [ObjectIdentifier: (constraint: LayoutConstraint, conflicting: [LayoutConstraint])] = [:]
    @exclusivity(unchecked) var pending: [ObjectIdentifier: LayoutConstraint] = [:]
    @exclusivity(unchecked) var reportedPending: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) var queued: [LayoutConstraint] = []
    /// Stacks' constraints held directly (see `DirectConstraint`): queued, installed (in no
    /// particular order, an entry knows its index), edited (each marked `isEdited`; one may be
    /// listed twice, it is applied once), and those on baselines.
    @exclusivity(unchecked) var queuedDirect: [DirectConstraint] = []
    @exclusivity(unchecked) var installedDirect: [DirectConstraint] = []
    @exclusivity(unchecked) var editedDirect: [DirectConstraint] = []
    @exclusivity(unchecked) var baselineDirect: [ObjectIdentifier: DirectConstraint] = [:]
    /// Records with new intrinsic-size slots, in the order they were refreshed: the slots are
    /// added after the queued constraints of the same sync (see `installDeferredIntrinsic()`).
    @exclusivity(unchecked) var deferredIntrinsic: [ItemRecord] = []
    /// The slots made deferred since the last `installDeferredIntrinsic()` (room the solver
    /// reserves for them; a slot cleared before then is still counted).
    @exclusivity(unchecked) var deferredIntrinsicSlotCount = 0
    /// The explicit stacks of the update and layout passes, empty between passes (kept for
    /// their storage).
    @exclusivity(unchecked) var updatePassStack: [UpdatePassEntry] = []
    @exclusivity(unchecked) var layoutPassStack: [UpdatePassEntry] = []
    /// Whether the next layout pass walks the whole tree rather than the views that the solver's
    /// changed values and the changed views flagged (see `LayoutEngine+ChangedViews.swift`):
    /// at first, and whenever something happened that the flags do not cover.
    @exclusivity(unchecked) var walksWholeTree = true
    /// Whether a pass over flags runs and reads the frame flags of the views' records (see
    /// `LayoutEngine+FrameWriteBack.swift`).
    @exclusivity(unchecked) var writesFlaggedFramesOnly = false
    /// The view of each variable slot of the solver, if a view's record holds it (guides' slots
    /// and free ones hold none): the solver names changed values by slot. Each entry is the
    /// view's address (`ownerEntry(_:)`, 0 for none; a plain integer, so that the table needs
    /// no type of its own made at run time), not retained: a view has a record only while it
    /// is in this engine's tree, which holds it, and its slots are cleared as it leaves (see
    /// `unregister`).
    @exclusivity(unchecked) var variableOwners: [Int] = []
    /// Whether `variableOwners` is kept (from the first pass over changes on; never in a
    /// fitting engine, which tracks no changes).
    @exclusivity(unchecked) var keepsVariableOwners = false
    @exclusivity(unchecked) var edited: [ObjectIdentifier: LayoutConstraint] = [:]
    /// The edited constraints whose multiplier, priority or direction changed (the others in
    /// `edited` changed only their constant: one in-place update each).
    @exclusivity(unchecked) var reshapedEdits: Set<ObjectIdentifier> = []
    /// Installed or broken intrinsic-size slots whose constant or priority changed (each marked
    /// `isEdited`; a slot may be listed twice, it is applied once).
    @exclusivity(unchecked) var editedIntrinsic: [IntrinsicSlotReference] = []
    /// The constraints that stand for broken intrinsic-size slots in `broken` and in diagnostics,
    /// with their records (see `standIn(for:_:)`).
    @exclusivity(unchecked) var intrinsicStandIns: [RecordSlotKey: SlotStandIn] = [:]
    /// The intrinsic-size slots in the solver.
    @exclusivity(unchecked) var installedIntrinsicCount = 0
    /// The intrinsic-size slots of the records that have any, four a record.
    @exclusivity(unchecked) var intrinsicSlotTable = IntrinsicSlotTable()
    /// Installed stays whose constant changed (each marked `isEdited`; a stay may be listed
    /// twice, it is applied once).
    @exclusivity(unchecked) var editedFrameSlots: [FrameSlotReference] = []
    /// The constraints that stand for broken stays in `broken` and in diagnostics, with their
    /// records (see `frameSlotStandIn(for:_:)`).
    @exclusivity(unchecked) var frameSlotStandIns: [RecordSlotKey: SlotStandIn] = [:]
    /// The stays in the solver.
    @exclusivity(unchecked) var installedFrameSlotCount = 0
    /// The constant zeros that lines read for their components other than the line, with their
    /// required pins (see `LayoutEngine+LineGuides.swift`); `nil` until a line registers.
    @exclusivity(unchecked) var lineConstants: LineConstants?
    @exclusivity(unchecked) var dirtyViews: [UnownedView] = []
    @exclusivity(unchecked) var joinedSubtrees: [UnownedView] = []
    /// While views are refreshed: per view, whether some ancestor suspends the content of its
    /// subtree along each axis (see `isContentOfSpannedHiddenView(_:along:)`).
    @exclusivity(unchecked) var spannedHiddenMemo: [ObjectIdentifier: SpannedHiddenAnswers]?
    /// Whether a view being refreshed may be inside a hidden view: `false` while the engine
    /// refreshes joined subtrees that hold no hidden view, under no hidden ancestor (no content
    /// of theirs is then demoted, see `refreshIntrinsic(_:_:)`).
    @exclusivity(unchecked) var refreshMeetsHiddenViews = true
    /// The buffers that the containers of the tree share for their update passes, made and read
    /// by the layer that arranges them (a stack's snapshot items and specs): one set a tree
    /// rather than one a container, empty between passes.
    @exclusivity(unchecked) var containerUpdateBuffers: AnyObject?
    /// Records whose stays `settleStays()` checks.
    @exclusivity(unchecked) var stayCandidates: [ItemRecord] = []
    @exclusivity(unchecked) var baselineConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
    @exclusivity(unchecked) var baselinesDirty = false
    @exclusivity(unchecked) var needsRetry = false
    /// Constraints installed without reporting a conflict (retries of broken ones).
    @exclusivity(unchecked) var silentChecks: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) var needsUpdateVariables = true
    /// Bumped whenever solved values may have changed.
    @exclusivity(unchecked) private(set) var generation = 0
    @exclusivity(unchecked) var layoutRequested = true
    @exclusivity(unchecked) var isInLayoutPass = false
    /// Whether the engine takes its reference paths (see `useReferencePaths(_:)`).
    @exclusivity(unchecked) var usesReferencePaths = false
    /// The form of the constraint being installed or compared (see `writeForm(of:positioned:)`).
    @exclusivity(unchecked) var formScratch = LinearForm()
    /// Counts syncs (records remember the sync that refreshed them).
    @exclusivity(unchecked) var syncCount = 0
    /// Installed constraints (user and direct) at the last release of the queues' storage (see
    /// `releaseEmptyQueuesIfLarge()`).
    @exclusivity(unchecked) var installedAtQueueRelease = 0
    /// Counts of solver operations, for tests and benchmarks of incrementality.
    @exclusivity(unchecked) var statistics = Statistics()

    init(root: View, fittingTarget: Size? = nil) {
        rootReference = root.itemReference
        rootWindowReference = (root as? Window).map { Unmanaged.passUnretained($0) }
        self.fittingTarget = fittingTarget
        joinedSubtrees = [UnownedView(root)]
        solver.defersChecks = true
        solver.tracksValueChanges = fittingTarget == nil
        // A fitting engine, made to be synced at once, queues them as it registers the views.
        if fittingTarget == nil { enqueueDirectConstraints(inSubtreeOf: root) }
    }

    var reportsDiagnostics: Bool { fittingTarget == nil }

    /// `true` when something waits for the next `sync()`.
    var hasWork: Bool {
        !queued.isEmpty || !queuedDirect.isEmpty || !edited.isEmpty || !editedDirect.isEmpty
            || !editedIntrinsic.isEmpty || !editedFrameSlots.isEmpty || !dirtyViews.isEmpty
            || !joinedSubtrees.isEmpty || baselinesDirty || needsUpdateVariables || !stayCandidates.isEmpty
            || (needsRetry && !broken.isEmpty) || pending.keys.contains { !reportedPending.contains($0) }
    }

    // MARK: Requests from views and constraints

    func requestLayout() {
        // Only an animation block reacts to pending layout (without one, the root is not read).
        if CurrentAnimation.recorder != nil { root?.layoutDidBecomePending() }
        guard !layoutRequested else { return }
        layoutRequested = true
    }

    func subtreeDidJoin(_ view: View) {
        joinedSubtrees.append(UnownedView(view))
        enqueueDirectConstraints(inSubtreeOf: view)
        walksWholeTree = true
        requestLayout()
    }

    func viewGeometryDidChange(_ view: View) {
        dirtyViews.append(UnownedView(view))
        requestLayout()
    }

    /// A view's baselines may have moved (a stack's vended baseline view is chosen again when
    /// read): constraints on baselines are formed again, if there are any. With none installed
    /// nothing changes (a constraint installed later is formed with the baselines of then), so
    /// that a label measured again in a layout pass does not start another pass.
    func baselinesDidChange() {
        guard !baselineConstraints.isEmpty || !baselineDirect.isEmpty else { return }
        baselinesDirty = true
        requestLayout()
    }

    func queueInstall(_ constraint: LayoutConstraint) {
        enqueue(constraint)
        requestLayout()
    }

    /// Appends `constraint` to the queue of the next sync unless it already waits there (a
    /// constraint activated in an update pass is found again when its view's subtree joins).
    func enqueue(_ constraint: LayoutConstraint) {
        if takeIntoQueue(constraint) { queued.append(constraint) }
    }

    /// Marks `constraint` as queued in this engine; `false` when it already was.
    func takeIntoQueue(_ constraint: some InstallQueued) -> Bool {
        guard constraint.queuedInEngine != id else { return false }
        constraint.queuedInEngine = id
        return true
    }

    func addPending(_ constraint: LayoutConstraint) {
        pending[ObjectIdentifier(constraint)] = constraint
        requestLayout()
    }

    func constraintDidChange(_ constraint: LayoutConstraint, constantOnly: Bool) {
        let key = ObjectIdentifier(constraint)
        guard hasEntry(constraint) || (!broken.isEmpty && broken[key] != nil) else { return }
        edited[key] = constraint
        if !constantOnly { reshapedEdits.insert(key) }
        needsRetry = true
        requestLayout()
    }

    func constraintWasDeactivated(_ constraint: LayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        uninstall(constraint)
        if !broken.isEmpty { broken[key] = nil }
        if !pending.isEmpty { pending[key] = nil }
        if !reportedPending.isEmpty { reportedPending.remove(key) }
        if !edited.isEmpty { edited[key] = nil }
        requestLayout()
    }

    // MARK: Sync

    /// Applies every queued change to the solver and solves.
    func sync() {
        guard hasWork else { return }
        syncCount &+= 1
        refreshChangedViews()
        // The queue is taken out; emptied, its storage takes the next constraints unless some
        // came meanwhile (as with the dirty views).
        var toInstall: [LayoutConstraint] = []
        swap(&toInstall, &queued)
        defer {
            toInstall.clearKeepingCapacity()
            if queued.isEmpty { queued = toInstall }
        }
        var directs: [DirectConstraint] = []
        swap(&directs, &queuedDirect)
        defer {
            directs.clearKeepingCapacity()
            if queuedDirect.isEmpty { queuedDirect = directs }
        }
        if !takeOutOfQueue(toInstall) { toInstall.sort { $0.sequence < $1.sequence } }
        if !takeOutOfQueue(directs) { directs.sort { $0.sequence < $1.sequence } }
        solver.reserveCapacity(variables: 0, constraints: toInstall.count + directs.count + deferredIntrinsicSlotCount)
        reserveInstalledDirect(directs.count)
        // Both queues are installed in creation order, merged.
        var next = 0
        toInstall.forEachUnretained { constraint in
            while next < directs.count, directs.withUnretainedElement(at: next, { $0.sequence < constraint.sequence }) {
                directs.withUnretainedElement(at: next) { installQueued($0) }
                next += 1
            }
            guard constraint.storedIsActive, broken.isEmpty || broken[ObjectIdentifier(constraint)] == nil,
                  hasItemInTree(constraint)
            else { return }
            install(constraint)
        }
        while next < directs.count {
            directs.withUnretainedElement(at: next) { installQueued($0) }
            next += 1
        }
        // Intrinsic sizes come after the constraints that place views: a chain or an alignment
        // then meets its variables fresh, so the solver defines them instead of pivoting.
        installDeferredIntrinsic()
        applyEdits()
        if baselinesDirty { recheckBaselines() }
        if needsRetry || !conflictsToReport.isEmpty { retryBroken() }
        reviewPending()
        settleConflicts()
        reportConflicts()
        settleStays()
        solver.updateVariables()
        needsUpdateVariables = false
        flagViewsOfChangedValues()
        generation &+= 1
    }

    /// Marks the queued `constraints` as out of the queue; returns whether they are sorted by
    /// creation (queues mostly are: sorting is then skipped). One pass, so that each constraint
    /// is read once before it is installed.
    private func takeOutOfQueue<Queued: InstallQueued>(_ constraints: [Queued]) -> Bool {
        var last = Int.min
        var isSorted = true
        for constraint in constraints {
            constraint.queuedInEngine = 0
            if constraint.sequence < last { isSorted = false }
            last = constraint.sequence
        }
        return isSorted
    }

    /// The record of a view or guide registered in this engine: inline, the one on the item.
    @inline(__always) func record(of item: ResolvedItem) -> ItemRecord? {
        switch item {
        case .view(let view):
            if view.hostRecordOwner == id { return view.hostRecord.map(ItemRecord.stored) }
        case .guide(let guide):
            if guide.hostRecordOwner == id { return guide.hostRecord.map(ItemRecord.stored) }
        }
        return tableRecord(of: item)
    }

    /// `record(of:)` from this engine's own table (a fitting engine's).
    @inline(never) private func tableRecord(of item: ResolvedItem) -> ItemRecord? {
        guard !records.isEmpty, let record = records[item.key] else { return nil }
        return ResolvedItem(record.reference).map { $0 === item } == true ? record : nil
    }

    /// Whether `record` is the record of `item` in this engine (`record(of: item) === record`,
    /// without retaining the record found).
    func isRecord(_ record: ItemRecord, of item: ResolvedItem) -> Bool {
        switch item {
        case .view(let view) where view.hostRecordOwner == id: view.hostRecord === record
        case .guide(let guide) where guide.hostRecordOwner == id: guide.hostRecord === record
        default: self.record(of: item) === record
        }
    }

    /// Whether `view` is registered in this engine (`record(ofView:) != nil`, without retaining the record).
    func hasRecord(ofView view: View) -> Bool {
        if view.hostRecordOwner == id { return view.hostRecord != nil }
        return record(of: .view(view)) != nil
    }

    /// `record(of: .view(view))`, without wrapping the view.
    @inline(__always)
    func record(ofView view: View) -> ItemRecord? {
        if view.hostRecordOwner == id { return view.hostRecord.map(ItemRecord.stored) }
        // Only a fitting engine keeps records in its table (the tree's own stores them on the
        // items), so the tree's engine has nothing more to look up.
        return fittingTarget == nil ? nil : tableRecord(of: .view(view))
    }

    /// The record of `view` on the view, when it is this engine's, not retained: valid while the
    /// view holds it (until the view is unregistered). A fitting engine's records, kept in its
    /// table, are not read here.
    @inline(__always)
    func unretainedRecord(onView view: View) -> Unmanaged<ItemRecord>? {
        guard view.hostRecordOwner == id, let record = view.hostRecord else { return nil }
        return .passUnretained(ItemRecord.stored(record))
    }

    /// The record of `item` if it is a view or guide registered in this engine.
    func record(of item: any LayoutItem) -> ItemRecord? {
        ResolvedItem(item).flatMap { record(of: $0) }
    }

    /// Records `record` for `item` (and on the item itself, for the tree's own engine).
    func setRecord(_ record: ItemRecord?, for item: ResolvedItem) {
        if fittingTarget != nil {
            records[item.key] = record
            return
        }
        if record == nil && !records.isEmpty { records[item.key] = nil }
        switch item {
        case .view(let view):
            view.hostRecord = record
            view.hostRecordOwner = record == nil ? 0 : id
        case .guide(let guide):
            guide.hostRecord = record
            guide.hostRecordOwner = record == nil ? 0 : id
        }
    }
}
