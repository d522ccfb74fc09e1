// Small geometry values used by the scene model. They mirror StackLayout's geometry types but
// stay independent of them, so the model can be read and tested without building any view.

/// A width and a height in points, as written `[w, h]` in a scene file.
public struct SceneSize: Sendable, Hashable {
    /// The width in points (never negative in a loaded scene).
    public var width: Double
    /// The height in points (never negative in a loaded scene).
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle, as written `[x, y, w, h]` in a scene file.
public struct SceneRect: Sendable, Hashable {
    /// The x coordinate of the origin, in the superview's coordinates.
    public var x: Double
    /// The y coordinate of the origin, in the superview's coordinates.
    public var y: Double
    /// The width (never negative in a loaded scene).
    public var width: Double
    /// The height (never negative in a loaded scene).
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// Edge insets, as written `[top, left, bottom, right]` in a scene file.
public struct SceneInsets: Sendable, Hashable {
    /// The top inset.
    public var top: Double
    /// The left inset.
    public var left: Double
    /// The bottom inset.
    public var bottom: Double
    /// The right inset.
    public var right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All four insets zero.
    public static let zero = SceneInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The default layout margins of a plain view: 8 on every edge.
    public static let defaultViewMargins = SceneInsets(top: 8, left: 8, bottom: 8, right: 8)
}

/// An intrinsic content size, as written `[w, h]`; `nil` on an axis means "no intrinsic metric"
/// there (`View.noIntrinsicMetric`).
public struct SceneIntrinsicSize: Sendable, Hashable {
    /// The intrinsic width, or `nil` for none.
    public var width: Double?
    /// The intrinsic height, or `nil` for none.
    public var height: Double?

    /// Creates an intrinsic size; pass `nil` for an axis without an intrinsic metric.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// No intrinsic metric on either axis (the default of a view).
    public static let none = SceneIntrinsicSize(width: nil, height: nil)
}

/// Baseline offsets from the top of the alignment rect, as written `[first, last]`.
public struct SceneBaseline: Sendable, Hashable {
    /// The first baseline's offset (`View.firstBaselineOffset`).
    public var first: Double
    /// The last baseline's offset (`View.lastBaselineOffset`).
    public var last: Double

    /// Creates baseline offsets.
    public init(first: Double, last: Double) {
        self.first = first
        self.last = last
    }
}

/// A pair of priorities, one per axis, as written `[h, v]` (content hugging or compression
/// resistance). Values lie in (0, 1000].
public struct ScenePriorities: Sendable, Hashable {
    /// The priority along the horizontal axis.
    public var horizontal: Float
    /// The priority along the vertical axis.
    public var vertical: Float

    /// Creates a pair of priorities.
    public init(horizontal: Float, vertical: Float) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The default content hugging priorities, 250 on both axes.
    public static let defaultHugging = ScenePriorities(horizontal: 250, vertical: 250)

    /// The default compression resistance priorities, 750 on both axes.
    public static let defaultCompression = ScenePriorities(horizontal: 750, vertical: 750)
}
