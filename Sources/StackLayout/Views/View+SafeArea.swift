extension View {
    /// A guide whose rectangle is the bounds inset by ``safeAreaInsets`` (UIKit's
    /// `safeAreaLayoutGuide`). It follows the safe area after each layout pass: a view that a
    /// pass moves into or out of the unsafe area gets its new guide in a second pass of the
    /// same `layoutIfNeeded()`, as in UIKit. Its four constraints are ordinary ones (identifiers
    /// `safeAreaLayoutGuide-left`, `-top`, `-width`, `-height`).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let existing = extendedState.safeArea { return existing.guide }
        let guide = LayoutGuide(identifier: "safeAreaLayoutGuide")
        let insets = safeAreaInsets
        guide.isSafeAreaGuide = true
        guide.restingFrame = bounds.inset(by: insets)
        guideStorage.append(guide)
        guide.owningView = self
        rootView.layoutHost.viewGeometryDidChange(self)
        let constants = safeAreaGuideConstants(for: insets)
        let attributes: [LayoutAttribute] = [.left, .top, .width, .height]
        let constraints = zip(attributes, constants).map { attribute, constant in
            let constraint = LayoutConstraint(
                role: .user, item: guide, attribute: attribute, relatedBy: .equal, toItem: self, attribute: attribute,
                multiplier: 1, constant: constant, priority: .required, callSite: "safe area")
            constraint.identifier = "safeAreaLayoutGuide-" + attribute.name
            constraint.isGenerated = true
            return constraint
        }
        if marginsGuideStorage == nil { countSafeAreaClients(by: 1) }
        extendedState.safeArea = (guide, constraints)
        LayoutConstraint.activate(constraints)
        return guide
    }

    /// Whether the layout margins guide is inset by the safe area as well as by the margins
    /// (UIKit's default, `true`): its edges then lie `layoutMargins` inside the safe area.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { extendedState.insetsLayoutMarginsFromSafeArea }
        set {
            guard newValue != extendedState.insetsLayoutMarginsFromSafeArea else { return }
            extendedState.insetsLayoutMarginsFromSafeArea = newValue
            if marginsGuideStorage != nil { rootView.existingLayoutHost?.viewGeometryDidChange(self) }
        }
    }

    /// The insets of `layoutMarginsGuide` from the bounds: the layout margins, plus the safe
    /// area insets of the last layout when `insetsLayoutMarginsFromSafeArea` is on.
    var layoutMarginsGuideInsets: EdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = extendedState.appliedSafeAreaInsets
        return EdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left,
            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
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
        return Self.insets(of: Rect(origin: origin, size: frame.size), outside: window.safeRect)
    }

    /// How far `rect` reaches beyond `safe` on each edge (0 … its length).
    static func insets(of rect: Rect, outside safe: Rect) -> EdgeInsets {
        func clamp(_ value: Double, _ length: Double) -> Double { min(max(value, 0), max(length, 0)) }
        return EdgeInsets(
            top: clamp(safe.minY - rect.minY, rect.height), left: clamp(safe.minX - rect.minX, rect.width),
            bottom: clamp(rect.maxY - safe.maxY, rect.height), right: clamp(rect.maxX - safe.maxX, rect.width))
    }

    /// The constants of the safe area guide's constraints for `insets`: its left and top
    /// relative to the view's alignment rect, and the width and height differences.
    private func safeAreaGuideConstants(for insets: EdgeInsets) -> [Double] {
        let alignment = alignmentRectInsets
        return [
            insets.left - alignment.left, insets.top - alignment.top,
            alignment.left + alignment.right - insets.left - insets.right,
            alignment.top + alignment.bottom - insets.top - insets.bottom,
        ]
    }

    /// After a layout pass: gives every view of the tree that has a safe area guide or a
    /// margins guide the safe area insets of its new frame. A change updates the guide's
    /// constraints or the margins (so layout runs again) and calls `safeAreaInsetsDidChange()`.
    /// Iterative, parents before children.
    func updateSafeAreaInsetsInSubtree() {
        guard safeAreaClients > 0 else { return }
        let safe = (self as? Window)?.safeRect
        var pending: [(view: View, origin: Point)] = [(self, .zero)]
        while let (view, origin) = pending.popLast() {
            if view.extendedState.safeArea != nil || view.marginsGuideStorage != nil {
                let insets = view === self
                    ? ((self as? Window)?.safeAreaInsets ?? .zero)
                    : safe.map { Self.insets(of: Rect(origin: origin, size: view.frame.size), outside: $0) } ?? .zero
                view.applySafeAreaInsets(insets)
            }
            // Subtrees without a view whose insets matter are skipped.
            for subview in view.subviews where subview.safeAreaClients > 0 {
                pending.append((subview, Point(x: origin.x + subview.frame.minX, y: origin.y + subview.frame.minY)))
            }
        }
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

    private func applySafeAreaInsets(_ insets: EdgeInsets) {
        if let constraints = extendedState.safeArea?.constraints {
            for (constraint, constant) in zip(constraints, safeAreaGuideConstants(for: insets)) {
                constraint.constant = constant
            }
        }
        guard insets != extendedState.appliedSafeAreaInsets else { return }
        extendedState.appliedSafeAreaInsets = insets
        if marginsGuideStorage != nil && insetsLayoutMarginsFromSafeArea {
            rootView.existingLayoutHost?.viewGeometryDidChange(self)
        }
        safeAreaInsetsDidChange()
    }
}

extension Window {
    /// The window's bounds inset by its safe area insets.
    var safeRect: Rect { bounds.inset(by: safeAreaInsets) }
}
