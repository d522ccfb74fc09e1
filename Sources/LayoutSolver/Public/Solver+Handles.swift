/// The handle API: for a client that keeps its own unknowns (the layout engine), variables and
/// constraints known by small values instead of objects, on the same engine as the object API
/// (both may be used in one solver). An add by ids looks up no object, allocates nothing
/// (amortised growth aside) and checks nothing before `checkDeferredIDs`; values are read from
/// the solver (`value(of:)`), never written into objects.
///
/// Ids belong to the solver that made them, and ``reset()`` invalidates them all. A variable id
/// is valid until it is released (using it afterwards, or one of another solver, is a
/// programming error that may trap or read another variable); a variable that the caller holds
/// but that no constraint mentions any more starts afresh, at value 0 (keeping only its place
/// in the order definitions are evaluated in). A constraint id is valid until its constraint is
/// removed or left out by a deferred check; afterwards the solver refuses it (`remove`,
/// `updateConstant` and `contains` answer `false`) even once its slot holds another
/// constraint. Like the rest of ``Solver``, these calls are made from one thread at a time.
extension Solver {
    /// An unknown of this solver known by its slot: no `Variable` object, no registration lookup.
    package struct VariableID: Hashable, Sendable {
        /// The variable's slot in its solver.
        let slot: UInt32
    }

    /// A constraint of this solver known by its slot and generation (a reused slot gets a new
    /// generation, so a stale id is recognised).
    /// The generation is declared first, so that the id takes 12 bytes (its stride is 16): a
    /// client's record that holds one can place a 4-byte field right after it.
    package struct ConstraintID: Hashable, Sendable {
        /// The solver's count of adds when the constraint was added: its generation.
        let sequence: Int
        /// The constraint's slot in its solver.
        let slot: UInt32

        init(slot: UInt32, sequence: Int) {
            self.sequence = sequence
            self.slot = slot
        }
    }

    /// A term of a constraint given by ids: `coefficient · variable`.
    package struct TermID: Sendable {
        /// The variable.
        package var variable: VariableID
        /// Its coefficient.
        package var coefficient: Double

        /// Creates `coefficient · variable`.
        package init(_ variable: VariableID, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// A fresh unknown, value 0, that the caller holds until ``releaseVariable(_:)``.
    package func makeVariable() -> VariableID { engine.makeVariable() }

    /// Four fresh unknowns, made in this order (``makeVariable()`` four times, in one call).
    package func makeFourVariables() -> (VariableID, VariableID, VariableID, VariableID) {
        engine.makeFourVariables()
    }

    /// The caller will not use `v` again (in a new constraint, or to read it); the solver frees
    /// it once no constraint mentions it. Releasing it twice is a programming error (it traps).
    package func releaseVariable(_ v: VariableID) { engine.releaseVariable(v) }

    /// `v`'s value as of the last solve (``updateVariables()``, or a call that solves first:
    /// `isDetermined`, ``dump()``); 0 before `v` is solved. O(1).
    package func value(of v: VariableID) -> Double { engine.value(of: v) }

    /// The values of four variables as of the last solve (``value(of:)`` four times, in one call).
    package func values(
        of a: VariableID, _ b: VariableID, _ c: VariableID, _ d: VariableID
    ) -> (Double, Double, Double, Double) {
        (engine.value(of: a), engine.value(of: b), engine.value(of: c), engine.value(of: d))
    }

    /// Adds `Σ terms + constant ⋈ 0` at `priority`; the terms may repeat a variable (their
    /// coefficients add up), unless `distinct` says that the caller guarantees they do not (they
    /// are then not searched for repeats; a debug build checks). Throws `.invalidValue` (and
    /// changes nothing) for a bad number or priority. Requires ``defersChecks`` for a required
    /// constraint (it traps otherwise): it is checked by ``checkDeferredIDs(choosingVictim:)``.
    package func add(
        _ terms: UnsafeBufferPointer<TermID>, constant: Double, relation: Relation, priority: Priority,
        distinct: Bool = false
    ) throws(SolverError) -> ConstraintID {
        try engine.add(terms, constant: constant, relation: relation, priority: priority, distinct: distinct)
    }

    /// Removes the constraint `c` names; `false` for an unknown or stale id.
    @discardableResult
    package func remove(_ c: ConstraintID) -> Bool { engine.remove(c) }

    /// Changes the constant of the constraint `c` names in place; `false` (and nothing changes)
    /// for an unknown or stale id. Throws `.invalidValue` (and changes nothing) for a bad
    /// constant. Requires ``defersChecks`` for a required constraint (it traps otherwise).
    @discardableResult
    package func updateConstant(of c: ConstraintID, to constant: Double) throws(SolverError) -> Bool {
        try engine.updateConstant(of: c, to: constant)
    }

    /// Whether the solver holds the constraint `c` names (`false` once it is removed).
    package func contains(_ c: ConstraintID) -> Bool { engine.contains(c) }

    /// The constant of constraint `c` as last added or updated; `nil` for an unknown or stale id.
    package func constant(of c: ConstraintID) -> Double? { engine.constant(of: c) }

    /// Whether constraint `c` holds exactly `terms`: the same variables with the same
    /// coefficients in the same order, once repeats are summed and zeros dropped (as the solver
    /// stores a constraint's terms); `false` for an unknown or stale id.
    package func hasTerms(_ c: ConstraintID, equalTo terms: UnsafeBufferPointer<TermID>) -> Bool {
        engine.hasTerms(c, equalTo: terms)
    }

    /// Whether constraint `c` has a term in `v`; `false` for an unknown or stale id.
    package func mentions(_ c: ConstraintID, _ v: VariableID) -> Bool { engine.mentions(c, v) }

    /// Whether the constraints above `threshold` fix `v` (those at or below it count as
    /// absent), solving first if needed; a variable that no constraint mentions reads as
    /// undetermined. Memoised like ``isDetermined(_:ignoringPrioritiesUpTo:)``.
    package func isDetermined(_ v: VariableID, ignoringPrioritiesUpTo threshold: Priority) -> Bool {
        engine.isDetermined(v, ignoringLevelsUpTo: threshold.value)
    }

    /// The deferred check by ids (see ``checkDeferred(choosingVictim:)``): while the required
    /// constraints added or changed since the last check conflict, leaves one out;
    /// `choosingVictim` gets the proof (in the order its constraints were added) and those of
    /// them that changed since the last check (oldest change first), and returns the one to
    /// leave out (by default, or for an id the solver refuses, the newest change). Returns every
    /// constraint left out with the others of its proof; their ids are stale from then on.
    package func checkDeferredIDs(
        choosingVictim: (_ proof: [ConstraintID], _ changed: [ConstraintID]) -> ConstraintID? = { $1.last }
    ) -> [(rejected: ConstraintID, conflicting: [ConstraintID])] {
        engine.checkDeferredIDs(choosingVictim: choosingVictim)
    }
}

extension Solver {
    /// Whether solves list the variables whose values they change, for
    /// ``takeChangedVariables(_:)`` (off by default; switching empties the list).
    package var tracksValueChanges: Bool {
        get { engine.records.changes.isTracking }
        set { engine.trackValueChanges(newValue) }
    }

    /// Calls `body` with each variable whose value a solve (or a variable's fresh start at 0)
    /// changed since tracking began or the last call, possibly more than once, and empties the
    /// list. Values of components that were not solved again, and of definitions whose inputs
    /// kept their values, are not written, so they are not listed. Returns `false`, calling
    /// `body` for none, when changes are not tracked or the solver lost track (more changes
    /// than variables, or a ``reset()``): every value may have changed.
    package func takeChangedVariables(_ body: (VariableID) -> Void) -> Bool {
        engine.takeChangedVariables(body)
    }

    /// Empties the list of changed variables (see ``takeChangedVariables(_:)``) unread.
    package func discardChangedVariables() { engine.records.changes.clear() }
}

extension Solver.VariableID {
    /// An id that names no variable of any solver: what a client's own tables hold in unused
    /// places.
    package static let none = Solver.VariableID(slot: .max)
}

extension Solver.ConstraintID {
    /// An id that names no constraint of any solver (the solver refuses it): what a client's own
    /// tables hold in unused places.
    package static let none = Solver.ConstraintID(slot: .max, sequence: -1)
}

extension Solver {
    /// Makes room for `variables` more variables and `constraints` more constraints, so that a
    /// client about to add many (a first layout) does not grow the solver's tables step by step.
    package func reserveCapacity(variables: Int, constraints: Int) {
        engine.reserveCapacity(variables: variables, constraints: constraints)
    }

    /// How many variable slots the solver has (live or free): one more than the highest
    /// ``VariableID/index`` it has given out, so that a client's table by slot can be sized once.
    package var variableSlotCount: Int { engine.records.variables.count }
}
