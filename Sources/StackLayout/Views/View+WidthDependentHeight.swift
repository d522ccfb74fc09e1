/// The width a view's intrinsic height was measured at (``View/intrinsicContentHeight(forWidth:)``)
/// and the height, kept per view so that layout reads it without asking again.
struct WidthDependentHeight {
    /// The laid-out width the height is for; `nil` until a layout pass gave a width to a view
    /// that answers, and again when it stops answering.
    var width: Double?
    /// The answer at ``width``; `nil` when it must be asked again (content invalidated).
    var height: Double?
    /// The width a fitting pass measures at while it does (it wins over ``width``).
    var measuringWidth: Double?
}

extension View {
    /// The intrinsic size layout uses: ``intrinsicContentSize`` with the height at the view's
    /// laid-out (or fitting) width for a view whose height depends on its width.
    var intrinsicSizeForLayout: Size {
        let size = intrinsicContentSize
        guard let height = intrinsicHeightAtLayoutWidth else { return size }
        return Size(width: size.width, height: height)
    }

    /// The width the intrinsic height is measured at now: the fitting width, else the laid-out
    /// width of a view whose height depends on it, else `nil`.
    var widthForIntrinsicHeight: Double? {
        extendedState.widthDependentHeight.measuringWidth ?? extendedState.widthDependentHeight.width
    }

    /// The height at ``widthForIntrinsicHeight``, asked again only when invalidated.
    private var intrinsicHeightAtLayoutWidth: Double? {
        let state = extendedState.widthDependentHeight
        if let width = state.measuringWidth { return intrinsicContentHeight(forWidth: width) }
        guard let width = state.width else { return nil }
        if let height = state.height { return height }
        let height = intrinsicContentHeight(forWidth: width)
        extendedState.widthDependentHeight.height = height
        if height == nil { extendedState.widthDependentHeight.width = nil }
        return height
    }

    /// The layout pass's second step for a view whose height depends on its width: when the
    /// width of its alignment rect changed, the height at the new width is asked for, and a
    /// different height makes the tree lay out again.
    func measureIntrinsicHeightAtLaidOutWidth() {
        let insets = alignmentRectInsets
        let width = storedFrame.width - insets.left - insets.right
        let state = extendedState.widthDependentHeight
        guard state.width != width else { return }
        guard let height = intrinsicContentHeight(forWidth: width) else {
            guard state.width != nil else { return }
            extendedState.widthDependentHeight.width = nil
            extendedState.widthDependentHeight.height = nil
            intrinsicContentSizeDidChange()
            return
        }
        let before = state.width == nil ? intrinsicContentSize.height : intrinsicHeightAtLayoutWidth
        extendedState.widthDependentHeight.width = width
        extendedState.widthDependentHeight.height = height
        if before != height { intrinsicContentSizeDidChange() }
    }

    /// Makes the intrinsic height that of `width` until `endMeasuringIntrinsicHeight()` (a
    /// fitting pass); returns whether that changes it.
    func beginMeasuringIntrinsicHeight(atWidth width: Double) -> Bool {
        guard let height = intrinsicContentHeight(forWidth: width) else { return false }
        let before = intrinsicSizeForLayout.height
        extendedState.widthDependentHeight.measuringWidth = width
        return height != before
    }

    /// Returns to the intrinsic height of the view's own layout.
    func endMeasuringIntrinsicHeight() {
        extendedState.widthDependentHeight.measuringWidth = nil
    }
}
