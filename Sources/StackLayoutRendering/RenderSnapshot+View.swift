// Snapshots of live view trees, read through `presentation` (what is on screen now).
import StackLayout

extension RenderSnapshot {
    /// A snapshot of `view`'s tree as it is on screen now (``View/presentation``), in window
    /// coordinates. For a window, the canvas is the window and its subviews are the nodes; for any
    /// other view the canvas is its window (or the view's own frame when it has none) and the view
    /// itself is the first node. A node's id and name are the view's `debugName`; unnamed views
    /// get their type name and a path id such as `0.2.1` (child indices from the snapshot root).
    /// Transforms (``Presentation/transform``) accumulate from the snapshot root down; content
    /// views bring their content. A view's bounds origin (``Presentation/boundsOrigin``, a
    /// scroll view's content offset) moves its subviews by minus it, and the frame of a view
    /// that clips to its bounds clips its subtree's nodes (``RenderNode/clip``).
    public init(of view: View) {
        var nodes: [RenderNode] = []
        let time = view.window?.clock.now ?? 0
        if view is Window {
            for (index, child) in view.subviews.enumerated() {
                Self.collect(child, origin: .zero, depth: 0, parent: nil, path: String(index), isArranged: false,
                             into: &nodes)
            }
            self.init(time: time, size: view.presentation.frame.size, nodes: nodes,
                      layoutDirection: view.window?.layoutDirection ?? .leftToRight)
            return
        }
        var origin = Point.zero
        var ancestor = view.superview
        while let current = ancestor, !(current is Window) {
            let state = current.presentation
            origin = Point(x: origin.x + state.frame.minX - state.boundsOrigin.x,
                           y: origin.y + state.frame.minY - state.boundsOrigin.y)
            ancestor = current.superview
        }
        let isArranged = view.superview?.renderStackInfo?.arranged.contains { $0 === view } ?? false
        Self.collect(view, origin: origin, depth: 0, parent: nil, path: "0", isArranged: isArranged, into: &nodes)
        let canvas = view.window?.presentation.frame.size ?? view.presentation.frame.size
        self.init(time: time, size: canvas, nodes: nodes,
                  layoutDirection: view.window?.layoutDirection ?? .leftToRight)
    }

    /// Appends `view`'s node and then, parents before children in subview order, every node of
    /// its subtree. Iterative (an explicit stack), so tree depth is not limited by the thread's stack.
    private static func collect(
        _ view: View, origin: Point, depth: Int, parent: Int?, path: String, isArranged: Bool,
        into nodes: inout [RenderNode]
    ) {
        var pending = [PendingNode(view: view, origin: origin, depth: depth, parent: parent, path: path,
                                   isArranged: isArranged, transform: .identity)]
        while let item = pending.popLast() {
            let state = item.view.presentation
            let frame = state.frame.offsetBy(dx: item.origin.x, dy: item.origin.y)
            let transform = Self.drawingTransform(state.transform, of: frame).concatenating(item.transform)
            let stack = item.view.renderStackInfo
            let index = nodes.count
            nodes.append(RenderNode(
                id: item.view.debugName ?? item.path, name: item.view.debugName ?? String(describing: type(of: item.view)),
                frame: frame, isHidden: state.isHidden, alpha: state.alpha, depth: item.depth, parent: item.parent,
                stackAxis: stack?.axis, isArranged: item.isArranged, margins: item.view.layoutMargins,
                content: (item.view as? any RenderContentProviding)?.renderContent, transform: transform,
                appearance: RenderAppearance(backgroundColor: state.backgroundColor, layer: item.view.existingLayer),
                clip: item.clip))
            let arranged = Set((stack?.arranged ?? []).map(ObjectIdentifier.init))
            let childOrigin = Point(x: frame.minX - state.boundsOrigin.x, y: frame.minY - state.boundsOrigin.y)
            let childClip = item.view.clipsToBounds ? (item.clip.map { $0.intersection(frame) } ?? frame) : item.clip
            for (childIndex, child) in item.view.subviews.enumerated().reversed() {
                pending.append(PendingNode(
                    view: child, origin: childOrigin, depth: item.depth + 1, parent: index,
                    path: "\(item.path).\(childIndex)", isArranged: arranged.contains(ObjectIdentifier(child)),
                    transform: transform, clip: childClip))
            }
        }
    }
}

/// A view waiting to be added to a snapshot, with what its node needs from its ancestors.
private struct PendingNode {
    var view: View
    var origin: Point
    var depth: Int
    var parent: Int?
    var path: String
    var isArranged: Bool
    /// The ancestors' accumulated drawing transform.
    var transform: AffineTransform
    /// The ancestors' clip (see ``RenderNode/clip``).
    var clip: Rect? = nil
}

extension RenderSnapshot {
    /// `transform` applied about the center of `frame` (window coordinates).
    static func drawingTransform(_ transform: AffineTransform, of frame: Rect) -> AffineTransform {
        guard !transform.isIdentity else { return .identity }
        let center = frame.center
        return AffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }
}

extension View {
    /// For a stack, its axis and arranged subviews; `nil` for any other view.
    var renderStackInfo: (axis: Axis, arranged: [View])? {
        guard let stack = self as? Stack else { return nil }
        return (stack.axis, stack.arrangedSubviews)
    }
}
