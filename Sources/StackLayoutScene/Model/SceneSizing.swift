// Values of the scene model that StackLayout's geometry types do not express: per-axis
// intrinsic sizes that may be absent, baseline offsets and pairs of priorities. Sizes, frames
// and insets are StackLayout's `Size`, `Rect` and `EdgeInsets`.

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
