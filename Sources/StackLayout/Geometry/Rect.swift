/// An axis-aligned rectangle: an origin (top-left corner) and a size.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extents.
    public var size: Size

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// Creates a rectangle from its start and length along `axis` and its start and length across it.
    public init(along axis: Axis, min: Double, length: Double, crossMin: Double, crossLength: Double) {
        self.init(
            origin: Point(along: axis, min, cross: crossMin),
            size: Size(along: axis, length, cross: crossLength))
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal center.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical center.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The center point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The leading edge along `axis` (left or top).
    public func min(along axis: Axis) -> Double { origin.value(along: axis) }
    /// The trailing edge along `axis` (right or bottom).
    public func max(along axis: Axis) -> Double { origin.value(along: axis) + size.length(along: axis) }
    /// The middle along `axis`.
    public func mid(along axis: Axis) -> Double { origin.value(along: axis) + size.length(along: axis) / 2 }
    /// The length along `axis`.
    public func length(along axis: Axis) -> Double { size.length(along: axis) }

    /// The rectangle shrunk by `insets` (grown for negative insets).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }

    /// The rectangle grown by `insets` (the inverse of `inset(by:)`).
    public func outset(by insets: EdgeInsets) -> Rect {
        inset(by: EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The part of the rectangle inside `other` (zero-sized, at the nearest edge, when they do
    /// not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(minX, other.minX), top = Swift.max(minY, other.minY)
        let right = Swift.max(Swift.min(maxX, other.maxX), left), bottom = Swift.max(Swift.min(maxY, other.maxY), top)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// `true` when every coordinate is a finite number.
    public var isFinite: Bool { origin.x.isFinite && origin.y.isFinite && size.isFinite }

    /// `true` when every coordinate differs from `other`'s by at most `tolerance`.
    public func isClose(to other: Rect, tolerance: Double = 1e-9) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
    }

    /// `(x, y, width, height)`: short numbers when they are exact (`(16, 20.5, 343, 44)`), every
    /// digit otherwise (`343.00000000000006`), so rectangles that differ never print alike.
    public var description: String {
        "(\(formatCoordinate(minX)), \(formatCoordinate(minY)), \(formatCoordinate(width)), \(formatCoordinate(height)))"
    }
}
