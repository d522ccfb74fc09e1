import LayoutSolver

/// Lines: a stack's alignment guide (a guide with a `lineAxis`) is the line the stack's visible
/// views align on across its axis. Only that minimum is an unknown; the guide's other three
/// components read the engine's constant zeros (`LineConstants`), two variables per engine
/// pinned at 0 by required constraints, made when the first line registers and kept for the
/// engine's life. Nothing positions or sizes those components (no stays either), and a user
/// constraint that asks another value of them conflicts with a pin and is the one left out.
extension LayoutEngine {
    /// The engine's constant zeros and their pins: one for a line's position along its stack,
    /// one for its width and height, so that a line's position and length along an axis are
    /// different variables (the local forms hold each variable once without searching).
    struct LineConstants {
        let position: Solver.VariableID
        let length: Solver.VariableID
        let positionPin: Solver.ConstraintID
        let lengthPin: Solver.ConstraintID

        /// Whether `variable` is one of the constants.
        func contains(_ variable: Solver.VariableID) -> Bool { variable == position || variable == length }

        /// Whether `constraint` is one of the pins.
        func isPin(_ constraint: Solver.ConstraintID) -> Bool { constraint == positionPin || constraint == lengthPin }
    }

    /// The variables of a new record for `guide`: a line's one unknown and the constant zeros
    /// when the guide has a `lineAxis`, else four fresh unknowns.
    func makeVariables(for guide: LayoutGuide) -> LayoutVariables {
        guard let axis = guide.lineAxis else { return LayoutVariables(in: solver) }
        let constants = makeLineConstants()
        return LayoutVariables(
            line: solver.makeVariable(), along: axis, zeroPosition: constants.position, zeroLength: constants.length)
    }

    /// The engine's constant zeros, made and pinned on first need.
    private func makeLineConstants() -> LineConstants {
        if let constants = lineConstants { return constants }
        let position = solver.makeVariable(), length = solver.makeVariable()
        let constants = LineConstants(
            position: position, length: length, positionPin: pinAtZero(position), lengthPin: pinAtZero(length))
        lineConstants = constants
        return constants
    }

    /// Adds the required `variable == 0`, which holds no value the solver could refuse.
    private func pinAtZero(_ variable: Solver.VariableID) -> Solver.ConstraintID {
        let term = Solver.TermID(variable)
        let pin = try? withUnsafePointer(to: term) { (pointer) throws(SolverError) -> Solver.ConstraintID in
            try solver.add(
                UnsafeBufferPointer(start: pointer, count: 1), constant: 0, relation: .equal, priority: .required,
                distinct: true)
        }
        statistics.adds += 1
        return pin ?? .none
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
    /// constant zeros stay.
    func releaseVariables(of record: ItemRecord) {
        for index in 0..<4 {
            let variable = record.variables[index]
            if let constants = lineConstants, constants.contains(variable) { continue }
            solver.releaseVariable(variable)
        }
    }
}
