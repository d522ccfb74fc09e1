// Windows, views and frame expectations shared by the core and animation tests (the stack
// tests add theirs in Stack/StackTestSupport.swift).
import StackLayout
import Testing

/// Tolerance for frame comparisons in the core tests.
let coreTolerance = 1e-6

/// Tolerance for presentation values in the view-animation tests.
let animationTolerance = 1e-4

/// A window named `window` that records diagnostics silently; its animations run on `clock`
/// (by default a clock of its own).
func testWindow(width: Double = 375, height: Double = 667, clock: AnimationClock = AnimationClock()) -> Window {
    let window = Window(size: Size(width: width, height: height), clock: clock)
    window.debugName = "window"
    window.diagnosticHandler = nil
    return window
}

/// A plain view named `name`.
func namedView(_ name: String, frame: Rect = .zero) -> View {
    let view = View(frame: frame)
    view.debugName = name
    return view
}

/// A 10 × 10 view named `box` at the origin of a fresh window (no constraints: it keeps its
/// frame), laid out; the window's animations run on `clock`.
func boxInWindow(clock: AnimationClock = AnimationClock()) -> (Window, View) {
    let window = testWindow(clock: clock)
    let view = namedView("box", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    window.addSubview(view)
    window.layoutIfNeeded()
    return (window, view)
}

/// Pins the four edges of `view` to `other`'s with `inset`, activated; returns the constraints.
@discardableResult
func pinEdges(_ view: View, to other: View, inset: Double = 0) -> [LayoutConstraint] {
    let constraints = [
        view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
        view.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
        view.topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
        view.bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
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
