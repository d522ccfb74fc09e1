/// An item that vends the anchors of its rectangle's edges, centers and sizes: ``View`` (its
/// alignment rect) and ``LayoutGuide`` (its layout frame), as in UIKit.
public protocol LayoutAnchorProviding: LayoutItem {}

extension View: LayoutAnchorProviding {}
extension LayoutGuide: LayoutAnchorProviding {}

extension LayoutAnchorProviding {
    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    /// The leading edge (left, or right in a right-to-left layout).
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    /// The trailing edge (right, or left in a right-to-left layout).
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    /// The horizontal center.
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    /// The top edge.
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    /// The bottom edge.
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    /// The vertical center.
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }
    /// The width.
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    /// The height.
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
}
