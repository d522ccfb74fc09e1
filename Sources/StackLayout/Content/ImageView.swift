/// An image as layout sees it: a size and an optional name (there is no pixel data; renderers
/// draw a placeholder with the name).
public struct Image: Sendable, Hashable {
    /// The image's size in points.
    public var size: Size
    /// A name shown by renderers.
    public var name: String?

    /// Creates an image of `size` points. Negative or non-finite extents become 0.
    public init(size: Size, name: String? = nil) {
        func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
        self.size = Size(width: clean(size.width), height: clean(size.height))
        self.name = name
    }
}

/// A view that shows an image (UIKit's `UIImageView`): its intrinsic size is the image's size,
/// and it has none without an image. It hugs at `LayoutPriority.defaultLow` (250) and
/// resists compression at `LayoutPriority.defaultHigh` (750) on both axes, as a `UIImageView`
/// made in code does (Interface Builder gives image views a hugging of 251).
open class ImageView: View {
    /// The image; changing it changes the intrinsic size.
    public var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Creates an image view showing `image`.
    public init(image: Image? = nil) {
        self.image = image
        super.init(frame: .zero)
    }

    /// The image's size, or `View.noIntrinsicMetric` on both axes without an image.
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: Size) -> Size { intrinsicSizeOrBounds }
}
