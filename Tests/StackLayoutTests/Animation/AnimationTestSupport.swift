import Testing
@testable import StackLayout

/// Tolerance for presentation values in the view-animation tests.
let animationTolerance = 1e-4

/// A view with a settable intrinsic content size (a label whose text changes).
typealias AnimLabel = CoreLabel

extension CoreLabel {
    /// A label of intrinsic size `width` × `height`.
    convenience init(_ name: String, width: Double, height: Double) {
        self.init(name, intrinsic: Size(width: width, height: height))
    }
}

/// A silent window of `width` × `height` with its own clock.
func animWindow(width: Double = 375, height: Double = 667) -> Window {
    let window = Window(size: Size(width: width, height: height))
    window.debugName = "window"
    window.diagnosticHandler = nil
    return window
}

/// A named plain view.
func animView(_ name: String, frame: Rect = .zero) -> View {
    let view = View(frame: frame)
    view.debugName = name
    return view
}

/// Expects `rect` to be (x, y, width, height) within `tolerance`.
func expectRect(
    _ rect: Rect, is x: Double, _ y: Double, _ width: Double, _ height: Double,
    tolerance: Double = animationTolerance, sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(rect.isClose(to: expected, tolerance: tolerance), "\(rect) != \(expected)", sourceLocation: sourceLocation)
}

/// Expects `view.presentation.frame` to be (x, y, width, height) within `tolerance`.
func expectOnScreen(
    _ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    tolerance: Double = animationTolerance, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectRect(view.presentation.frame, is: x, y, width, height, tolerance: tolerance, sourceLocation: sourceLocation)
}

/// Expects `a` and `b` to differ by less than `tolerance`.
func expectNear(
    _ a: Double, _ b: Double, tolerance: Double = animationTolerance,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(a - b) < tolerance, "\(a) != \(b)", sourceLocation: sourceLocation)
}
