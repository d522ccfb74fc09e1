// The view with an intrinsic size of every test and benchmark: a stand-in for a label or an
// image, whose intrinsic content size is whatever the test sets.
import StackLayout

/// A view whose intrinsic content size is a stored value, like a label whose text changes:
/// setting ``intrinsic`` invalidates the intrinsic content size.
public final class IntrinsicView: View {
    /// The intrinsic content size; `View.noIntrinsicMetric` on an axis means none there.
    public var intrinsic: Size {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// A view named `name` (its `debugName`) of intrinsic size `width` × `height`; each
    /// defaults to `View.noIntrinsicMetric`.
    public init(_ name: String? = nil, _ width: Double = View.noIntrinsicMetric,
                _ height: Double = View.noIntrinsicMetric) {
        intrinsic = Size(width: width, height: height)
        super.init()
        debugName = name
    }

    /// A view named `name` of intrinsic size `intrinsic`.
    public convenience init(_ name: String? = nil, intrinsic: Size) {
        self.init(name, intrinsic.width, intrinsic.height)
    }

    /// ``intrinsic``.
    public override var intrinsicContentSize: Size { intrinsic }
}
