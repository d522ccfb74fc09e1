/// The root of a view tree: a fixed-size rectangle at the origin, with an animation clock and a
/// record of layout diagnostics.
public final class Window: View {
    /// The clock that drives animations in this window (``clock``), as its views see it.
    let timeline: any WindowAnimationTimeline
    /// Every diagnostic reported for views of this window, oldest first.
    public private(set) var diagnostics: [LayoutDiagnostic] = []
    /// Called with each diagnostic as it is reported. The default prints a readable report to
    /// standard error; set it to `nil` to stay silent (diagnostics are still recorded).
    public var diagnosticHandler: ((LayoutDiagnostic) -> Void)? = printLayoutDiagnosticToStandardError

    /// The edges of the window that content should stay clear of, such as a notch or a home
    /// indicator (UIKit's device insets; settable here so that tests can model a device).
    /// Every view's ``View/safeAreaInsets`` and ``View/safeAreaLayoutGuide`` derive from it at
    /// the next layout. Negative or non-finite insets are rejected with a diagnostic.
    public override var safeAreaInsets: EdgeInsets {
        get { storedSafeAreaInsets }
        set {
            guard newValue.isFinite, min(newValue.top, newValue.left, newValue.bottom, newValue.right) >= 0 else {
                let bad = [newValue.top, newValue.left, newValue.bottom, newValue.right].first { !($0 >= 0) } ?? .nan
                reportDiagnostic(.invalidValue(property: "safeAreaInsets of \(displayName)", value: bad), near: self)
                return
            }
            guard newValue != storedSafeAreaInsets else { return }
            storedSafeAreaInsets = newValue
            setNeedsLayout()
        }
    }
    private var storedSafeAreaInsets = EdgeInsets.zero

    /// The direction of the user interface (UIKit's `effectiveUserInterfaceLayoutDirection` of
    /// the application), `.leftToRight` by default. Views whose
    /// ``View/semanticContentAttribute`` is `.unspecified` follow it: leading and trailing
    /// anchors, directional margins and horizontal stacks flip at the next layout.
    @exclusivity(unchecked) public var layoutDirection: LayoutDirection = .leftToRight {
        didSet { if oldValue != layoutDirection { layoutDirectionDidChange() } }
    }

    /// The number of pixels per point of the display the window is shown on (UIKit's
    /// `displayScale`). With a positive scale, layout rounds the edges of every frame it sets to
    /// the pixel grid, 1/scale points, in window coordinates, as UIKit does: with 2, a third of
    /// 380 points lays out at 0, 126.5 and 253.5. The default, 0, keeps frames as solved (cleaned
    /// of floating-point noise). Negative, NaN, infinite or larger than 1000 values are rejected
    /// with a diagnostic.
    @exclusivity(unchecked) public var displayScale: Double = 0 {
        didSet {
            guard displayScale != oldValue else { return }
            guard displayScale.isFinite, displayScale >= 0, displayScale <= 1000 else {
                reportDiagnostic(.invalidValue(property: "displayScale of \(displayName)", value: displayScale), near: self)
                displayScale = oldValue
                return
            }
            tellLayoutHost { $0.displayScaleDidChange() }
        }
    }

    /// What the window's labels measure their text with (default ``DeterministicTextMeasurer``;
    /// a label outside a window uses that default). Setting it makes every label of the window
    /// measure again at the next layout; a label that joins or leaves a window with a measurer
    /// of its own measures again too.
    public var textMeasurer: any TextMeasuring {
        get { textMeasurerBox.measurer }
        set {
            textMeasurerBox = TextMeasurerBox(newValue)
            forEachInSubtree { $0.textMeasurerDidChange() }
        }
    }

    /// ``textMeasurer``, boxed (see `TextMeasurerBox`).
    private(set) var textMeasurerBox = TextMeasurerBox.standard

    /// Creates a window of `size` at the origin whose animations run on `timeline` (see
    /// ``init(size:clock:)``).
    init(size: Size, timeline: any WindowAnimationTimeline) {
        self.timeline = timeline
        super.init(frame: Rect(origin: .zero, size: size))
    }

    deinit {
        // A shared clock must not keep entries (keyed by view identity) of a freed tree.
        subtreeWillBeReleased(from: timeline)
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
