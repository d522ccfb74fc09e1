extension View {
    /// The size closest to `targetSize` (pulled at priority 50, `.fittingSizeLevel`) that the
    /// constraints inside this view's subtree allow. Use `View.layoutFittingCompressedSize` for
    /// the smallest and `View.layoutFittingExpandedSize` for the largest size. Constraints to
    /// views outside the subtree are ignored. The tree's own layout is not touched.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the constraints inside this view's subtree allow,
    /// the width pulled to the target at `horizontalFittingPriority` and the height at
    /// `verticalFittingPriority` (UIKit's form): `.required` fixes that dimension, as for the
    /// height of a cell of a given width. Constraints to views outside the subtree are ignored;
    /// the tree's own layout is not touched. Views whose intrinsic height depends on their
    /// width (wrapping labels, ``View/intrinsicContentHeight(forWidth:)``) are measured at the
    /// width the fitting gives them.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size {
        if let rejected = LayoutValueLimits.firstRejected([targetSize.width, targetSize.height]) {
            reportDiagnostic(.invalidValue(property: "fitting target size", value: rejected), near: self)
            return frame.size
        }
        for priority in [horizontalFittingPriority, verticalFittingPriority] where !priority.isValidLayoutPriority {
            reportDiagnostic(.invalidValue(property: "fitting priority", value: Double(priority.value)), near: self)
            return frame.size
        }
        runUpdateConstraintsPass()
        let engine = LayoutEngine(root: self, fittingTarget: targetSize)
        engine.fittingPriorities = (horizontalFittingPriority, verticalFittingPriority)
        engine.sync()
        let measured = WidthDependentViews(in: self)
        defer { measured.endMeasuring() }
        var rounds = 0
        while rounds < 4, measured.measure(atSolvedWidthsIn: engine) {
            engine.sync()
            rounds += 1
        }
        guard let rect = engine.solvedAlignmentRect(of: self) else { return frame.size }
        let insets = alignmentRectInsets
        return Size(
            width: SolvedValues.cleaned(rect.width + insets.left + insets.right),
            height: SolvedValues.cleaned(rect.height + insets.top + insets.bottom))
    }
}

/// The views of a subtree whose intrinsic height depends on their width
/// (``View/intrinsicContentHeight(forWidth:)``), which a fitting pass measures again at the
/// widths it solved, as the layout cycle does.
private struct WidthDependentViews {
    let views: [View]

    init(in root: View) {
        var found: [View] = []
        root.forEachInSubtree { found.append($0) }
        views = found
    }

    /// Measures every view at its solved width; returns whether an intrinsic size changed (the
    /// engine then reads them again).
    func measure(atSolvedWidthsIn engine: LayoutEngine) -> Bool {
        var changed = false
        for view in views {
            guard let width = engine.solvedAlignmentRect(of: view)?.width,
                  view.beginMeasuringIntrinsicHeight(atWidth: width) else { continue }
            engine.viewGeometryDidChange(view)
            changed = true
        }
        return changed
    }

    func endMeasuring() {
        for view in views { view.endMeasuringIntrinsicHeight() }
    }
}
