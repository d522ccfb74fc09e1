extension View {
    /// How the view's content relates to the layout direction (default `.unspecified`: the
    /// window's ``Window/layoutDirection``). Forcing a direction flips how this view arranges
    /// its immediate content (the constraints it holds, such as a stack's arrangement, and its
    /// directional margins); its subviews keep their own attribute, as in UIKit.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { extendedState.semanticContentAttribute }
        set {
            guard newValue != extendedState.semanticContentAttribute else { return }
            extendedState.semanticContentAttribute = newValue
            layoutDirectionDidChange()
        }
    }

    /// The direction in which this view arranges its immediate content: forced by
    /// ``semanticContentAttribute``, left to right for playback and spatial content, and else
    /// the window's ``Window/layoutDirection`` (left to right outside a window).
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        switch extendedState.semanticContentAttribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: window?.layoutDirection ?? .leftToRight
        }
    }

    /// The layout margins with leading and trailing instead of left and right (UIKit's
    /// `directionalLayoutMargins`). Margins set this way follow the layout direction: in a
    /// right-to-left layout `leading` is the right margin. Setting ``layoutMargins`` makes them
    /// absolute again. Non-finite margins are rejected with a diagnostic.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { extendedState.directionalMargins ?? layoutMargins.directional(for: effectiveUserInterfaceLayoutDirection) }
        set {
            guard newValue.isFinite else {
                reportDiagnostic(.invalidValue(property: "directionalLayoutMargins of \(displayName)", value: .nan), near: self)
                return
            }
            guard newValue != extendedState.directionalMargins else { return }
            extendedState.directionalMargins = newValue
            rootView.existingEngine?.viewGeometryDidChange(self)
        }
    }

    /// The layout direction changed for this subtree (a window's direction or a view's
    /// semantic attribute): directional margins and every installed constraint with a leading or
    /// trailing attribute are brought to the new direction at the next layout.
    func layoutDirectionDidChange() {
        let engine = rootView.existingEngine
        forEachInSubtree { view in
            if view.extendedState.directionalMargins != nil { engine?.viewGeometryDidChange(view) }
            for constraint in view.allAttachedConstraints where constraint.hasDirectionalAttribute {
                constraint.hostEngine?.constraintDidChange(constraint, constantOnly: false)
            }
        }
        setNeedsLayout()
    }
}

extension LayoutConstraint {
    /// Whether an attribute of the constraint is leading, trailing or one of their margin forms.
    var hasDirectionalAttribute: Bool { firstAttribute.isDirectional || secondAttribute.isDirectional }

    /// The direction in which the constraint's leading and trailing read: the effective
    /// direction of the view that holds it (the nearest common ancestor of its items, whose
    /// immediate content it arranges); left to right without a directional attribute.
    var layoutDirection: LayoutDirection {
        guard hasDirectionalAttribute else { return .leftToRight }
        return holdingView?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
    }
}
