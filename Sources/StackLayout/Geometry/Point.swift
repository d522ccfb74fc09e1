/// A position in a two-dimensional coordinate space (y grows downwards).
public struct Point: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Creates a point from its coordinate along `axis` and its coordinate across it.
    public init(along axis: Axis, _ value: Double, cross: Double) {
        switch axis {
        case .horizontal: self.init(x: value, y: cross)
        case .vertical: self.init(x: cross, y: value)
        }
    }

    /// The coordinate along `axis`.
    public func value(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: x
        case .vertical: y
        }
    }

    /// Sets the coordinate along `axis`.
    public mutating func setValue(_ value: Double, along axis: Axis) {
        switch axis {
        case .horizontal: x = value
        case .vertical: y = value
        }
    }

    /// `(x, y)`: short numbers when they are exact, every digit otherwise.
    public var description: String { "(\(formatCoordinate(x)), \(formatCoordinate(y)))" }
}
