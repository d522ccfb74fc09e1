/// The strength of a constraint: a strict level in `0 < value ≤ 1000`.
///
/// Levels are compared lexicographically, never summed: any violation of a constraint at a higher
/// level outweighs any amount of violation at lower levels. `1000` (``required``) must hold.
public struct Priority: Comparable, Hashable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The level; valid values are `0 < value ≤ 1000`.
    public var value: Float

    /// Creates a priority. Validity is checked when the priority is used by a solver.
    public init(_ value: Float) { self.value = value }

    /// Creates a priority from a floating-point literal.
    public init(floatLiteral value: Float) { self.value = value }

    /// Creates a priority from an integer literal.
    public init(integerLiteral value: Int) { self.value = Float(value) }

    /// The priority of constraints that must hold: `1000`.
    public static let required = Priority(1000)

    /// Whether this is the required level.
    public var isRequired: Bool { value == 1000 }

    /// Whether the value lies in `0 < value ≤ 1000`.
    public var isValid: Bool { value > 0 && value <= 1000 }

    /// Orders by value.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// The value without a trailing `.0`.
    public var description: String { formatNumber(Double(value)) }
}

/// Formats a number compactly (`10` rather than `10.0`) without Foundation.
func formatNumber(_ x: Double) -> String {
    if x.isFinite, x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
    return "\(x)"
}
