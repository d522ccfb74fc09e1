import Synchronization

/// An unknown of a constraint system.
///
/// Variables have identity: two variables with the same name are different unknowns. A solver
/// writes the solved value into ``value`` when ``Solver/updateVariables()`` is called. A variable
/// that no constraint determines reads `0` (or whatever value the tableau leaves it at).
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name used in descriptions and dumps; it does not need to be unique.
    public let name: String
    /// The value's bit pattern, stored atomically so that `Variable` is honestly `Sendable`.
    private let bits: Atomic<UInt64>
    /// Where up to two solvers that registered this variable keep it (see `SlotHint`).
    let slotHints = SlotHints()

    /// Creates a variable with an optional name and value `0`.
    public init(_ name: String = "") {
        self.name = name
        self.bits = Atomic(Double(0).bitPattern)
    }

    /// The value written by the last ``Solver/updateVariables()`` of a solver using this variable.
    public internal(set) var value: Double {
        get { Double(bitPattern: bits.load(ordering: .relaxed)) }
        set { bits.store(newValue.bitPattern, ordering: .relaxed) }
    }

    /// The name, or an identity-based placeholder for unnamed variables.
    public var description: String {
        name.isEmpty ? "var\(ObjectIdentifier(self).hashValue & 0xFFFF)" : name
    }

    /// Identity comparison.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
