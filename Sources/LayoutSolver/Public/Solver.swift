/// An incremental constraint solver with strict priority levels.
///
/// Add constraints, optionally declare edit variables and suggest values for them, then call
/// ``updateVariables()`` to write the solution into each ``Variable/value``. Every throwing
/// operation leaves the solver exactly as it was when it throws: a required constraint that
/// conflicts with the required constraints present is rejected by the call that adds it.
///
/// The solver splits the system into independent parts and solves each by the cheapest exact
/// method its shape allows, again only where something changed (see <doc:HowTheSolverWorks>).
/// A variable that the constraints do not determine reads `0` when that is one of its optimal
/// values.
public final class Solver: CustomDebugStringConvertible {
    @exclusivity(unchecked) var engine = Engine()

    /// Creates an empty solver.
    public init() {}

    deinit { engine.records.releaseHints() }

    /// Adds a constraint. Throws (and changes nothing) for a duplicate, an invalid number or
    /// priority, or a required constraint that conflicts with the required constraints present.
    public func add(_ constraint: Constraint) throws(SolverError) { try engine.add(constraint) }

    /// Removes a constraint. Throws `.unknownConstraint` if the solver does not hold it.
    public func remove(_ constraint: Constraint) throws(SolverError) { try engine.remove(constraint) }

    /// Whether the solver holds `constraint`.
    public func contains(_ constraint: Constraint) -> Bool { engine.contains(constraint) }

    /// Makes `variable` an edit variable at a non-required `priority`; its suggested value starts at 0.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try engine.addEditVariable(variable, priority: priority)
    }

    /// Stops editing `variable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) { try engine.removeEditVariable(variable) }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { engine.hasEditVariable(variable) }

    /// Suggests a value for an edit variable: a wish at the edit variable's priority, met by the
    /// next ``updateVariables()``.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try engine.suggestValue(value, for: variable)
    }

    /// Changes `constraint`'s constant (the constant of its expression) in place. Throws
    /// `.unknownConstraint`, `.invalidValue`, or `.unsatisfiable` for a required constraint that can
    /// no longer hold; on error nothing changes.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        try engine.updateConstant(of: constraint, to: constant)
    }

    /// Solves what changed and writes the solution into every variable's `value`.
    public func updateVariables() { engine.updateVariables() }

    /// Removes every constraint and edit variable.
    public func reset() { engine.reset() }

    /// A labelled description of the reduced system (see ``dump()``).
    public var debugDescription: String { dump() }

    /// A labelled, deterministic description: `Definitions:` (variables defined by a required
    /// equality, `v := expression`), `Rows:` and `Items:` (the other constraints with definitions
    /// substituted), `Edit variables:`, `Values:` (`(undetermined)` when another optimum moves
    /// the value) and `Constraints:` (as added).
    public func dump() -> String { engine.dump() }

    /// Whether the optimum fixes `variable` (solving first if needed); a variable the solver
    /// does not hold reads as fixed.
    package func isDetermined(_ variable: Variable) -> Bool { engine.determines(variable) }

    /// Whether the constraints above `threshold` fix `variable`: those at or below it count as
    /// absent, so a variable that only they hold reads as undetermined, and so does one that no
    /// constraint mentions (solving first if needed). Read-only: nothing is added or re-solved.
    /// Answers are memoised until the next solve or another threshold, so asking for every
    /// variable is linear.
    package func isDetermined(_ variable: Variable, ignoringPrioritiesUpTo threshold: Priority) -> Bool {
        engine.determines(variable, aboveLevel: threshold.value)
    }

    /// Whether required constraints are checked by ``checkDeferred(choosingVictim:)`` instead of
    /// by the call that adds or changes them: a layout pass changes many constraints of one
    /// component, and one check of it then costs one solve. Off by default.
    package var defersChecks: Bool {
        get { engine.deferred.defersChecks }
        set { engine.deferred.defersChecks = newValue }
    }

    /// Checks the required constraints added or changed since the last check; while they
    /// conflict, leaves one out and reports it: `choosingVictim` gets the proof (in the order its
    /// constraints were added) and those of them that changed since the last check (oldest
    /// change first), and returns the one to leave out (by default the newest change). The
    /// solver then holds no conflict.
    package func checkDeferred(
        choosingVictim: (_ proof: [Constraint], _ changed: [Constraint]) -> Constraint? = { $1.last }
    ) -> [Rejection] {
        engine.checkDeferred(choosingVictim: choosingVictim)
    }

    /// Counts of the reduced system and of the work done so far.
    @_spi(Testing) public var statistics: SolverStatistics { engine.statistics }

    /// The bytes each of the solver's tables holds: records, values, objects, term pools, the
    /// definitions' order, scratch, id maps and simplex instances.
    @_spi(Testing) public var memoryCensus: MemoryCensus { engine.memoryCensus }

    /// Sets the counters of traversal stamps and determinacy passes to `value`, so that tests
    /// reach the restart of the records' 32-bit marks (at 2³⁰) in a few solves.
    @_spi(Testing) public func setMarkCounters(to value: Int) {
        engine.stamp = value
        engine.determination.stamp = value
    }

    /// A description of the first internal inconsistency, or `nil` (tests of the bookkeeping).
    @_spi(Testing) public func consistencyProblem() -> String? { engine.consistencyProblem() }

    /// Whether components with at most one row after reduction are solved in closed form (the
    /// default) rather than by the simplex, which tests use as the reference.
    @_spi(Testing) public var solvesInClosedForm: Bool {
        get { engine.solvesSingleRowsDirectly }
        set { engine.setClosedForms(newValue) }
    }

    /// The size thresholds at which the solver switches between equivalent methods (see
    /// ``SolverTuning``); setting them solves everything again.
    @_spi(Testing) public var tuning: SolverTuning {
        get { engine.tuning }
        set { engine.setTuning(newValue) }
    }

    /// Whether components with two standing rows or more are first tried by folding their
    /// leaves into the closed forms (the default, with the closed forms); tests turn it off
    /// alone to compare with the simplex on the same components.
    @_spi(Testing) public var foldsLeaves: Bool {
        get { engine.foldsLeaves }
        set { engine.setFoldsLeaves(newValue) }
    }
}
