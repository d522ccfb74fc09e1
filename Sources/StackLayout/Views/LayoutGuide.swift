/// An invisible rectangle that takes part in layout like a view (spacers, margins, groups).
/// Add it to a view with `View.addLayoutGuide(_:)`; its `layoutFrame` is in that view's coordinates.
public final class LayoutGuide: LayoutItem {
    /// A name used in descriptions.
    public var identifier: String
    /// The view the guide belongs to (held weakly).
    public internal(set) weak var owningView: View?
    /// `true` for a view's `layoutMarginsGuide`, which the engine ties to the view's margins.
    var isMarginsGuide = false
    /// `true` for a view's `safeAreaLayoutGuide`, which stays with its view.
    var isSafeAreaGuide = false
    /// The frame the guide keeps while no constraint positions it, in the owner's coordinates.
    var restingFrame: Rect = .zero
    /// Active constraints that have this guide as an item, keyed by identity.
    var attachedConstraints: [ObjectIdentifier: LayoutConstraint] = [:]
    /// The record of the guide in its tree's engine, and that engine's identity (see `View`).
    var engineRecord: ItemRecord?
    var engineRecordOwner = 0

    /// Creates a guide; add it to a view before constraining it.
    public init(identifier: String = "") {
        self.identifier = identifier
    }

    /// The guide's rectangle from the last layout pass, in the owning view's coordinates.
    public var layoutFrame: Rect {
        guard let owner = owningView, let engine = owner.rootView.existingEngine,
              let rect = engine.solvedLayoutFrame(of: self)
        else { return restingFrame }
        return rect
    }

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
