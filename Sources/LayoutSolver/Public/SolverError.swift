/// Why a solver operation failed. A failed operation leaves the solver exactly as it was.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with `conflicting`, the required constraints
    /// (in the order they were added) that with it prove the conflict.
    case unsatisfiable(Constraint, conflicting: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot be required.
    case requiredEditVariable(Variable)
    /// A NaN or infinite coefficient, constant or value, or a priority outside `(0, 1000]`.
    case invalidValue(String)

    /// A readable message naming the culprit.
    public var description: String {
        switch self {
        case let .unsatisfiable(c, conflicting):
            let others = conflicting.map { "  \($0)" }.joined(separator: "\n")
            return "unsatisfiable constraint \(c)" + (conflicting.isEmpty ? "" : "; it conflicts with:\n" + others)
        case let .duplicateConstraint(c): return "duplicate constraint \(c)"
        case let .unknownConstraint(c): return "unknown constraint \(c)"
        case let .duplicateEditVariable(v): return "duplicate edit variable \(v)"
        case let .unknownEditVariable(v): return "unknown edit variable \(v)"
        case let .requiredEditVariable(v): return "edit variable \(v) cannot be required"
        case let .invalidValue(message): return message
        }
    }
}
