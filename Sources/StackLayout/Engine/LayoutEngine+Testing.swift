@_spi(Testing) import LayoutSolver

/// What tests read of the layout engine of a view tree: the constraints it holds, how it changed
/// them in the solver, and the solver's counts. Machine-independent, unlike timings, so tests of
/// incrementality and of footprint compare them.
@_spi(Testing) public struct LayoutEngineCounts: Equatable, Sendable {
    /// Constraints added to the solver so far.
    public let adds: Int
    /// Constraints removed from the solver so far.
    public let removes: Int
    /// Constraints whose constant was updated in place in the solver so far.
    public let constantUpdates: Int
    /// Constraints installed in the solver (the pins of the lines' constant zeros included).
    public let installedConstraints: Int
    /// Active constraints that wait for their items to join this tree.
    public let pendingConstraints: Int
    /// The solver's counts of its reduced system and of its work.
    public let solver: SolverStatistics
    /// Layout passes run so far (`layoutIfNeeded()` runs another while a pass asks for layout).
    public let layoutPasses: Int
    /// Views whose subviews' solved frames layout passes compared with their frames so far.
    public let subviewFrameChecks: Int
    /// Views whose `layoutSubviews()` layout passes ran so far.
    public let viewsLaidOut: Int
    /// Subviews whose solved frame the default `layoutSubviews()` compared with their frame so
    /// far (a subview whose frame cannot have changed is passed over).
    public let framesCompared: Int
    /// Notices stacks took so far that an arranged view's fitting size may have changed (a
    /// stack that regenerated tells the stack that arranges it, which passes the notice on).
    public let fittingNotices: Int
}

extension View {
    /// The counts of the layout engine of this view's tree (the engine is created if the tree
    /// has none yet).
    @_spi(Testing) public var layoutEngineCounts: LayoutEngineCounts {
        let engine = rootView.layoutEngine
        return LayoutEngineCounts(
            adds: engine.statistics.adds, removes: engine.statistics.removes,
            constantUpdates: engine.statistics.constantUpdates, installedConstraints: engine.installedConstraints.count + engine.installedDirect.count
                + engine.installedIntrinsicCount + engine.installedFrameSlotCount + (engine.lineConstants == nil ? 0 : 2),
            pendingConstraints: engine.pending.count, solver: engine.solver.statistics,
            layoutPasses: engine.statistics.layoutPasses, subviewFrameChecks: engine.statistics.subviewFrameChecks,
            viewsLaidOut: engine.statistics.viewsLaidOut, framesCompared: engine.statistics.framesCompared,
            fittingNotices: engine.statistics.fittingNotices)
    }

    /// A description of the first internal inconsistency of the solver of this view's tree, or
    /// `nil` when its bookkeeping is consistent.
    @_spi(Testing) public func layoutSolverConsistencyProblem() -> String? {
        rootView.layoutEngine.solver.consistencyProblem()
    }

    /// The alignment rect that this view's variables hold in its tree's solver (in the root's
    /// coordinates), as of the last solve, or `nil` when the engine holds no variables for the
    /// view. Frames follow these values in the next layout pass.
    @_spi(Testing) public var solvedAlignmentRect: Rect? {
        let engine = rootView.layoutEngine
        guard let variables = engine.record(of: self)?.variables else { return nil }
        let solver = engine.solver
        return Rect(x: solver.value(of: variables.minX), y: solver.value(of: variables.minY),
                    width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }
}

extension View {
    /// Whether the layout engine of this view's tree holds intrinsic-size slots for `item`, a
    /// view or guide of the tree: a block of its intrinsic slot table, which an item takes with
    /// its first intrinsic-size constraint and gives back with its last (an item the engine
    /// holds no record for holds none).
    @_spi(Testing) public func layoutHoldsIntrinsicSlots(for item: any LayoutItem) -> Bool {
        guard let record = rootView.layoutEngine.record(of: item) else { return false }
        return record.intrinsicBlock != IntrinsicSlotTable.noBlock
    }

    /// The unknowns the engine of this view's tree holds for the views and guides of the tree,
    /// each once: four a view or guide, one a stack's alignment guide, plus the two constant
    /// zeros that those guides share (once, while one of them is registered).
    @_spi(Testing) public var layoutUnknownCount: Int { rootView.layoutEngine.heldUnknownCount }
}

extension LayoutGuide {
    /// How many of the guide's four frame components are unknowns of its own in the engine of
    /// its owning view's tree: four, one for a stack's alignment guide (its line), 0 while the
    /// engine holds no record of it.
    @_spi(Testing) public var layoutUnknownCount: Int {
        guard let engine = owningView?.rootView.layoutEngine, let record = engine.record(of: self) else { return 0 }
        return (0..<4).count { !(engine.lineConstants?.contains(record.variables[$0]) ?? false) }
    }
}

extension View {
    /// The constraints that the solver of this view's tree holds, as plain numbers, with the
    /// values of its last solve: what a reference solver checks the engine's solutions against.
    @_spi(Testing) public var layoutSolverSystem: HeldSystem { rootView.layoutEngine.solver.heldSystem }

    /// The indices in ``layoutSolverSystem`` of this view's alignment rect unknowns (x, y,
    /// width, height, in its superview's coordinates), or `nil` when the engine holds none.
    @_spi(Testing) public var layoutVariableIndices: [Int]? {
        guard let variables = rootView.layoutEngine.record(of: self)?.variables else { return nil }
        return [variables.minX.index, variables.minY.index, variables.width.index, variables.height.index]
    }
}

extension LayoutEngine {
    /// Counts of the engine's operations and layout work (what `LayoutEngineCounts` reports).
    struct Statistics: Equatable {
        var adds = 0
        var removes = 0
        var constantUpdates = 0
        /// Layout passes run (a layout runs more than one when a pass asks for layout again).
        var layoutPasses = 0
        /// Views whose subviews' solved frames a layout pass compared with their frames.
        var subviewFrameChecks = 0
        /// Views a layout pass ran `layoutSubviews()` on.
        var viewsLaidOut = 0
        /// Subviews whose solved frame the default `layoutSubviews()` compared with their frame.
        var framesCompared = 0
        /// Notices a stack took that the fitting size of one of its arranged views may have
        /// changed (see `Stack.arrangedFittingSizeMayHaveChanged(_:in:)`).
        var fittingNotices = 0
    }
}
