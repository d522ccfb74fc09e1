extension View {
    /// Whether the layout margins guide is inset by the safe area as well as by the margins
    /// (UIKit's default, `true`): its edges then lie `layoutMargins` inside the safe area.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { extendedState.insetsLayoutMarginsFromSafeArea }
        set {
            setExtendedState(\.insetsLayoutMarginsFromSafeArea, to: newValue) {
                if marginsGuideStorage != nil { rootView.existingLayoutHost?.viewGeometryDidChange(self) }
            }
        }
    }

    /// Whether the margins guide also keeps clear of the superview's margins where they reach
    /// into the view (UIKit's `preservesSuperviewLayoutMargins`, default `false`): on each edge
    /// the guide lies at the larger of the view's own margin and the part of the superview's
    /// margin that overlaps the view, measured from the frames of the last layout pass.
    public var preservesSuperviewLayoutMargins: Bool {
        get { extendedState.preservesSuperviewLayoutMargins }
        set {
            setExtendedState(\.preservesSuperviewLayoutMargins, to: newValue) {
                guard marginsGuideStorage != nil else { return }
                applySuperviewMargins()
                rootView.existingLayoutHost?.viewGeometryDidChange(self)
            }
        }
    }

    /// The insets of `layoutMarginsGuide` from the bounds: the layout margins, plus the safe
    /// area insets of the last layout when `insetsLayoutMarginsFromSafeArea` is on, and at least
    /// the superview's margins reaching in when `preservesSuperviewLayoutMargins` is on.
    var layoutMarginsGuideInsets: EdgeInsets {
        let own = ownMarginInsets(safeArea: extendedState.appliedSafeAreaInsets)
        guard preservesSuperviewLayoutMargins else { return own }
        let preserved = extendedState.appliedSuperviewMargins
        return EdgeInsets(
            top: max(own.top, preserved.top), left: max(own.left, preserved.left),
            bottom: max(own.bottom, preserved.bottom), right: max(own.right, preserved.right))
    }

    /// The layout margins, plus `safeArea` when `insetsLayoutMarginsFromSafeArea` is on.
    private func ownMarginInsets(safeArea safe: EdgeInsets) -> EdgeInsets {
        let margins = layoutMargins
        // Zero safe area insets leave the margins exactly as they are.
        guard insetsLayoutMarginsFromSafeArea, safe != .zero else { return margins }
        return EdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left,
            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    /// After a layout pass (parents first): records how far the superview's margins reach into
    /// the view's frame; a change moves the margins guide (so layout runs again).
    func applySuperviewMargins() {
        var preserved = EdgeInsets.zero
        if preservesSuperviewLayoutMargins, let superview {
            let margins = superview.marginsGuideStorage != nil
                ? superview.layoutMarginsGuideInsets : superview.ownMarginInsets(safeArea: superview.insetsFromWindowSafeArea)
            preserved = Self.insets(of: frame, coveredBy: margins, in: superview.bounds)
        }
        guard preserved != extendedState.appliedSuperviewMargins else { return }
        extendedState.appliedSuperviewMargins = preserved
        if marginsGuideStorage != nil { rootView.existingLayoutHost?.viewGeometryDidChange(self) }
    }

    /// How far the window's unsafe area reaches into the bounds, from the frames as they are.
    var insetsFromWindowSafeArea: EdgeInsets {
        var origin = Point.zero
        var view = self
        while let parent = view.superview {
            origin = Point(x: origin.x + view.frame.minX, y: origin.y + view.frame.minY)
            view = parent
        }
        guard let window = view as? Window, window !== self else { return .zero }
        return window.unsafeInsets(of: Rect(origin: origin, size: frame.size))
    }

    /// How far the bands that `insets` cover inside `bounds` reach into `rect` (in the same
    /// coordinates), on each edge: from the rectangle's edge to the inner side of the band
    /// (0 … its length) when the band overlaps it, 0 when it does not. The unsafe area is only
    /// these bands: what lies outside `bounds` is not unsafe, so zero insets give zero insets
    /// however far `rect` reaches beyond `bounds`.
    static func insets(of rect: Rect, coveredBy insets: EdgeInsets, in bounds: Rect) -> EdgeInsets {
        func clamp(_ value: Double, _ length: Double) -> Double { min(max(value, 0), max(length, 0)) }
        // Whether [low, high] meets the band [bandLow, bandHigh] along one axis (an empty
        // band meets nothing; a rectangle of zero length meets the band its position lies in).
        func meets(_ low: Double, _ high: Double, _ bandLow: Double, _ bandHigh: Double) -> Bool {
            bandLow < bandHigh && low < bandHigh && (high > bandLow || (high == low && low >= bandLow))
        }
        // The inner sides of the four bands, which never reach beyond `bounds`.
        let top = bounds.minY + min(insets.top, bounds.height), bottom = bounds.maxY - min(insets.bottom, bounds.height)
        let left = bounds.minX + min(insets.left, bounds.width), right = bounds.maxX - min(insets.right, bounds.width)
        let overlapsWindowX = meets(rect.minX, rect.maxX, bounds.minX, bounds.maxX)
        let overlapsWindowY = meets(rect.minY, rect.maxY, bounds.minY, bounds.maxY)
        let reachesTop = overlapsWindowX && meets(rect.minY, rect.maxY, bounds.minY, top)
        let reachesLeft = overlapsWindowY && meets(rect.minX, rect.maxX, bounds.minX, left)
        let reachesBottom = overlapsWindowX && meets(rect.minY, rect.maxY, bottom, bounds.maxY)
        let reachesRight = overlapsWindowY && meets(rect.minX, rect.maxX, right, bounds.maxX)
        return EdgeInsets(
            top: reachesTop ? clamp(top - rect.minY, rect.height) : 0,
            left: reachesLeft ? clamp(left - rect.minX, rect.width) : 0,
            bottom: reachesBottom ? clamp(rect.maxY - bottom, rect.height) : 0,
            right: reachesRight ? clamp(rect.maxX - right, rect.width) : 0)
    }

    /// Adds `delta` to the safe area client counts of this view and its ancestors (a view that
    /// gains its first safe area or margins guide, or a subtree that joins or leaves).
    func countSafeAreaClients(by delta: Int) {
        var view: View? = self
        while let current = view {
            current.safeAreaClients += delta
            view = current.superview
        }
    }

    /// After a layout pass: calls `body` with every view of this subtree that has a safe area
    /// guide or a margins guide, and the safe area insets of its new frame (the window's own
    /// insets for this view when it is a window). Subtrees without such a view are skipped.
    /// Iterative, parents before children.
    func forEachSafeAreaClient(_ body: (View, EdgeInsets) -> Void) {
        guard safeAreaClients > 0 else { return }
        let window = self as? Window
        var pending: [(view: View, origin: Point)] = [(self, .zero)]
        while let (view, origin) = pending.popLast() {
            if view.extendedState.safeAreaGuide != nil || view.marginsGuideStorage != nil {
                let insets = view === self
                    ? (window?.safeAreaInsets ?? .zero)
                    : window?.unsafeInsets(of: Rect(origin: origin, size: view.frame.size)) ?? .zero
                body(view, insets)
            }
            for subview in view.subviews where subview.safeAreaClients > 0 {
                pending.append((subview, Point(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY)))
            }
        }
    }

    /// Makes `insets` the safe area insets the view's margins use. A change reaches the margins
    /// guide, when it is inset by the safe area (so layout runs again), and calls
    /// `safeAreaInsetsDidChange()`.
    func applySafeAreaInsets(_ insets: EdgeInsets) {
        guard insets != extendedState.appliedSafeAreaInsets else { return }
        extendedState.appliedSafeAreaInsets = insets
        if marginsGuideStorage != nil && insetsLayoutMarginsFromSafeArea {
            rootView.existingLayoutHost?.viewGeometryDidChange(self)
        }
        safeAreaInsetsDidChange()
    }
}

extension Window {
    /// How far the window's unsafe bands reach into `rect`, a rectangle in the window's
    /// coordinates (see `View.insets(of:coveredBy:in:)`).
    func unsafeInsets(of rect: Rect) -> EdgeInsets {
        Self.insets(of: rect, coveredBy: safeAreaInsets, in: bounds)
    }
}
