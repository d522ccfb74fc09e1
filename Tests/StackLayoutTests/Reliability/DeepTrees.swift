// Deep trees for the recursion tests: plain views nested through edge constraints, and stacks
// nested through margins-relative arrangements. Every level is inset by `inset` on each edge,
// so each view's frame is known: (inset, inset, side − 2·(k+1)·inset, …) for level k.
import StackLayout

/// Plain views nested `depth` levels deep in a square window: level 0 is pinned to the window's
/// edges, level k to level k−1's, each with `inset` on every edge.
struct PlainNest {
    let window: Window
    let views: [View]
    /// The leading constraint of level 0 (changed by the animation tests).
    let leadingOfFirst: LayoutConstraint

    /// With `attachedFirst`, level 0 joins the window first and each level joins the one above
    /// (top-down, as app code usually builds); otherwise the chain is built off-window and
    /// joins the window at the end.
    init(depth: Int, side: Double, inset: Double, attachedFirst: Bool = true) {
        window = Window(size: Size(width: side, height: side))
        window.debugName = "window"
        window.diagnosticHandler = nil
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        var parent: View = window
        for level in 0..<depth {
            let view = View()
            view.debugName = "v\(level)"
            if level > 0 || attachedFirst { parent.addSubview(view) }
            constraints += [
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
                parent.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: inset),
                parent.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: inset),
            ]
            views.append(view)
            parent = view
        }
        if !attachedFirst, let first = views.first { window.addSubview(first) }
        LayoutConstraint.activate(constraints)
        self.views = views
        leadingOfFirst = constraints[0]
    }
}

/// Stacks nested `depth` levels deep in a square window: level 0 is pinned to the window's
/// edges; each stack arranges the next level inside its layout margins of `inset` on every edge
/// (`isLayoutMarginsRelativeArrangement`), alternating vertical (even levels) and horizontal.
/// The deepest stack arranges two views, `leaf` and `tail`, of equal length (fill equally).
struct StackNest {
    let window: Window
    let stacks: [Stack]
    let leaf: View
    let tail: View

    init(depth: Int, side: Double, inset: Double) {
        window = Window(size: Size(width: side, height: side))
        window.debugName = "window"
        window.diagnosticHandler = nil
        leaf = View()
        leaf.debugName = "leaf"
        tail = View()
        tail.debugName = "tail"
        var stacks: [Stack] = []
        var inner: [View] = [leaf, tail]
        for level in (0..<depth).reversed() {
            let stack = Stack(axis: level % 2 == 0 ? .vertical : .horizontal,
                              distribution: level == depth - 1 ? .fillEqually : .fill,
                              alignment: .fill, spacing: 0, arrangedSubviews: inner)
            stack.debugName = "s\(level)"
            stack.layoutMargins = EdgeInsets(all: inset)
            stack.isLayoutMarginsRelativeArrangement = true
            stacks.append(stack)
            inner = [stack]
        }
        self.stacks = stacks.reversed()
        let root = self.stacks[0]
        window.addSubview(root)
        LayoutConstraint.activate([
            root.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            root.topAnchor.constraint(equalTo: window.topAnchor),
            root.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            root.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
    }
}

/// Whether every component of the two frames differs by at most `tolerance`.
func framesMatch(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// What `ProbeView`s saw during a pass: their names in call order, and the stack address at
/// each call (equal addresses mean the pass did not go one call deeper per level).
final class ProbeLog {
    var updated: [String] = []
    var laidOut: [String] = []
    var updateAddresses: [Int] = []
    var layoutAddresses: [Int] = []

    /// The distance between the deepest and the shallowest stack address in `addresses`.
    static func spread(_ addresses: [Int]) -> Int {
        (addresses.max() ?? 0) - (addresses.min() ?? 0)
    }
}

/// An address on the current thread's stack.
private func currentStackAddress() -> Int {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
}

/// A view that records its `updateConstraints()` and `layoutSubviews()` calls in a log.
final class ProbeView: View {
    let log: ProbeLog

    init(_ name: String, frame: Rect, log: ProbeLog) {
        self.log = log
        super.init(frame: frame)
        debugName = name
    }

    override func updateConstraints() {
        log.updated.append(debugName ?? "")
        log.updateAddresses.append(currentStackAddress())
        super.updateConstraints()
    }

    override func layoutSubviews() {
        log.laidOut.append(debugName ?? "")
        log.layoutAddresses.append(currentStackAddress())
        super.layoutSubviews()
    }
}

/// Probe views `f0` … `f{depth-1}` nested one inside the other by frames alone (no
/// constraints), built bottom-up (each level joins a tree that is one level shallower, so no
/// walk up a deep chain is needed) and added to a window unless `inWindow` is `false`. Level k
/// has the frame (1, 1, side − 2(k+1), side − 2(k+1)).
struct FrameChain {
    let window: Window
    let views: [ProbeView]
    let log = ProbeLog()

    init(depth: Int, side: Double, inWindow: Bool = true) {
        window = Window(size: Size(width: side, height: side))
        window.debugName = "window"
        window.diagnosticHandler = nil
        var views: [ProbeView] = []
        for level in (0..<depth).reversed() {
            let length = side - 2 * Double(level + 1)
            let view = ProbeView("f\(level)", frame: Rect(x: 1, y: 1, width: length, height: length), log: log)
            if let child = views.last { view.addSubview(child) }
            views.append(view)
        }
        self.views = views.reversed()
        if inWindow, let first = self.views.first { window.addSubview(first) }
    }
}
