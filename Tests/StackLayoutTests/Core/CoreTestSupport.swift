import Testing
@testable import StackLayout

/// Tolerance for every frame comparison in the core tests.
let coreTolerance = 1e-6

/// A view with a settable intrinsic content size (like a label whose text changes).
final class CoreLabel: View {
    var intrinsic: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ name: String, intrinsic: Size = Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)) {
        self.intrinsic = intrinsic
        super.init()
        debugName = name
    }

    override var intrinsicContentSize: Size { intrinsic }
}

/// A plain named view.
func coreView(_ name: String, frame: Rect = .zero) -> View {
    let view = View(frame: frame)
    view.debugName = name
    return view
}

/// A named window that records diagnostics silently.
func coreWindow(width: Double = 375, height: Double = 667) -> Window {
    let window = Window(size: Size(width: width, height: height))
    window.debugName = "window"
    window.diagnosticHandler = nil
    return window
}

/// Expects `view.frame` to be (x, y, width, height) within `coreTolerance`.
func expectFrame(
    _ view: View, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(
        view.frame.isClose(to: expected, tolerance: coreTolerance),
        "\(view.displayName): \(view.frame) != \(expected)", sourceLocation: sourceLocation)
}

/// Expects `rect` to be (x, y, width, height) within `coreTolerance`.
func expectRect(
    _ rect: Rect, _ x: Double, _ y: Double, _ width: Double, _ height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let expected = Rect(x: x, y: y, width: width, height: height)
    #expect(rect.isClose(to: expected, tolerance: coreTolerance), "\(rect) != \(expected)", sourceLocation: sourceLocation)
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
