extension View {
    /// Tells the engine that `intrinsicContentSize` changed; it is read again at the next layout.
    public func invalidateIntrinsicContentSize() {
        extendedState.widthDependentHeight.height = nil
        intrinsicContentSizeDidChange()
    }

    /// Tells the engine and the superview that the intrinsic size layout reads changed.
    func intrinsicContentSizeDidChange() {
        tellLayoutHost { $0.viewGeometryDidChange(self) }
        superview?.arrangingContainer?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// How much the view resists growing beyond its intrinsic size on `axis` (default 250).
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets the content hugging priority on `axis`; values outside (0, 1000] are rejected.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        guard validate(priority, "content hugging priority") else { return }
        guard contentHuggingPriority(for: axis) != priority else { return }
        switch axis {
        case .horizontal: huggingPriorities.horizontal = priority
        case .vertical: huggingPriorities.vertical = priority
        }
        tellLayoutHost { $0.viewGeometryDidChange(self) }
    }

    /// How much the view resists shrinking below its intrinsic size on `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets the compression resistance priority on `axis`; values outside (0, 1000] are rejected.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        guard validate(priority, "compression resistance priority") else { return }
        guard contentCompressionResistancePriority(for: axis) != priority else { return }
        switch axis {
        case .horizontal: compressionPriorities.horizontal = priority
        case .vertical: compressionPriorities.vertical = priority
        }
        tellLayoutHost { $0.viewGeometryDidChange(self) }
    }

    private func validate(_ priority: LayoutPriority, _ what: String) -> Bool {
        guard priority.isValid else {
            reportDiagnostic(.invalidValue(property: "\(what) of \(displayName)", value: Double(priority.value)), near: self)
            return false
        }
        return true
    }

    /// The alignment rect of a view with the given frame.
    public func alignmentRect(forFrame frame: Rect) -> Rect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame of a view with the given alignment rect.
    public func frame(forAlignmentRect rect: Rect) -> Rect {
        rect.outset(by: alignmentRectInsets)
    }

    /// The layout margins used when `layoutMarginsGuide` is constrained against (when never set,
    /// the class's `defaultLayoutMargins`: 8 on every edge for a view, 0 for a stack); margins
    /// set through ``directionalLayoutMargins`` read here for the current layout direction.
    /// Non-finite margins, or margins larger than 1e12 in magnitude, are rejected with a diagnostic.
    public var layoutMargins: EdgeInsets {
        get {
            if let directional = extendedState.directionalMargins {
                return directional.resolved(for: effectiveUserInterfaceLayoutDirection)
            }
            return storedLayoutMargins ?? Self.defaultLayoutMargins
        }
        set {
            if let rejected = LayoutValueLimits.firstRejected(newValue.values) {
                reportDiagnostic(.invalidValue(property: "layoutMargins of \(displayName)", value: rejected), near: self)
                return
            }
            let wasDirectional = extendedState.directionalMargins != nil
            guard newValue != layoutMargins || storedLayoutMargins == nil || wasDirectional else { return }
            extendedState.directionalMargins = nil
            storedLayoutMargins = newValue
            rootView.existingLayoutHost?.viewGeometryDidChange(self)
        }
    }

    /// A guide whose rectangle is the bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = LayoutGuide(identifier: "layoutMarginsGuide")
        guide.isMarginsGuide = true
        guide.owningView = self
        if extendedState.safeAreaGuide == nil { countSafeAreaClients(by: 1) }
        marginsGuideStorage = guide
        rootView.existingLayoutHost?.viewGeometryDidChange(self)
        return guide
    }

    /// The layout guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [LayoutGuide] { guideStorage }

    /// Adds `guide` to the view (moving it from its previous owner).
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard !guide.isMarginsGuide, !guide.isSafeAreaGuide, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        // A stack's alignment guide added elsewhere is a plain guide there.
        guide.lineAxis = nil
        guideStorage.append(guide)
        guide.owningView = self
        tellLayoutHost { $0.viewGeometryDidChange(self) }
    }

    /// Removes `guide` from the view; its constraints are uninstalled (they stay active).
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, !guide.isMarginsGuide, !guide.isSafeAreaGuide else { return }
        rootView.existingLayoutHost?.guideWillLeave(guide)
        guideStorage.removeAll { $0 === guide }
        guide.owningView = nil
    }

}

extension View {
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin
    /// (UIKit's `sizeToFit()`). Inside an animation block the change animates.
    public func sizeToFit() {
        let fitted = sizeThatFits(bounds.size)
        frame = Rect(origin: frame.origin, size: fitted)
    }

    /// The intrinsic content size with the current bounds' extent on an axis without an
    /// intrinsic metric: what content views answer ``sizeThatFits(_:)`` with.
    var intrinsicSizeOrBounds: Size {
        let intrinsic = intrinsicContentSize
        return Size(
            width: intrinsic.width == View.noIntrinsicMetric ? bounds.width : intrinsic.width,
            height: intrinsic.height == View.noIntrinsicMetric ? bounds.height : intrinsic.height)
    }
}
