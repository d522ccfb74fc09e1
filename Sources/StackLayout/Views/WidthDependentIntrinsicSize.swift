/// A view whose intrinsic height depends on its width (a label that wraps), measured at a given
/// width by `systemLayoutSizeFitting` without changing the view's own layout.
protocol WidthDependentIntrinsicSize: View {
    /// Makes `intrinsicContentSize` report the size for `width` until `endMeasuring()`; returns
    /// whether that changes it.
    func beginMeasuring(atWidth width: Double) -> Bool
    /// Returns to the intrinsic size of the view's own layout.
    func endMeasuring()
}
