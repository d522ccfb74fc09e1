extension View {
    /// Whether the view's frame is turned into required constraints, as UIKit does for views
    /// created in code. Unless you set it, it is automatic: on for a view whose ``frame``,
    /// ``bounds`` or ``center`` was set (or made with `init(frame:)` and a frame that is not
    /// empty), so a frame you set stays, until a constraint with the view as its first item is
    /// activated or a stack arranges the view — what ported code and `UIStackView` do by hand;
    /// off for a view never given a frame, which sizes to its content. A value you set wins
    /// over the automatic one. When on, the frame (as set, relative to the superview's size at
    /// that moment) and ``autoresizingMask`` become required constraints named
    /// `autoresizing-…`; they are made again whenever you set the frame, the mask or the
    /// superview.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { extendedState.translatesAutoresizingMask }
        set {
            let wasOn = extendedState.translatesAutoresizingMask
            extendedState.explicitTranslatesAutoresizingMask = newValue
            if wasOn != newValue { rebuildAutoresizingConstraints() }
        }
    }

    /// A constraint with the view as its first item was activated, or a stack arranges the
    /// view: with the automatic value, constraints place the view from now on.
    func constraintsClaimFrame() {
        guard extendedState.automaticFrameKeeping != .claimedByConstraints else { return }
        let wasOn = extendedState.translatesAutoresizingMask
        extendedState.automaticFrameKeeping = .claimedByConstraints
        if wasOn != extendedState.translatesAutoresizingMask { rebuildAutoresizingConstraints() }
    }

    /// How the frame follows the superview's size while
    /// ``translatesAutoresizingMaskIntoConstraints`` is on (default: nothing flexible).
    public var autoresizingMask: AutoresizingMask {
        get { extendedState.autoresizingMask }
        set { setExtendedState(\.autoresizingMask, to: newValue, didChange: rebuildAutoresizingConstraints) }
    }

    /// Replaces the constraints that express the frame and mask (none unless
    /// `translatesAutoresizingMaskIntoConstraints` is on and the view has a superview).
    func rebuildAutoresizingConstraints() {
        let oldConstraints = ConstraintList(extendedState.autoresizingConstraints)
        let oldGuides = extendedState.autoresizingGuides
        // Clearing lists that are already empty would allocate the rarely set state.
        if !extendedState.autoresizingConstraints.isEmpty { extendedState.autoresizingConstraints = [] }
        if !oldGuides.isEmpty { extendedState.autoresizingGuides = [] }
        for constraint in oldConstraints { constraint.isActive = false }
        for guide in oldGuides { guide.owningView?.removeLayoutGuide(guide) }
        guard extendedState.translatesAutoresizingMask, let parent = superview else { return }
        var made = AutoresizingAxis.Constraints()
        for axis in [Axis.horizontal, .vertical] {
            made.append(AutoresizingAxis(view: self, superview: parent, axis: axis).constraints())
        }
        extendedState.autoresizingConstraints = made.constraints
        extendedState.autoresizingGuides = made.guides
        LayoutConstraint.activate(made.constraints)
    }
}

/// The constraints of one axis of an autoresizing mask.
private struct AutoresizingAxis {
    let view: View
    let superview: View
    let axis: Axis

    struct Constraints {
        var constraints: [LayoutConstraint] = []
        var guides: [LayoutGuide] = []

        mutating func append(_ other: Constraints) {
            constraints += other.constraints
            guides += other.guides
        }
    }

    /// The length and the position along the axis: the length follows the superview's with
    /// its share; the position keeps a fixed leading (or trailing) margin, or, when both
    /// margins are flexible, follows a guide that spans the leading margin's share.
    func constraints() -> Constraints {
        let mask = view.autoresizingMask
        let flexible = axis == .horizontal
            ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        let frame = view.frame
        let span = superview.frame.size.length(along: axis)
        let parts = [frame.min(along: axis), frame.length(along: axis), span - frame.max(along: axis)]
        let shares = Self.shares(parts: parts, flexible: [flexible.0, flexible.1, flexible.2])
        let insets = view.alignmentRectInsets, parentInsets = superview.alignmentRectInsets
        let lead = insets.leading(along: axis), trail = insets.trailing(along: axis)
        let parentLead = parentInsets.leading(along: axis), parentTotal = parentInsets.total(along: axis)
        var result = Constraints()
        let viewAnchors = AxisAnchors(view, along: axis, absolute: true)
        let parentAnchors = AxisAnchors(superview, along: axis, absolute: true)
        // length(align) = share·(parent length(align) + parent insets) + length − share·span − insets
        result.constraints.append(make(
            viewAnchors.length.target, parentAnchors.length.target, multiplier: shares[1],
            constant: parts[1] - lead - trail - shares[1] * span + shares[1] * parentTotal, name: "length"))
        if shares[0] == 0 {
            result.constraints.append(make(
                viewAnchors.leading.target, parentAnchors.leading.target, constant: parts[0] + lead - parentLead,
                name: "leading"))
        } else if shares[2] == 0 {
            result.constraints.append(make(
                viewAnchors.trailing.target, parentAnchors.trailing.target,
                constant: parentInsets.trailing(along: axis) - parts[2] - trail, name: "trailing"))
        } else {
            let guide = LayoutGuide(identifier: "autoresizing-" + axisName)
            superview.addLayoutGuide(guide)
            let guideAnchors = AxisAnchors(guide, along: axis, absolute: true)
            result.guides.append(guide)
            result.constraints += [
                make(guideAnchors.leading.target, parentAnchors.leading.target, constant: -parentLead, name: "guide-leading"),
                make(guideAnchors.length.target, parentAnchors.length.target, multiplier: shares[0],
                     constant: shares[0] * parentTotal, name: "guide-length"),
                make(viewAnchors.leading.target, guideAnchors.trailing.target,
                     constant: parts[0] - shares[0] * span + lead, name: "leading"),
            ]
        }
        return result
    }

    private var axisName: String { axis == .horizontal ? "h" : "v" }

    /// Each part's share of a change of the superview's length: flexible parts in proportion
    /// to their sizes (equally when those add up to nothing), fixed parts none.
    static func shares(parts: [Double], flexible: [Bool]) -> [Double] {
        let sizes = zip(parts, flexible).map { $1 ? max($0, 0) : 0 }
        let total = sizes.reduce(0, +)
        let count = Double(flexible.filter { $0 }.count)
        guard count > 0 else { return [0, 0, 0] }
        return zip(sizes, flexible).map { size, isFlexible in
            guard isFlexible else { return 0 }
            return total > 0 ? size / total : 1 / count
        }
    }

    private func make(
        _ first: AnchorTarget, _ second: AnchorTarget, multiplier: Double = 1, constant: Double, name: String
    ) -> LayoutConstraint {
        let constraint = LayoutConstraint(
            role: .user, item: first.item, attribute: first.attribute, relatedBy: .equal, toItem: second.item,
            attribute: second.attribute, multiplier: multiplier, constant: constant, priority: .required,
            callSite: "autoresizing mask")
        constraint.identifier = "autoresizing-\(axisName)-\(name)"
        constraint.isGenerated = true
        return constraint
    }
}
