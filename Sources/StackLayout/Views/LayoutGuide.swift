/// An invisible rectangle that takes part in layout like a view (spacers, margins, groups).
/// Add it to a view with `View.addLayoutGuide(_:)`; its `layoutFrame` is in that view's coordinates.
public final class LayoutGuide: LayoutItem {
    /// A name used in descriptions.
    @exclusivity(unchecked) public var identifier: String
    /// The view the guide belongs to (not retained: a view's guides are cleared of it when it
    /// is freed).
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var owningView: View?
    /// The reference that non-owning holders of the guide read (see `ItemReference`).
    let itemReference = ItemReference()
    /// `true` for a view's `layoutMarginsGuide`, which the engine ties to the view's margins.
    @exclusivity(unchecked) var isMarginsGuide = false
    /// `true` for a view's `safeAreaLayoutGuide`, which stays with its view.
    @exclusivity(unchecked) var isSafeAreaGuide = false
    /// For a stack's alignment guide, the axis across the stack: the guide's minimum along it is
    /// the line the stack's items align on, the guide's one unknown; its other three components
    /// read as the constant 0 (see the layout engine's lines, `LayoutEngine+LineGuides.swift`).
    /// A layout engine reads it when it registers the guide. `nil` for every other guide, and
    /// for a guide added with `View.addLayoutGuide(_:)`: four unknowns.
    @exclusivity(unchecked) var lineAxis: Axis?
    /// The frame the guide keeps while no constraint positions it, in the owner's coordinates.
    @exclusivity(unchecked) var restingFrame: Rect = .zero
    /// Active constraints that have this guide as an item, keyed by identity.
    @exclusivity(unchecked) var attachedConstraints = AttachedConstraints()
    /// The record of the guide in its tree's layout host, and that host's identity (see `View`).
    @exclusivity(unchecked) var hostRecord: LayoutHostRecord?
    @exclusivity(unchecked) var hostRecordOwner = 0

    /// Creates a guide; add it to a view before constraining it.
    public init(identifier: String = "") {
        self.identifier = identifier
        itemReference.attach(self)
    }

    deinit {
        itemReference.clear()
    }

    /// The guide's rectangle from the last layout pass, in the owning view's coordinates. A
    /// stack's alignment guide (identifier `Stack-alignment`) is a point: its position across
    /// the stack's axis is the line its views align on, and its position along the axis, its
    /// width and its height are 0.
    public var layoutFrame: Rect {
        guard let owner = owningView, let host = owner.rootView.existingLayoutHost,
              let rect = host.solvedLayoutFrame(of: self)
        else { return restingFrame }
        return rect
    }
}
