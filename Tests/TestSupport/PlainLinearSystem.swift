// The input and output of the plain reference solver (`PlainSimplex`): linear constraints over
// numbered unknowns, in types of their own, so that the reference shares nothing with the
// solver it checks.

/// How a plain constraint's expression relates to zero.
public enum PlainRelation: Sendable, Equatable {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual
}

/// `Σ coefficient · x[variable] + constant ⋈ 0` at a priority level (`1000` must hold; any
/// lower level is a wish, and a higher level beats any amount of lower ones).
public struct PlainConstraint: Sendable {
    /// The terms: an unknown's number and its coefficient (an unknown may repeat).
    public var terms: [(variable: Int, coefficient: Double)]
    /// The expression's constant.
    public var constant: Double
    /// How the expression relates to zero.
    public var relation: PlainRelation
    /// The priority level, in `0 < priority ≤ 1000`.
    public var priority: Double

    /// `Σ terms + constant ⋈ 0` at `priority`.
    public init(_ terms: [(variable: Int, coefficient: Double)], constant: Double, _ relation: PlainRelation,
                priority: Double = 1000) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= 1000 }

    /// The expression's value at `values`.
    public func expression(at values: [Double]) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
    }

    /// How far `values` miss the constraint, in the units of its expression (0 when it holds).
    public func violation(at values: [Double]) -> Double {
        let e = expression(at: values)
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }
}

/// The total error of one level of wishes.
public struct PlainLevelError: Sendable, Equatable {
    /// The level.
    public var priority: Double
    /// The sum of the violations of the level's constraints.
    public var error: Double
}

extension Array where Element == PlainConstraint {
    /// The levels of the wishes, highest first, each with the total violation at `values`.
    public func levelErrors(at values: [Double]) -> [PlainLevelError] {
        var totals: [Double: Double] = [:]
        for c in self where !c.isRequired { totals[c.priority, default: 0] += c.violation(at: values) }
        return totals.keys.sorted(by: >).map { PlainLevelError(priority: $0, error: totals[$0]!) }
    }

    /// The largest violation of a required constraint at `values`, relative to the size of the
    /// terms (`|Σ|` over `max(1, largest |term|, |constant|)`).
    public func largestRequiredViolation(at values: [Double]) -> Double {
        var largest = 0.0
        for c in self where c.isRequired {
            let scale = c.terms.reduce(Swift.max(1, abs(c.constant))) { Swift.max($0, abs($1.coefficient * values[$1.variable])) }
            largest = Swift.max(largest, c.violation(at: values) / scale)
        }
        return largest
    }
}

/// What the plain reference finds for a system.
public enum PlainOutcome: Sendable {
    /// The required constraints cannot all hold.
    case infeasible
    /// A lexicographic optimum.
    case solved(PlainSolution)
}

/// A lexicographic optimum of a system and what it knows of the other optima.
public struct PlainSolution: Sendable {
    /// One optimal value per unknown (0 for an unknown that no constraint fixes when 0 is optimal).
    public var values: [Double]
    /// Per unknown, whether every optimum gives it the same value. `false` may also mean that
    /// the reference could not tell (a degenerate optimum), never the reverse.
    public var determined: [Bool]
    /// The optimal total error of each level of wishes, highest first.
    public var levelErrors: [PlainLevelError]
}
