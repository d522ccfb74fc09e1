// The scene document (format version 1) as plain values.
import StackLayout

/// A loaded scene: a window, a tree of views and stacks, extra constraints and a timeline.
///
/// How a builder walks it:
/// 1. Create a window of ``window`` size and ``layoutDirection``; build ``root`` recursively (see ``SceneView``) and add
///    it to the window; pin it to the four window edges with required constraints, or when
///    ``SceneView/pin`` is `false` only its top and leading edges.
/// 2. Activate ``constraints`` in order (``SceneAnchor/windowID`` names the window).
/// 3. Lay out at time 0, then apply ``stepsInTimeOrder`` at their times, and report frames at
///    ``resolvedSamples``; ``allViews`` gives the reporting order.
public struct Scene: Sendable, Equatable {
    /// The format version; always 1.
    public var version: Int
    /// The window size in points; the window's origin is (0, 0).
    public var window: Size
    /// The window's layout direction (`"layoutDirection"`, default left to right).
    public var layoutDirection: SceneLayoutDirection
    /// The single child of the window.
    public var root: SceneView
    /// Extra constraints, activated in order after the tree is built.
    public var constraints: [SceneConstraint]
    /// Timeline steps in file order (see ``stepsInTimeOrder``).
    public var timeline: [TimelineStep]
    /// The sample times as written, or `nil` when the file has none (see ``resolvedSamples``).
    public var samples: [Double]?
    /// The window's safe area insets (`"window": { "safeAreaInsets": [top, left, bottom, right] }`;
    /// default zero), as ``Window/safeAreaInsets``: a notch or a home indicator.
    public var safeAreaInsets = EdgeInsets.zero
    /// The window's display scale (`"window": { "displayScale": s }`; default 0, frames as
    /// solved), as ``Window/displayScale``: layout rounds frames to 1/s points.
    public var displayScale = 0.0

    /// Creates a scene.
    public init(version: Int = 1, window: Size, layoutDirection: SceneLayoutDirection = .leftToRight,
                root: SceneView, constraints: [SceneConstraint] = [], timeline: [TimelineStep] = [],
                samples: [Double]? = nil) {
        self.version = version
        self.window = window
        self.layoutDirection = layoutDirection
        self.root = root
        self.constraints = constraints
        self.timeline = timeline
        self.samples = samples
    }

    /// `t_end`: when the last animation of the timeline ends, or the time of the last step when
    /// that is later (a step without animation takes effect at once); 0 without a timeline.
    public var endTime: Double {
        timeline.reduce(0) { max($0, $1.endTime) }
    }

    /// The times at which frames are reported: ``samples``, or `[endTime]` without them.
    public var resolvedSamples: [Double] { samples ?? [endTime] }

    /// The timeline sorted by ``TimelineStep/at``, keeping file order among steps of equal time.
    /// This is the order in which a player applies the steps.
    public var stepsInTimeOrder: [TimelineStep] {
        timeline.enumerated()
            .sorted { $0.element.at != $1.element.at ? $0.element.at < $1.element.at : $0.offset < $1.offset }
            .map(\.element)
    }

    /// Every view of the tree in build and reporting order: a view, then its arranged subviews
    /// (recursively), then a scroll view's content (recursively), then its plain subviews
    /// (recursively). Each entry names the parent's id
    /// (`nil` for the root, whose superview is the window) and whether the view is arranged.
    public var allViews: [SceneViewEntry] {
        var result: [SceneViewEntry] = []
        // An explicit stack (children pushed in reverse), so deep trees need no recursion.
        var pending = [SceneViewEntry(view: root, parentID: nil, isArranged: false)]
        while let entry = pending.popLast() {
            result.append(entry)
            let view = entry.view
            for child in view.subviews.reversed() {
                pending.append(SceneViewEntry(view: child, parentID: view.id, isArranged: false))
            }
            if let content = view.scroll?.content {
                pending.append(SceneViewEntry(view: content, parentID: view.id, isArranged: false))
            }
            for child in (view.stack?.arranged ?? []).reversed() {
                pending.append(SceneViewEntry(view: child, parentID: view.id, isArranged: true))
            }
        }
        return result
    }

    /// The view with the given id, if any.
    public func view(withID id: String) -> SceneView? {
        allViews.first { $0.view.id == id }?.view
    }
}

/// A view of the tree together with its place in it (see ``Scene/allViews``).
public struct SceneViewEntry: Sendable, Equatable {
    /// The view.
    public var view: SceneView
    /// The id of its superview, or `nil` for the root (whose superview is the window).
    public var parentID: String?
    /// Whether the view is an arranged subview of its superview (a stack).
    public var isArranged: Bool

    /// Creates an entry.
    public init(view: SceneView, parentID: String?, isArranged: Bool) {
        self.view = view
        self.parentID = parentID
        self.isArranged = isArranged
    }
}
