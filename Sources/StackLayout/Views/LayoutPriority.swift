import LayoutSolver

/// The priority of a layout constraint, or of a view's content hugging or compression
/// resistance: `0 < value ≤ 1000`, 1000 being required.
/// Priorities are strict levels: a higher one wins over any violation of lower ones.
public typealias LayoutPriority = LayoutSolver.Priority

extension LayoutSolver.Priority {
    /// 750: the default compression resistance; the priority of a button's content.
    public static var defaultHigh: LayoutSolver.Priority { LayoutSolver.Priority(750) }
    /// 250: the default content hugging.
    public static var defaultLow: LayoutSolver.Priority { LayoutSolver.Priority(250) }
    /// 50: the priority with which `systemLayoutSizeFitting(_:)` pulls towards the target size.
    public static var fittingSizeLevel: LayoutSolver.Priority { LayoutSolver.Priority(50) }
    /// The level of the "stay" wishes that keep otherwise undetermined views where they are.
    /// It lies below every priority a user or a stack uses.
    static var stay: LayoutSolver.Priority { LayoutSolver.Priority(0.00001) }

    /// ``LayoutSolver/Priority/isValid``: `true` for values in `(0, 1000]`.
    var isValidLayoutPriority: Bool { isValid }
}

extension LayoutSolver.Priority {
    /// A priority `rhs` above `lhs` (UIKit's `priority + 1`).
    public static func + (lhs: LayoutSolver.Priority, rhs: Float) -> LayoutSolver.Priority {
        LayoutSolver.Priority(lhs.value + rhs)
    }

    /// A priority `rhs` below `lhs` (UIKit's `priority - 1`).
    public static func - (lhs: LayoutSolver.Priority, rhs: Float) -> LayoutSolver.Priority {
        LayoutSolver.Priority(lhs.value - rhs)
    }
}

extension LayoutSolver.Priority {
    /// Creates a priority from its raw value (UIKit's `UILayoutPriority(rawValue:)`).
    public init(rawValue: Float) {
        self.init(rawValue)
    }

    /// The priority's value (UIKit's `rawValue`), the same as `value`.
    public var rawValue: Float { value }
}
