/// The engine's entry points for `Solver`: each `Solver` method forwards to one of these (or to
/// an operation of `+Add`, `+Remove`, `+Handles` or `+DeferredChecks`). The object API is an
/// adapter over the handle API: an object is registered to its slots, then both go through the
/// same validation (`invalidPart`), the same insertion (`insert`) and the same deferred check
/// (`checkDeferred(choosingVictim:naming:)`), naming constraints by object or by id.
extension Engine {
    // MARK: Lifetime and settings

    /// An empty engine with `other`'s settings.
    init(configuredLike other: borrowing Engine) {
        self.init()
        solvesSingleRowsDirectly = other.solvesSingleRowsDirectly
        solvesItemsDirectly = other.solvesItemsDirectly
        foldsLeaves = other.foldsLeaves
        tuning = other.tuning
    }

    /// Removes every constraint and edit variable (the settings stay); gives up the hints the
    /// engine holds.
    mutating func reset() {
        records.releaseHints()
        let tracks = records.changes.isTracking
        let fresh = Engine(configuredLike: self)
        self = fresh
        // Every value went back to 0 with its variable: a tracking client takes them all as changed.
        records.changes.isTracking = tracks
        records.changes.isLost = tracks
    }

    /// Solves what changed and writes every value.
    mutating func updateVariables() {
        solve()
        writeValues()
    }

    /// Switches to the thresholds of `tuning` (in the simplex of every general component too);
    /// everything is solved again.
    mutating func setTuning(_ tuning: SolverTuning) {
        self.tuning = tuning
        generals.setTuning(tuning)
        markEveryVariableDirty()
    }

    /// Switches leaf folding on or off; everything is solved again.
    mutating func setFoldsLeaves(_ on: Bool) {
        foldsLeaves = on
        markEveryVariableDirty()
    }

    /// Switches closed forms on or off; everything is solved again.
    mutating func setClosedForms(_ on: Bool) {
        solvesSingleRowsDirectly = on
        solvesItemsDirectly = on
        foldsLeaves = on
        markEveryVariableDirty()
    }

    /// Marks every variable the engine holds for solving again.
    private mutating func markEveryVariableDirty() {
        for v in records.variables.indices where records.holdsVariable(v) { markDirty(v) }
    }

    /// Makes room for `variables` more variables and `constraints` more constraints.
    mutating func reserveCapacity(variables added: Int, constraints addedConstraints: Int) {
        if added > 0 { reserveVariables(records.variables.count + added) }
        if addedConstraints > 0 { reserveConstraints(records.constraints.count + addedConstraints) }
    }

    // MARK: Reading by object

    /// Whether `variable` is an edit variable.
    func hasEditVariable(_ variable: Variable) -> Bool {
        records.slot(of: variable).map { records.edits[$0] != nil } ?? false
    }

    /// Whether the optimum fixes `variable` (solving first); a variable the engine does not
    /// hold reads as fixed.
    mutating func determines(_ variable: Variable) -> Bool {
        isDetermined(variable) ?? true
    }

    /// Whether the levels above `threshold` fix `variable` (solving first); a variable the
    /// engine does not hold reads as undetermined.
    mutating func determines(_ variable: Variable, aboveLevel threshold: Float) -> Bool {
        isDetermined(variable, ignoringLevelsUpTo: threshold) ?? false
    }

    // MARK: Reading by id

    /// Variable `v`'s value as of the last solve.
    @inline(__always) func value(of v: Solver.VariableID) -> Double { records.values[Int(v.slot)] }

    /// Whether the constraint `id` names is held.
    func contains(_ id: Solver.ConstraintID) -> Bool { records.slot(of: id) != nil }

    /// The constant of the constraint `id` names, or `nil` for an unknown or stale id.
    func constant(of id: Solver.ConstraintID) -> Double? {
        records.slot(of: id).map { records.constraints[$0].constant }
    }

    /// Whether the constraint `id` names holds exactly `terms` (see `originalTermsEqual`).
    func hasTerms(_ id: Solver.ConstraintID, equalTo terms: UnsafeBufferPointer<Solver.TermID>) -> Bool {
        records.slot(of: id).map { records.originalTermsEqual(of: $0, terms) } ?? false
    }

    /// Whether the constraint `id` names has a term in `v`.
    func mentions(_ id: Solver.ConstraintID, _ v: Solver.VariableID) -> Bool {
        records.slot(of: id).map { records.originalTermsMention(of: $0, Int(v.slot)) } ?? false
    }

    /// Whether the levels above `threshold` fix `v` (solving first).
    mutating func isDetermined(_ v: Solver.VariableID, ignoringLevelsUpTo threshold: Float) -> Bool {
        isDetermined(slot: Int(v.slot), ignoringLevelsUpTo: threshold)
    }

    // MARK: Validation

    /// The part of a constraint that is invalid, if any.
    enum InvalidPart {
        case priority
        /// The coefficient at this index of the terms.
        case coefficient(Int)
        case constant
    }

    /// The one check of a constraint's numbers, for both APIs: a priority outside (0, 1000],
    /// then a non-zero coefficient that is not finite or outside ``coefficientRange`` in
    /// magnitude (`coefficient(i)` for `i` below `count`), then a constant that is not finite
    /// or larger in magnitude than ``maximumMagnitude``; `nil` when all are valid.
    @inline(__always) static func invalidPart(
        priority: Priority, constant: Double, count: Int, coefficient: (Int) -> Double
    ) -> InvalidPart? {
        guard priority.isValid else { return .priority }
        for i in 0..<count {
            let a = coefficient(i)
            if a != 0 && !coefficientRange.contains(abs(a)) { return .coefficient(i) }
        }
        guard abs(constant) <= maximumMagnitude else { return .constant }
        return nil
    }

    /// The invalid part of constraint `c`, if any (see `invalidPart(priority:constant:count:coefficient:)`).
    @inline(__always) static func invalidPart(of c: Constraint) -> InvalidPart? {
        c.terms.withUnsafeBufferPointer { terms in
            invalidPart(priority: c.priority, constant: c.constant, count: terms.count, coefficient: { terms[$0].coefficient })
        }
    }

    /// The `.invalidValue` error for `part` of constraint `c`.
    static func invalidValue(_ part: InvalidPart, in c: Constraint) -> SolverError {
        switch part {
        case .priority: return .invalidValue("priority \(c.priority) of constraint \(c) is outside (0, 1000]")
        case .coefficient(let i):
            let t = c.terms[i]
            return .invalidValue(
                "coefficient \(t.coefficient) of \(t.variable) in constraint \(c) is not finite or outside 1e-6…1e6 in magnitude")
        case .constant: return .invalidValue("constant \(c.constant) of constraint \(c) is not finite or too large")
        }
    }
}
