// Windows, views and frame expectations shared by the core and animation tests (the stack
// tests add theirs in Stack/StackTestSupport.swift).
import StackLayout
import Testing

/// Tolerance for frame comparisons in the core tests.
let coreTolerance = 1e-6

/// Tolerance for presentation values in the view-animation tests.
let animationTolerance = 1e-4

/// A window named `window` that records diagnostics silently, holding `subviews` (in order);
/// its animations run on `clock` (by default a clock of its own).
func testWindow(width: Double = 375, height: Double = 667, clock: AnimationClock = AnimationClock(),
                subviews: [View] = []) -> Window {
    let window = Window(size: Size(width: width, height: height), clock: clock)
    window.debugName = "window"
    window.diagnosticHandler = nil
    for subview in subviews { window.addSubview(subview) }
    return window
}

/// A plain view named `name`.
func namedView(_ name: String, frame: Rect = .zero) -> View {
    let view = View(frame: frame)
    view.debugName = name
    return view
}

/// A fresh test window (see `testWindow`) whose only subview is a view named `name`, of frame
/// `frame`, animated on `clock`; not laid out.
func windowWithView(_ name: String, frame: Rect = .zero, width: Double = 375, height: Double = 667,
                    clock: AnimationClock = AnimationClock()) -> (Window, View) {
    let view = namedView(name, frame: frame)
    return (testWindow(width: width, height: height, clock: clock, subviews: [view]), view)
}

/// A 10 × 10 view named `box` at the origin of a fresh window (no constraints: it keeps its
/// frame), laid out; the window's animations run on `clock`.
func boxInWindow(clock: AnimationClock = AnimationClock()) -> (Window, View) {
    let (window, view) = windowWithView("box", frame: Rect(x: 0, y: 0, width: 10, height: 10), clock: clock)
    window.layoutIfNeeded()
    return (window, view)
}

/// An edge that `pinEdges(_:to:_:inset:)` ties to the same edge of another view.
enum PinnedEdge: CaseIterable {
    case leading, trailing, top, bottom
}

/// A view or a layout guide: what `pinEdges(_:to:_:inset:)` ties edges to.
protocol EdgeAnchored {
    var leadingAnchor: XAxisAnchor { get }
    var trailingAnchor: XAxisAnchor { get }
    var topAnchor: YAxisAnchor { get }
    var bottomAnchor: YAxisAnchor { get }
}

extension View: EdgeAnchored {}
extension LayoutGuide: EdgeAnchored {}

/// Ties `edges` of `view` (by default all four) to the same edges of `other`, `inset` inwards,
/// activated; returns the constraints in the order of `edges`.
@discardableResult
func pinEdges(_ view: View, to other: some EdgeAnchored, _ edges: [PinnedEdge] = PinnedEdge.allCases, inset: Double = 0)
    -> [LayoutConstraint] {
    let constraints = edges.map { edge in
        switch edge {
        case .leading: view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset)
        case .trailing: view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset)
        case .top: view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset)
        case .bottom: view.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset)
        }
    }
    LayoutConstraint.activate(constraints)
    return constraints
}

/// Ties `view`'s leading and top edges to `superview`'s at (`x`, `y`) and its width and height
/// to constants, activated; returns the constraints (leading, top, width, height).
@discardableResult
func pinFrame(_ view: View, in superview: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double)
    -> [LayoutConstraint] {
    let constraints = [
        view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: x),
        view.topAnchor.constraint(equalTo: superview.topAnchor, constant: y),
        view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height),
    ]
    LayoutConstraint.activate(constraints)
    return constraints
}

/// Expects `rect` to be (x, y, width, height) within `tolerance`.
func expectRect(
    _ rect: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    tolerance: Double = coreTolerance, sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(rect.isClose(to: expected, tolerance: tolerance), "\(rect) != \(expected)", sourceLocation: sourceLocation)
}

/// Expects `view.frame` to be (x, y, width, height) within `coreTolerance`.
func expectFrame(
    _ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(
        view.frame.isClose(to: expected, tolerance: coreTolerance),
        "\(view.debugName ?? "view"): \(view.frame) != \(expected)", sourceLocation: sourceLocation)
}

/// Expects each view's frame to be the (x, y, width, height) paired with it, within `tolerance`:
/// a table of the frames of a layout.
func expectFrames(
    _ expected: KeyValuePairs<View, (Double, Double, Double, Double)>, tolerance: Double = coreTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (view, (x, y, width, height)) in expected {
        let rect = Rect(x: x, y: y, width: width, height: height)
        #expect(view.frame.isClose(to: rect, tolerance: tolerance), "\(view.displayName): \(view.frame) != \(rect)",
                sourceLocation: sourceLocation)
    }
}

/// Expects `view.presentation.frame` to be (x, y, width, height) within `tolerance`.
func expectOnScreen(
    _ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    tolerance: Double = animationTolerance, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRect(view.presentation.frame, x, y, width, height, tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Expects `a` and `b` to differ by less than `tolerance`.
func expectNear(
    _ a: Double, _ b: Double, tolerance: Double = animationTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(a - b) < tolerance, "\(a) != \(b)", sourceLocation: sourceLocation)
}

/// `root` and every view below it, each before its subviews (depth first, in subview order).
func viewsInSubtree(of root: View) -> [View] {
    [root] + root.subviews.flatMap { viewsInSubtree(of: $0) }
}

/// The diagnostics' summary of `constraint`, as a window reports it.
func snapshot(of constraint: LayoutConstraint) -> ConstraintSnapshot {
    ConstraintSnapshot(description: constraint.description, identifier: constraint.identifier)
}
