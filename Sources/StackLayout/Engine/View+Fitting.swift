extension View {
    /// The size closest to `targetSize` (pulled at priority 50, `.fittingSizeLevel`) that the
    /// constraints inside this view's subtree allow. Use `View.layoutFittingCompressedSize` for
    /// the smallest and `View.layoutFittingExpandedSize` for the largest size. Constraints to
    /// views outside the subtree are ignored. The tree's own layout is not touched.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        if let rejected = LayoutValueLimits.firstRejected([targetSize.width, targetSize.height]) {
            reportDiagnostic(.invalidValue(property: "fitting target size", value: rejected), near: self)
            return frame.size
        }
        runUpdateConstraintsPass()
        let engine = LayoutEngine(root: self, fittingTarget: targetSize)
        engine.sync()
        guard let rect = engine.solvedAlignmentRect(of: self) else { return frame.size }
        let insets = alignmentRectInsets
        return Size(
            width: SolvedValues.cleaned(rect.width + insets.left + insets.right),
            height: SolvedValues.cleaned(rect.height + insets.top + insets.bottom))
    }
}
