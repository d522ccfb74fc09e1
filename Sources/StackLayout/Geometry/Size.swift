/// A width and a height.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a size from its length along `axis` and its length across it.
    public init(along axis: Axis, _ length: Double, cross: Double) {
        switch axis {
        case .horizontal: self.init(width: length, height: cross)
        case .vertical: self.init(width: cross, height: length)
        }
    }

    /// The extent along `axis` (width for horizontal, height for vertical).
    public func length(along axis: Axis) -> Double {
        switch axis {
        case .horizontal: width
        case .vertical: height
        }
    }

    /// The extent across `axis`.
    public func crossLength(along axis: Axis) -> Double {
        length(along: axis.cross)
    }

    /// Sets the extent along `axis`.
    public mutating func setLength(_ length: Double, along axis: Axis) {
        switch axis {
        case .horizontal: width = length
        case .vertical: height = length
        }
    }

    /// `true` when both extents are finite numbers.
    public var isFinite: Bool { width.isFinite && height.isFinite }

    /// `width × height`: short numbers when they are exact, every digit otherwise.
    public var description: String { "\(formatCoordinate(width)) × \(formatCoordinate(height))" }
}
