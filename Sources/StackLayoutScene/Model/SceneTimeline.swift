// The timeline: steps of changes applied at given times, optionally animated.
import StackLayout

/// One timeline step: all ``changes`` are applied at time ``at``, then the tree is laid out,
/// inside an animation when ``animation`` is set.
public struct TimelineStep: Sendable, Equatable {
    /// The time in seconds (≥ 0) at which the changes apply.
    public var at: Double
    /// The animation the layout pass runs in, or `nil` to apply the changes at once.
    public var animation: SceneAnimation?
    /// The changes, applied in order.
    public var changes: [SceneChange]

    /// Creates a step.
    public init(at: Double, animation: SceneAnimation? = nil, changes: [SceneChange]) {
        self.at = at
        self.animation = animation
        self.changes = changes
    }

    /// The time at which this step's animation ends (`at + delay + duration`), or `at` without one.
    public var endTime: Double {
        guard let animation else { return at }
        return at + animation.delay + animation.duration
    }
}

/// How a step animates: `UIView.animate(withDuration:delay:…)` with a timing curve or a spring.
public struct SceneAnimation: Sendable, Equatable {
    /// The duration in seconds (≥ 0).
    public var duration: Double
    /// The delay in seconds (≥ 0); default 0.
    public var delay: Double
    /// The timing curve or spring; default ease-in-ease-out.
    public var curve: SceneCurve

    /// Creates an animation description.
    public init(duration: Double, delay: Double = 0, curve: SceneCurve = .easeInOut) {
        self.duration = duration
        self.delay = delay
        self.curve = curve
    }
}

/// The timing of an animation: a named cubic curve, a custom cubic Bézier, or a spring.
public enum SceneCurve: Sendable, Equatable {
    /// Linear timing (0, 0, 1, 1).
    case linear
    /// Ease in (0.42, 0, 1, 1).
    case easeIn
    /// Ease out (0, 0, 0.58, 1).
    case easeOut
    /// Ease in and out (0.42, 0, 0.58, 1), the default.
    case easeInOut
    /// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1); x1 and x2 in 0...1.
    case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A spring (`usingSpringWithDamping:initialSpringVelocity:`); damping > 0.
    case spring(damping: Double, velocity: Double)

    /// The named curves and their spellings in a scene file.
    public static let named: [(name: String, curve: SceneCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ]
}

/// One change of a timeline step; it names exactly one target.
public enum SceneChange: Sendable, Equatable {
    /// `{ "view": id, … }`: set properties of a view (or stack, as a view).
    case view(SceneViewChange)
    /// `{ "stack": id, … }`: set properties of a stack.
    case stack(SceneStackChange)
    /// `{ "constraint": id, … }`: change a constraint that has an id.
    case constraint(SceneConstraintChange)
    /// `{ "add": constraint }`: activate a new constraint.
    case add(SceneConstraint)
    /// `{ "window": [w, h] }`: resize the window.
    case window(Size)
}

/// Properties to set on a view; `nil` leaves a property unchanged.
public struct SceneViewChange: Sendable, Equatable {
    /// The id of the view (a plain view or a stack).
    public var id: String
    /// A new `isHidden`.
    public var isHidden: Bool?
    /// A new alpha in 0...1.
    public var alpha: Double?
    /// A new intrinsic content size (`.none` removes it).
    public var intrinsic: SceneIntrinsicSize?
    /// New content hugging priorities.
    public var hugging: ScenePriorities?
    /// New compression resistance priorities.
    public var compression: ScenePriorities?
    /// New alignment rect insets.
    public var alignmentInsets: EdgeInsets?
    /// New layout margins.
    public var margins: EdgeInsets?
    /// A new frame (kept by a view that no constraint positions).
    public var frame: Rect?
    /// A label's new text.
    public var text: String?
    /// A new background colour (animates inside an animated step).
    public var backgroundColor: Color?
    /// A scroll view's new content offset (animates inside an animated step).
    public var contentOffset: Point?

    /// Creates a view change that sets only the given properties.
    public init(
        id: String, isHidden: Bool? = nil, alpha: Double? = nil, intrinsic: SceneIntrinsicSize? = nil,
        hugging: ScenePriorities? = nil, compression: ScenePriorities? = nil,
        alignmentInsets: EdgeInsets? = nil, margins: EdgeInsets? = nil, frame: Rect? = nil, text: String? = nil
    ) {
        self.id = id
        self.isHidden = isHidden
        self.alpha = alpha
        self.intrinsic = intrinsic
        self.hugging = hugging
        self.compression = compression
        self.alignmentInsets = alignmentInsets
        self.margins = margins
        self.frame = frame
        self.text = text
    }
}

/// Properties to set on a stack; `nil` leaves a property unchanged.
public struct SceneStackChange: Sendable, Equatable {
    /// The id of the stack.
    public var id: String
    /// A new axis.
    public var axis: SceneAxis?
    /// A new distribution.
    public var distribution: SceneDistribution?
    /// A new alignment.
    public var alignment: SceneAlignment?
    /// A new spacing.
    public var spacing: Double?
    /// A new custom-spacing map that replaces the whole map, ordered by arranged order.
    public var customSpacing: [SceneCustomSpacing]?
    /// A new `isLayoutMarginsRelativeArrangement`.
    public var marginsRelative: Bool?
    /// A new `isBaselineRelativeArrangement`.
    public var baselineRelative: Bool?
    /// A new order of arranged ids, a subset of the current ones; ids left out are removed from
    /// the arrangement and from their superview, and are no longer reported.
    public var arranged: [String]?

    /// Creates a stack change that sets only the given properties.
    public init(
        id: String, axis: SceneAxis? = nil, distribution: SceneDistribution? = nil,
        alignment: SceneAlignment? = nil, spacing: Double? = nil, customSpacing: [SceneCustomSpacing]? = nil,
        marginsRelative: Bool? = nil, baselineRelative: Bool? = nil, arranged: [String]? = nil
    ) {
        self.id = id
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

/// Properties to set on a constraint that has an id; `nil` leaves a property unchanged.
public struct SceneConstraintChange: Sendable, Equatable {
    /// The constraint's id.
    public var id: String
    /// A new constant.
    public var constant: Double?
    /// A new priority in (0, 1000].
    public var priority: Float?
    /// A new multiplier.
    public var multiplier: Double?
    /// Activate (`true`) or deactivate (`false`) the constraint.
    public var isActive: Bool?

    /// Creates a constraint change that sets only the given properties.
    public init(id: String, constant: Double? = nil, priority: Float? = nil, multiplier: Double? = nil,
                isActive: Bool? = nil) {
        self.id = id
        self.constant = constant
        self.priority = priority
        self.multiplier = multiplier
        self.isActive = isActive
    }
}
