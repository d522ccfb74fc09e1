import Synchronization

/// How an expression relates to zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression ≤ 0`.
    case lessThanOrEqual
    /// `expression = 0`.
    case equal
    /// `expression ≥ 0`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression ⋈ 0` with a priority.
///
/// Constraints have identity: a solver holds a constraint object, and two constraints built from
/// the same expression are different constraints. The only state a solver may change is the
/// constant (``Solver/updateConstant(of:to:)``).
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The terms of the expression.
    public let terms: [Term]
    /// How the expression relates to zero.
    public let relation: Relation
    /// The priority level.
    public let priority: Priority
    /// The bit pattern of the expression's constant (atomic so that the type is `Sendable`).
    private let constantBits: Atomic<UInt64>
    /// Where up to two solvers that registered this constraint keep it (see `SlotHint`).
    let slotHints = SlotHints()

    /// Creates `expression ⋈ 0` at `priority`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.terms = expression.terms
        self.relation = relation
        self.priority = priority
        self.constantBits = Atomic(expression.constant.bitPattern)
    }

    /// The expression; its constant reflects ``Solver/updateConstant(of:to:)``.
    public var expression: Expression { Expression(terms: terms, constant: constant) }

    /// The expression's constant.
    public internal(set) var constant: Double {
        get { Double(bitPattern: constantBits.load(ordering: .relaxed)) }
        set { constantBits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    /// A copy of this constraint at another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority)
    }

    /// `x + 10 - y >= 0 @750`.
    public var description: String {
        "\(expression) \(relation) 0" + (priority.isRequired ? "" : " @\(priority)")
    }

    /// Identity comparison.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A copy of `constraint` at `priority`: `(x == 600) | 330`.
    public static func | (constraint: Constraint, priority: Priority) -> Constraint {
        constraint.withPriority(priority)
    }
}
