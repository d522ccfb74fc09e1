/// Distances inwards from the four edges of a rectangle.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Creates insets from the four edges.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates the same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// The inset of the leading edge along `axis` (left or top).
    public func leading(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: left
        case .vertical: top
        }
    }

    /// The inset of the trailing edge along `axis` (right or bottom).
    public func trailing(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: right
        case .vertical: bottom
        }
    }

    /// The sum of the leading and trailing insets along `axis`.
    public func total(along axis: Axis) -> Double {
        leading(along: axis) + trailing(along: axis)
    }

    /// `true` when every inset is a finite number.
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }

    /// `(top, left, bottom, right)` with short numbers.
    public var description: String {
        "(\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right)))"
    }
}
