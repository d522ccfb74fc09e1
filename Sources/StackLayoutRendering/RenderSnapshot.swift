// The input of every renderer: a flat, pure description of what is on screen at one time.
// Renderers never touch views, so they can be tested with hand-written snapshots.
import StackLayout

/// Everything a renderer needs to draw one moment of a view tree: the canvas size and every
/// view's on-screen rectangle in window coordinates, back to front (parents before children).
public struct RenderSnapshot: Sendable, Hashable {
    /// The time of the snapshot in seconds (shown in captions and animation pages).
    public var time: Double
    /// The size of the canvas (usually the window's size) in points.
    public var size: Size
    /// The views, parents before their children, siblings back to front.
    public var nodes: [RenderNode]
    /// The window's layout direction (shown in captions).
    public var layoutDirection: LayoutDirection

    /// Creates a snapshot.
    public init(time: Double = 0, size: Size, nodes: [RenderNode], layoutDirection: LayoutDirection = .leftToRight) {
        self.time = time
        self.size = size
        self.nodes = nodes
        self.layoutDirection = layoutDirection
    }
}

/// One view of a ``RenderSnapshot``.
public struct RenderNode: Sendable, Hashable {
    /// A stable identifier (a scene id, or a path such as `0.2.1` for unnamed views).
    public var id: String
    /// The label drawn on the view (its `debugName`, or its type name).
    public var name: String
    /// The on-screen rectangle in window coordinates.
    public var frame: Rect
    /// Whether the view itself is hidden on screen (not inherited from ancestors).
    public var isHidden: Bool
    /// The view's own on-screen opacity, 0…1.
    public var alpha: Double
    /// The distance from the snapshot's root (0 for the root).
    public var depth: Int
    /// The index in ``RenderSnapshot/nodes`` of the superview's node, `nil` for the root.
    public var parent: Int?
    /// For a stack: its axis; `nil` for any other view.
    public var stackAxis: Axis?
    /// Whether the view is an arranged subview of its superview (a stack).
    public var isArranged: Bool
    /// The view's layout margins (drawn by the margins overlay).
    public var margins: EdgeInsets
    /// What the view shows (text, a title, an image, a switch), `nil` for a plain view or stack.
    public var content: RenderContent?
    /// Maps ``frame`` to where the view is drawn: its transform and its ancestors', each about
    /// its view's center, in window coordinates (the identity without transforms).
    public var transform: AffineTransform
    /// The view's background colour, corners and border (`nil`: none of them).
    public var appearance: RenderAppearance?
    /// The rectangle in window coordinates outside which nothing of the view is drawn: the
    /// intersection of the frames of its ancestors that clip to their bounds (a scroll view),
    /// before transforms; `nil` when no ancestor clips.
    public var clip: Rect?

    /// Creates a node.
    public init(
        id: String, name: String, frame: Rect, isHidden: Bool = false, alpha: Double = 1, depth: Int = 0,
        parent: Int? = nil, stackAxis: Axis? = nil, isArranged: Bool = false, margins: EdgeInsets = .zero,
        content: RenderContent? = nil, transform: AffineTransform = .identity, appearance: RenderAppearance? = nil,
        clip: Rect? = nil
    ) {
        self.id = id
        self.name = name
        self.frame = frame
        self.isHidden = isHidden
        self.alpha = alpha
        self.depth = depth
        self.parent = parent
        self.stackAxis = stackAxis
        self.isArranged = isArranged
        self.margins = margins
        self.content = content
        self.transform = transform
        self.appearance = appearance
        self.clip = clip
    }

    /// Whether the view is a stack.
    public var isStack: Bool { stackAxis != nil }
}

extension RenderSnapshot {
    /// Whether the node or one of its ancestors is hidden (so nothing of it is on screen).
    public func isEffectivelyHidden(_ index: Int) -> Bool {
        var current: Int? = index
        while let node = current {
            if nodes[node].isHidden { return true }
            current = nodes[node].parent
        }
        return false
    }

    /// ``isEffectivelyHidden(_:)`` of every node, in one pass over nodes whose parent comes
    /// before them (as in every snapshot of a view tree), so deep trees stay linear.
    var effectivelyHiddenFlags: [Bool] {
        var flags: [Bool] = []
        flags.reserveCapacity(nodes.count)
        for (index, node) in nodes.enumerated() {
            if let parent = node.parent, parent >= 0, parent < index {
                flags.append(node.isHidden || flags[parent])
            } else {
                flags.append(isEffectivelyHidden(index))
            }
        }
        return flags
    }

    /// The spacing gaps of every stack: for each pair of neighbouring visible arranged subviews,
    /// the rectangle between them along the stack's axis, spanning both neighbours across it.
    /// Overlapping neighbours (negative spacing) leave no gap.
    public var spacingGaps: [Rect] {
        var gaps: [Rect] = []
        // Visible arranged nodes by stack, in node order (one pass, so wide trees stay linear).
        var arrangedByStack: [Int: [Int]] = [:]
        for (index, node) in nodes.enumerated() where node.isArranged && !node.isHidden {
            guard let parent = node.parent, nodes.indices.contains(parent), nodes[parent].isStack else { continue }
            arrangedByStack[parent, default: []].append(index)
        }
        for (index, stack) in nodes.enumerated() {
            guard let axis = stack.stackAxis else { continue }
            let items = (arrangedByStack[index] ?? [])
                .map { nodes[$0].frame }
                .sorted { $0.min(along: axis) < $1.min(along: axis) }
            guard items.count > 1 else { continue }
            for (previous, next) in zip(items, items.dropFirst()) {
                let start = previous.max(along: axis)
                let end = next.min(along: axis)
                guard end - start > 1e-9 else { continue }
                let crossMin = min(previous.min(along: axis.cross), next.min(along: axis.cross))
                let crossMax = max(previous.max(along: axis.cross), next.max(along: axis.cross))
                gaps.append(Rect(along: axis, min: start, length: end - start,
                                 crossMin: crossMin, crossLength: crossMax - crossMin))
            }
        }
        return gaps
    }
}
