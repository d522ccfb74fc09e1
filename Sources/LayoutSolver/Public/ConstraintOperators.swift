/// Relational operators that build constraints: `lhs ⋈ rhs` becomes `lhs - rhs ⋈ 0` (required).
/// Use `(x == 600) | 330` to give a constraint a priority.

extension Expression {
    /// Builds the required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .equal)
    }
    /// Builds the required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Variable) -> Constraint {
        Constraint(lhs - Expression(rhs), .equal)
    }
    /// Builds the required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - Expression(rhs), .equal)
    }
    /// Builds the required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .equal)
    }
    /// Builds the required constraint `lhs == rhs`.
    public static func == (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .equal)
    }
    /// Builds the required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .lessThanOrEqual)
    }
    /// Builds the required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint {
        Constraint(lhs - Expression(rhs), .lessThanOrEqual)
    }
    /// Builds the required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - Expression(rhs), .lessThanOrEqual)
    }
    /// Builds the required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .lessThanOrEqual)
    }
    /// Builds the required constraint `lhs <= rhs`.
    public static func <= (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .lessThanOrEqual)
    }
    /// Builds the required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint {
        Constraint(lhs - rhs, .greaterThanOrEqual)
    }
    /// Builds the required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint {
        Constraint(lhs - Expression(rhs), .greaterThanOrEqual)
    }
    /// Builds the required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs - Expression(rhs), .greaterThanOrEqual)
    }
    /// Builds the required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .greaterThanOrEqual)
    }
    /// Builds the required constraint `lhs >= rhs`.
    public static func >= (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs) - rhs, .greaterThanOrEqual)
    }
}

extension Variable {
    /// Builds the required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .equal)
    }
    /// Builds the required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .equal)
    }
    /// Builds the required constraint `lhs == rhs`.
    public static func == (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .equal)
    }
    /// Builds the required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
    }
    /// Builds the required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
    }
    /// Builds the required constraint `lhs <= rhs`.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .lessThanOrEqual)
    }
    /// Builds the required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
    }
    /// Builds the required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
    }
    /// Builds the required constraint `lhs >= rhs`.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs) - Expression(rhs), .greaterThanOrEqual)
    }
}
