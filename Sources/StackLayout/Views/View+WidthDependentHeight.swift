/// The width a view's intrinsic height was measured at (``View/intrinsicContentHeight(forWidth:)``)
/// and the height, kept per view so that layout reads it without asking again.
///
/// The three values are stored as plain doubles with a byte saying which are set (25 bytes, not
/// the 41 of three optionals), so that a view stays small.
struct WidthDependentHeight {
    private var storedWidth = 0.0
    private var storedHeight = 0.0
    private var storedMeasuringWidth = 0.0
    /// Which of the three are set: bits 1, 2 and 4.
    private var setValues: UInt8 = 0

    /// The laid-out width the height is for; `nil` until a layout pass gave a width to a view
    /// that answers, and again when it stops answering.
    var width: Double? {
        get { setValues & 1 != 0 ? storedWidth : nil }
        set {
            if let newValue { storedWidth = newValue }
            mark(1, isSet: newValue != nil)
        }
    }

    /// The answer at ``width``; `nil` when it must be asked again (content invalidated).
    var height: Double? {
        get { setValues & 2 != 0 ? storedHeight : nil }
        set {
            if let newValue { storedHeight = newValue }
            mark(2, isSet: newValue != nil)
        }
    }

    /// The width a fitting pass measures at while it does (it wins over ``width``).
    var measuringWidth: Double? {
        get { setValues & 4 != 0 ? storedMeasuringWidth : nil }
        set {
            if let newValue { storedMeasuringWidth = newValue }
            mark(4, isSet: newValue != nil)
        }
    }

    private mutating func mark(_ bit: UInt8, isSet: Bool) {
        if isSet { setValues |= bit } else { setValues &= ~bit }
    }
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
