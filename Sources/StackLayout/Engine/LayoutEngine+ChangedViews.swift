import LayoutSolver

/// Which views a layout pass visits. After each solve the solver lists the variables whose
/// values changed; the engine maps them to their views and asks each such view's superview to
/// compare its subviews' solved frames with their frames (so does a view whose geometry was
/// changed by hand, such as a frame set by code). Those requests and `setNeedsLayout()` flag the
/// path from the root (`View.subtreeNeedsLayout`), and the pass enters only flagged subtrees.
///
/// The pass walks the whole tree instead when the flags cannot vouch for what changed: the first
/// layout, a subtree that joined, the root's own geometry (a window resized), a display scale
/// (pixel rounding makes a frame depend on its ancestors' positions in the root), a new display
/// scale, or a solver that lost track of its changes.
extension LayoutEngine {
    /// Records `view` (or none) as the owner of `variables`' four slots, once the table is kept
    /// (see `keepVariableOwners()`).
    func setOwner(_ view: View?, of variables: LayoutVariables) {
        guard keepsVariableOwners else { return }
        let owner = Self.ownerEntry(view)
        // One uniqueness check for the four writes.
        let written = variableOwners.withUnsafeMutableBufferPointer { Self.write(owner, of: variables, into: $0) }
        guard !written, view != nil else { return }
        growOwners(toHold: Swift.max(Swift.max(variables.minX.index, variables.minY.index),
                                     Swift.max(variables.width.index, variables.height.index)))
        variableOwners.withUnsafeMutableBufferPointer { _ = Self.write(owner, of: variables, into: $0) }
    }

    /// The entry of `variableOwners` that names `view` (0 for none).
    @inline(__always)
    private static func ownerEntry(_ view: View?) -> Int {
        view.map { Int(bitPattern: Unmanaged.passUnretained($0).toOpaque()) } ?? 0
    }

    /// Writes `owner` into the four slots of `variables` in `table`; `false`, with nothing
    /// written, when the table does not reach them all.
    @inline(__always)
    private static func write(_ owner: Int, of variables: LayoutVariables, into table: UnsafeMutableBufferPointer<Int>) -> Bool {
        let x = variables.minX.index, y = variables.minY.index
        let width = variables.width.index, height = variables.height.index
        guard Swift.max(Swift.max(x, y), Swift.max(width, height)) < table.count else { return false }
        table[x] = owner
        table[y] = owner
        table[width] = owner
        table[height] = owner
        return true
    }

    /// Grows `variableOwners` to hold slot `slot`, at least doubling it (one append of empty
    /// entries, so that filling the table for a whole tree grows it a few times only).
    @inline(never) private func growOwners(toHold slot: Int) {
        let count = Swift.max(slot + 1, 2 * variableOwners.count, 64)
        variableOwners.append(contentsOf: repeatElement(0, count: count - variableOwners.count))
    }

    /// Starts keeping `variableOwners`: fills it from the views of the tree, after which
    /// records that come and go keep it. Made at the first pass over changes rather than in a
    /// first layout, which walks the whole tree and needs no table. The table is made once, as
    /// large as the solver's slots (every slot a record of the tree holds is below that).
    private func keepVariableOwners() {
        keepsVariableOwners = true
        var owners = [Int](repeating: 0, count: solver.variableSlotCount)
        // Views whose slots the table does not reach (none are expected) are recorded after.
        var beyond: [View] = []
        owners.withUnsafeMutableBufferPointer { table in
            root?.forEachInSubtree { view in
                // The records are read without retaining them, and each owner is made once.
                guard let variables = unretainedRecord(onView: view)?._withUnsafeGuaranteedRef(\.variables)
                    ?? record(ofView: view)?.variables
                else { return }
                if !Self.write(Self.ownerEntry(view), of: variables, into: table) { beyond.append(view) }
            }
        }
        variableOwners = owners
        for view in beyond {
            if let record = record(ofView: view) { setOwner(view, of: record.variables) }
        }
    }

    /// Takes the solver's changed values and asks the superviews of their views for a subview
    /// frame check; a solver that lost track makes the next pass walk the whole tree.
    func flagViewsOfChangedValues() {
        // A whole walk compares every view anyway (a fitting engine always walks it).
        if walksWholeTree || fittingTarget != nil {
            solver.discardChangedVariables()
            stopReadingFlags()
            return
        }
        if !keepsVariableOwners { keepVariableOwners() }
        let tracked = solver.takeChangedVariables { id in
            let slot = id.index
            guard slot < variableOwners.count, let owner = UnsafeMutableRawPointer(bitPattern: variableOwners[slot])
            else { return }
            Unmanaged<View>.fromOpaque(owner)._withUnsafeGuaranteedRef { flagChangedView($0) }
        }
        if !tracked {
            walksWholeTree = true
            stopReadingFlags()
        }
    }

    /// Flags `view`, whose solved values or geometry changed, and asks its superview to compare
    /// its subviews' frames in the next pass (the root has none: its change is a whole walk).
    func flagChangedView(_ view: View) {
        guard let parent = view.unretainedSuperview else {
            walksWholeTree = true
            return
        }
        unretainedRecord(onView: view)?._withUnsafeGuaranteedRef { $0.frameMayBeStale = true }
        parent._withUnsafeGuaranteedRef { superview in
            if !superview.needsSubviewFrameCheck { superview.requestSubviewFrameCheck() }
        }
    }

    /// One layout pass from `root`: over the flagged subtrees, or the whole tree when the flags
    /// cannot vouch for what changed. A pass over the flags that meets such a change (layout
    /// code that adds a subtree, say) walks the whole tree after it. Frames are written back by
    /// flags in a pass over the flags only (see `LayoutEngine+FrameWriteBack.swift`).
    func runLayoutPass(from root: View, in stack: inout [UpdatePassEntry]) {
        if fittingTarget != nil || displayScale > 0 { walksWholeTree = true }
        defer { writesFlaggedFramesOnly = false }
        for _ in 0..<2 {
            let wholeTree = walksWholeTree
            walksWholeTree = false
            writesFlaggedFramesOnly = !wholeTree
            root.runLayoutPass(self, wholeTree: wholeTree, in: &stack)
            if wholeTree || !walksWholeTree { return }
        }
    }
}
