/// One constraint as a solver holds it, in plain numbers: `Σ coefficient · x[variable] +
/// constant ⋈ 0` at a level, where a variable is named by its index in the solver (see
/// ``Solver/index(of:)``). An edit variable is held as `x − suggestion == 0` at its priority.
@_spi(Testing) public struct HeldConstraint: Sendable, Equatable {
    /// The variables' indices, in the order the constraint was added (each once).
    public let variables: [Int]
    /// Their coefficients.
    public let coefficients: [Double]
    /// The expression's constant (as last added or updated).
    public let constant: Double
    /// How the expression relates to zero.
    public let relation: Relation
    /// The priority level (`1000` is required).
    public let priority: Float
}

/// What a solver holds, for a reference solver to solve again: every constraint and edit as a
/// ``HeldConstraint``, and the values the solver's last solve gave its variables.
@_spi(Testing) public struct HeldSystem: Sendable, Equatable {
    /// The constraints and edits, in slot order.
    public let constraints: [HeldConstraint]
    /// The value of each variable index as of the last solve (0 for an unused index).
    public let values: [Double]
}

extension Solver {
    /// The constraints and edits the solver holds and its values as of the last solve (call
    /// ``updateVariables()`` first).
    @_spi(Testing) public var heldSystem: HeldSystem { engine.heldSystem() }

    /// The index of `variable` in ``heldSystem``, or `nil` when the solver does not hold it.
    @_spi(Testing) public func index(of variable: Variable) -> Int? { engine.records.slot(of: variable) }
}

extension Solver.VariableID {
    /// The variable's index in its solver's ``Solver/heldSystem``.
    package var index: Int { Int(slot) }
}
