/// The anchors of a layout guide, for building constraints (a view's are in View+Anchors.swift).
extension LayoutGuide {
    /// The left edge.
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    /// The right edge.
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    /// The leading edge (left).
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    /// The trailing edge (right).
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
