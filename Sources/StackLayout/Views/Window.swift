/// The root of a view tree: a fixed-size rectangle at the origin, with an animation clock and a
/// record of layout diagnostics.
public final class Window: View {
    /// The clock that drives animations in this window.
    public let clock: AnimationClock
    /// Every diagnostic reported for views of this window, oldest first.
    public private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Called with each diagnostic as it is reported. The default prints a readable report to
    /// standard error; set it to `nil` to stay silent (diagnostics are still recorded).
    public var diagnosticHandler: ((LayoutDiagnostic) -> Void)? = printLayoutDiagnosticToStandardError

    /// The number of pixels per point of the display the window is shown on (UIKit's
    /// `displayScale`). With a positive scale, layout rounds the edges of every frame it sets to
    /// the pixel grid, 1/scale points, in window coordinates, as UIKit does: with 2, a third of
    /// 380 points lays out at 0, 126.5 and 253.5. The default, 0, keeps frames as solved (cleaned
    /// of floating-point noise). Negative, NaN, infinite or larger than 1000 values are rejected
    /// with a diagnostic.
    public var displayScale: Double = 0 {
        didSet {
            guard displayScale != oldValue else { return }
            guard displayScale.isFinite, displayScale >= 0, displayScale <= 1000 else {
                reportDiagnostic(.invalidValue(property: "displayScale of \(displayName)", value: displayScale), near: self)
                displayScale = oldValue
                return
            }
            layoutEngine.displayScaleDidChange()
        }
    }

    /// Creates a window of `size` at the origin.
    public init(size: Size, clock: AnimationClock = AnimationClock()) {
        self.clock = clock
        super.init(frame: Rect(origin: .zero, size: size))
    }

    deinit {
        // A shared clock must not keep entries (keyed by view identity) of a freed tree.
        subtreeWillBeReleased(from: clock)
    }

    /// Records `diagnostic` and hands it to the handler.
    func record(_ diagnostic: LayoutDiagnostic) {
        diagnostics.append(diagnostic)
        diagnosticHandler?(diagnostic)
    }

    /// Forgets the recorded diagnostics.
    public func removeAllDiagnostics() {
        diagnostics.removeAll()
    }
}
