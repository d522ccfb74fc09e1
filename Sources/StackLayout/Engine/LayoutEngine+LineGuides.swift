import LayoutSolver

/// Lines: a stack's alignment guide (a guide with a `lineAxis`) is the line the stack's visible
/// views align on across its axis. Only that minimum is an unknown; the guide's other three
/// components read the engine's constant zero, one variable per engine pinned at 0 by a required
/// constraint, made when the first line registers and kept for the engine's life. Nothing
/// positions or sizes those components (no stays either), and a user constraint that asks
/// another value of them conflicts with the pin and is the one left out.
extension LayoutEngine {
    /// The variables of a new record for `guide`: a line's one unknown and the constant zero
    /// when the guide has a `lineAxis`, else four fresh unknowns.
    func makeVariables(for guide: LayoutGuide) -> LayoutVariables {
        guard let axis = guide.lineAxis else { return LayoutVariables(in: solver) }
        return LayoutVariables(line: solver.makeVariable(), along: axis, zero: constantZero())
    }

    /// The engine's constant zero, made and pinned on first need.
    private func constantZero() -> Solver.VariableID {
        if let zero = zeroPin?.variable { return zero }
        let zero = solver.makeVariable()
        let term = Solver.TermID(zero)
        // `zero == 0` holds no value the solver could refuse.
        let pin = try? withUnsafePointer(to: term) { (pointer) throws(SolverError) -> Solver.ConstraintID in
            try solver.add(
                UnsafeBufferPointer(start: pointer, count: 1), constant: 0, relation: .equal, priority: .required,
                distinct: true)
        }
        statistics.adds += 1
        zeroPin = (zero, pin ?? .none)
        return zero
    }

    /// Called once the line of `guide` runs across another axis (its stack's axis changed) and
    /// its stack's constraints on the old line are gone: the guide's record and unknown go, the
    /// users' constraints on it leave the solver, and the owning view's refresh registers the
    /// guide again, with its unknown along the new `lineAxis`, and queues those constraints.
    func lineAxisDidChange(_ guide: LayoutGuide) {
        guard let record = record(of: guide), let owner = guide.owningView else { return }
        releaseEngineConstraints(of: record)
        releaseVariables(of: record)
        setRecord(nil, for: .guide(guide))
        for constraint in guide.attachedConstraints.all where hasEntry(constraint) { uninstall(constraint) }
        viewGeometryDidChange(owner)
    }

    /// Gives the unknowns of `record` back to the solver (its item left the engine); the
    /// constant zero stays.
    func releaseVariables(of record: ItemRecord) {
        record.variables.release(in: solver, sparing: zeroPin?.variable)
    }

    /// Whether frame component `index` of `record` reads the constant zero (a line's component
    /// other than its minimum across the stack): it gets no stay.
    @inline(__always)
    func readsConstantZero(_ record: ItemRecord, _ index: Int) -> Bool {
        guard let zero = zeroPin?.variable else { return false }
        return record.variables[index] == zero
    }
}
