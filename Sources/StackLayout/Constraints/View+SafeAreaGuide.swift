extension View {
    /// A guide whose rectangle is the bounds inset by ``safeAreaInsets`` (UIKit's
    /// `safeAreaLayoutGuide`). It follows the safe area after each layout pass: a view that a
    /// pass moves into or out of the unsafe area gets its new guide in a second pass of the
    /// same `layoutIfNeeded()`, as in UIKit. Its four constraints are ordinary ones (identifiers
    /// `safeAreaLayoutGuide-left`, `-top`, `-width`, `-height`).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let existing = extendedState.safeAreaGuide { return existing }
        let guide = LayoutGuide(identifier: "safeAreaLayoutGuide")
        let insets = safeAreaInsets
        guide.isSafeAreaGuide = true
        guide.restingFrame = bounds.inset(by: insets)
        guideStorage.append(guide)
        guide.owningView = self
        tellLayoutHost { $0.viewGeometryDidChange(self) }
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
        extendedState.safeAreaGuide = guide
        extendedState.safeAreaGuideConstraints = constraints
        LayoutConstraint.activate(constraints)
        return guide
    }

    /// After a layout pass: gives every view of the tree that has a safe area guide or a
    /// margins guide the safe area insets of its new frame. A change updates the guide's
    /// constraints or the margins (so layout runs again) and calls `safeAreaInsetsDidChange()`.
    func updateSafeAreaInsetsInSubtree() {
        forEachSafeAreaClient { view, insets in
            view.updateSafeAreaGuideConstraints(for: insets)
            view.applySafeAreaInsets(insets)
            view.applySuperviewMargins()
        }
    }

    /// Gives the safe area guide's constraints, if the view has the guide, the constants for
    /// `insets`.
    private func updateSafeAreaGuideConstraints(for insets: EdgeInsets) {
        let constraints = ConstraintList(extendedState.safeAreaGuideConstraints)
        guard !constraints.isEmpty else { return }
        for (constraint, constant) in zip(constraints, safeAreaGuideConstants(for: insets)) {
            constraint.constant = constant
        }
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
}
