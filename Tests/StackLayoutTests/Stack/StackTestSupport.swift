import Testing
import TestSupport
import StackLayout

/// Tolerance for every frame comparison in the stack tests (the worked cases of "Stack semantics" give 3 decimals).
let stackTolerance = 0.001

/// A silent window large enough for every test.
func stackWindow(_ width: Double = 2000, _ height: Double = 2000) -> Window {
    let window = Window(size: Size(width: width, height: height))
    window.diagnosticHandler = nil
    return window
}

/// Puts `stack` in `window` at its top-left corner (position pinned, size free unless given).
func place(_ stack: View, in window: Window, width: Double? = nil, height: Double? = nil) {
    window.addSubview(stack)
    var constraints = [
        stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        stack.topAnchor.constraint(equalTo: window.topAnchor),
    ]
    if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
    if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    LayoutConstraint.activate(constraints)
}

/// Puts `view` across the top of `window` (top, leading and trailing edges pinned, height free)
/// and lays the window out.
func layOutAcrossTop(_ view: View, in window: Window) {
    window.addSubview(view)
    LayoutConstraint.activate([
        view.topAnchor.constraint(equalTo: window.topAnchor),
        view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: window.trailingAnchor),
    ])
    window.layoutIfNeeded()
}

/// A fresh silent window (`stackWindow()`) with `stack` placed at its top-left corner (sized by
/// `width` and `height` where given), laid out.
func laidOutWindow(with stack: View, width: Double? = nil, height: Double? = nil) -> Window {
    let window = stackWindow()
    place(stack, in: window, width: width, height: height)
    window.layoutIfNeeded()
    return window
}

/// The frames of every view of `window`'s tree, in tree order (the window's own first).
func allFrames(in window: Window) -> [Rect] {
    var frames: [Rect] = []
    var pending: [View] = [window]
    while let view = pending.popLast() {
        frames.append(view.frame)
        pending.append(contentsOf: view.subviews.reversed())
    }
    return frames
}

/// `true` when every coordinate of `a` is within `stackTolerance` of `b`'s.
func close(_ a: Rect, _ b: Rect) -> Bool { a.isClose(to: b, tolerance: stackTolerance) }

/// Expects `view.frame` to be `rect` (within `stackTolerance`).
func expectFrame(
    _ view: View, _ rect: Rect, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        close(view.frame, rect), "\(view.displayName): \(view.frame) ≠ \(rect) \(comment.map { "\($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

/// Expects the window to have recorded no diagnostic.
func expectNoDiagnostics(_ window: Window, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(window.diagnostics.isEmpty, "\(window.diagnostics)", sourceLocation: sourceLocation)
}

/// A rectangle expressed along an axis: (min, cross min, length, cross length).
func rect(along axis: Axis, _ min: Double, _ crossMin: Double, _ length: Double, _ crossLength: Double) -> Rect {
    Rect(along: axis, min: min, length: length, crossMin: crossMin, crossLength: crossLength)
}

/// The seeded generator of the stack property tests.
typealias SeededGenerator = SplitMix64
