// A view of the scene tree (`"type": "view"`, `"stack"` or a content type), with every key of
// the scene format resolved to its value or its documented default.
import StackLayout

/// One view of a scene, plain or stack, with every property resolved (defaults applied).
///
/// A builder creates the view, applies the properties, then adds children in this order:
/// for a stack, ``SceneStack/arranged`` with `addArrangedSubview` first, then ``subviews``
/// with `addSubview` (so plain subviews sit above the arranged ones in z-order).
/// ``Scene/allViews`` walks the tree in this same order.
public struct SceneView: Sendable, Equatable {
    /// The view's id, unique in the scene; never `"window"`.
    public var id: String
    /// The intrinsic content size; `.none` (the default) means no intrinsic metric.
    public var intrinsic: SceneIntrinsicSize
    /// Baseline offsets from the top of the alignment rect; `nil` (the default) means the bottom
    /// of the alignment rect for both baselines.
    public var baseline: SceneBaseline?
    /// Content hugging priorities; default 250 on both axes, 750 for a switch (as `UISwitch`
    /// and ``Switch``).
    public var hugging: ScenePriorities
    /// Compression resistance priorities; default 750 on both axes.
    public var compression: ScenePriorities
    /// Alignment rect insets; default zeros.
    public var alignmentInsets: EdgeInsets
    /// Layout margins; default 8 on every edge for a view and zeros for a stack.
    public var margins: EdgeInsets
    /// Whether the view is hidden; default `false`.
    public var isHidden: Bool
    /// The view's alpha in 0...1; default 1.
    public var alpha: Double
    /// The background colour, corners and border; default none.
    public var appearance = SceneAppearance()
    /// An initial frame; a view that no constraint positions keeps it. Default `nil` (none).
    public var frame: Rect?
    /// Root only: whether the root is pinned to all four window edges (`true`, the default) or
    /// only to its top and leading edges (`false`). Always `true` for any other view.
    public var pin: Bool
    /// Plain subviews (for a stack: subviews that are not arranged), in order.
    public var subviews: [SceneView]
    /// The stack properties when `"type"` is `"stack"`, `nil` for any other view.
    public var stack: SceneStack?
    /// The scroll-view properties and content when `"type"` is `"scrollView"`, `nil` for any
    /// other view.
    public var scroll: SceneScroll?
    /// The content when `"type"` is `"label"`, `"image"`, `"button"` or `"switch"`, `nil` for a
    /// plain view or a stack.
    public var content: SceneContent?

    /// Creates a view with the format's defaults for every property not given.
    public init(
        id: String,
        intrinsic: SceneIntrinsicSize = .none,
        baseline: SceneBaseline? = nil,
        hugging: ScenePriorities? = nil,
        compression: ScenePriorities = .defaultCompression,
        alignmentInsets: EdgeInsets = .zero,
        margins: EdgeInsets? = nil,
        isHidden: Bool = false,
        alpha: Double = 1,
        frame: Rect? = nil,
        pin: Bool = true,
        subviews: [SceneView] = [],
        stack: SceneStack? = nil,
        content: SceneContent? = nil,
        scroll: SceneScroll? = nil
    ) {
        self.id = id
        self.intrinsic = intrinsic
        self.baseline = baseline
        if case .toggle = content {
            self.hugging = hugging ?? ScenePriorities(horizontal: 750, vertical: 750)
        } else {
            self.hugging = hugging ?? .defaultHugging
        }
        self.compression = compression
        self.alignmentInsets = alignmentInsets
        self.margins = margins ?? (stack == nil ? View.defaultLayoutMargins : Stack.defaultLayoutMargins)
        self.isHidden = isHidden
        self.alpha = alpha
        self.frame = frame
        self.pin = pin
        self.subviews = subviews
        self.stack = stack
        self.content = content
        self.scroll = scroll
    }

    /// Whether this view is a stack (`"type": "stack"`).
    public var isStack: Bool { stack != nil }

    /// Whether this view is a scroll view (`"type": "scrollView"`).
    public var isScrollView: Bool { scroll != nil }

    /// The direct children in build order: arranged subviews (for a stack), the content (for a
    /// scroll view that has one), then subviews.
    public var children: [SceneView] { (stack?.arranged ?? []) + (scroll?.content.map { [$0] } ?? []) + subviews }

    /// Whether two trees are equal in every property of every view. Compares with an explicit
    /// stack rather than recursively, so trees of any depth can be compared.
    public static func == (lhs: SceneView, rhs: SceneView) -> Bool {
        var pending = [(lhs, rhs)]
        while let (left, right) = pending.popLast() {
            guard left.hasSameOwnProperties(as: right) else { return false }
            pending += zip(left.children, right.children)
        }
        return true
    }

    /// Every property but the children is equal, and so are the numbers of children.
    private func hasSameOwnProperties(as other: SceneView) -> Bool {
        id == other.id && intrinsic == other.intrinsic && baseline == other.baseline && hugging == other.hugging
            && compression == other.compression && alignmentInsets == other.alignmentInsets
            && margins == other.margins && isHidden == other.isHidden && alpha == other.alpha
            && appearance == other.appearance
            && frame == other.frame && pin == other.pin && content == other.content
            && subviews.count == other.subviews.count
            && stack?.arranged.count == other.stack?.arranged.count
            && stack.map(\.withoutArranged) == other.stack.map(\.withoutArranged)
            && (scroll?.content == nil) == (other.scroll?.content == nil)
            && scroll.map(\.withoutContent) == other.scroll.map(\.withoutContent)
    }
}

/// The stack-only properties of a view whose `"type"` is `"stack"`, defaults applied.
public struct SceneStack: Sendable, Equatable {
    /// The stack's axis; default horizontal (UIStackView's default).
    public var axis: SceneAxis
    /// The distribution along the axis; default fill.
    public var distribution: SceneDistribution
    /// The alignment across the axis; default fill.
    public var alignment: SceneAlignment
    /// The spacing between arranged subviews; default 0 (may be negative).
    public var spacing: Double
    /// Custom spacings after arranged subviews, ordered by arranged order (not file order).
    public var customSpacing: [SceneCustomSpacing]
    /// `isLayoutMarginsRelativeArrangement`; default `false`.
    public var marginsRelative: Bool
    /// `isBaselineRelativeArrangement`; default `false`.
    public var baselineRelative: Bool
    /// The arranged subviews, in order.
    public var arranged: [SceneView]

    /// Creates stack properties with the format's defaults for every property not given.
    public init(
        axis: SceneAxis = .horizontal,
        distribution: SceneDistribution = .fill,
        alignment: SceneAlignment = .fill,
        spacing: Double = 0,
        customSpacing: [SceneCustomSpacing] = [],
        marginsRelative: Bool = false,
        baselineRelative: Bool = false,
        arranged: [SceneView] = []
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.marginsRelative = marginsRelative
        self.baselineRelative = baselineRelative
        self.arranged = arranged
    }
}

extension SceneStack {
    /// The same properties without arranged subviews (compared by ``SceneView/==(_:_:)`` level
    /// by level).
    fileprivate var withoutArranged: SceneStack {
        var copy = self
        copy.arranged = []
        return copy
    }
}

/// A custom spacing after one arranged subview (`Stack.setCustomSpacing(_:after:)`).
public struct SceneCustomSpacing: Sendable, Hashable {
    /// The id of the arranged subview the spacing follows.
    public var after: String
    /// The spacing in points (may be negative).
    public var spacing: Double

    /// Creates a custom spacing entry.
    public init(after: String, spacing: Double) {
        self.after = after
        self.spacing = spacing
    }
}

/// A stack axis (`"horizontal"` / `"vertical"`); raw values are the file's spellings.
public enum SceneAxis: String, Sendable, Hashable, CaseIterable {
    /// Items run left to right.
    case horizontal
    /// Items run top to bottom.
    case vertical
}

/// A stack distribution; raw values are the file's spellings.
public enum SceneDistribution: String, Sendable, Hashable, CaseIterable {
    /// Sizes from hugging and compression resistance.
    case fill
    /// All visible items equally long.
    case fillEqually
    /// Lengths proportional to intrinsic lengths.
    case fillProportionally
    /// Equal gaps between items.
    case equalSpacing
    /// Equal distances between item centers.
    case equalCentering
}

/// A stack alignment; raw values are the file's spellings. `top` equals `leading` and `bottom`
/// equals `trailing`; both spellings are kept so a builder can map them one to one.
public enum SceneAlignment: String, Sendable, Hashable, CaseIterable {
    /// Items span the canvas across the axis.
    case fill
    /// Items align on the leading edge (vertical stacks).
    case leading
    /// Items align on the top edge (horizontal stacks).
    case top
    /// Items share their center across the axis.
    case center
    /// Items align on the trailing edge (vertical stacks).
    case trailing
    /// Items align on the bottom edge (horizontal stacks).
    case bottom
    /// Items share their first baseline.
    case firstBaseline
    /// Items share their last baseline.
    case lastBaseline
}
