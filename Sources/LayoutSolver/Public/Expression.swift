/// A variable multiplied by a coefficient.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// Its coefficient.
    public var coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// `2 x`, `-x`, `x`.
    public var description: String {
        if coefficient == 1 { return variable.description }
        if coefficient == -1 { return "-" + variable.description }
        return formatNumber(coefficient) + " " + variable.description
    }
}

/// A linear expression `Σ coefficient · variable + constant`.
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms; a variable may appear more than once (the solver adds them up).
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }

    /// The expression `term`.
    public init(_ term: Term) { self.init(terms: [term]) }

    /// The constant expression `constant`.
    public init(_ constant: Double) { self.init(constant: constant) }

    /// `x + 2 y - 10`.
    public var description: String {
        var s = ""
        for t in terms {
            if s.isEmpty {
                s = t.description
            } else if t.coefficient < 0 {
                s += " - " + Term(t.variable, -t.coefficient).description
            } else {
                s += " + " + t.description
            }
        }
        if s.isEmpty { return formatNumber(constant) }
        if constant > 0 { s += " + " + formatNumber(constant) }
        if constant < 0 { s += " - " + formatNumber(-constant) }
        if constant.isNaN { s += " + nan" }
        return s
    }

    func scaled(_ factor: Double) -> Expression {
        Expression(
            terms: terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: constant * factor)
    }
}

// MARK: - Arithmetic

extension Expression {
    /// Sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// Sum of an expression and a variable.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// Sum of a variable and an expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// Sum of an expression and a constant.
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms, constant: lhs.constant + rhs)
    }
    /// Sum of a constant and an expression.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    /// Difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs.scaled(-1) }
    /// Difference of an expression and a variable.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    /// Difference of a variable and an expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
    /// Difference of an expression and a constant.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + (-rhs) }
    /// Difference of a constant and an expression.
    public static func - (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(-1) + lhs }

    /// Negation.
    public static prefix func - (operand: Expression) -> Expression { operand.scaled(-1) }

    /// Product with a constant.
    public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(rhs) }
    /// Product with a constant.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(lhs) }
    /// Quotient by a constant.
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(1 / rhs) }
}

extension Variable {
    /// Sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [Term(lhs), Term(rhs)]) }
    /// Sum of a variable and a constant.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs)], constant: rhs) }
    /// Sum of a constant and a variable.
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs)], constant: lhs) }
    /// Difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(terms: [Term(lhs), Term(rhs, -1)]) }
    /// Difference of a variable and a constant.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(terms: [Term(lhs)], constant: -rhs) }
    /// Difference of a constant and a variable.
    public static func - (lhs: Double, rhs: Variable) -> Expression { Expression(terms: [Term(rhs, -1)], constant: lhs) }
    /// Negation.
    public static prefix func - (operand: Variable) -> Expression { Expression(Term(operand, -1)) }
    /// Product with a constant.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(Term(lhs, rhs)) }
    /// Product with a constant.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(Term(rhs, lhs)) }
    /// Quotient by a constant.
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(Term(lhs, 1 / rhs)) }
}
