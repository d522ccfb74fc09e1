// The protocols through which views talk to the object that lays out their tree. Views call
// them; the Engine layer conforms (`LayoutEngine`) and provides `makeLayoutHost()`, so that the
// view tree never names the engine.

/// The object that lays out a tree of views: the views of the tree tell it what changed.
protocol LayoutHost: AnyObject {
    /// Something of `view` that layout reads changed (frame set by hand, intrinsic size,
    /// priorities, margins, safe area, direction): it is read again at the next layout.
    func viewGeometryDidChange(_ view: View)
    /// A view's baselines may have moved: constraints on baselines are formed again.
    func baselinesDidChange()
    /// `view` (with its subtree) was added to the tree.
    func subtreeDidJoin(_ view: View)
    /// `view` (with its subtree) is about to leave the tree.
    func subtreeWillLeave(_ view: View)
    /// `guide` is about to be removed from its view.
    func guideWillLeave(_ guide: LayoutGuide)
    /// Layout is needed at the next layout pass.
    func requestLayout()
    /// The window's display scale changed: every frame is derived again.
    func displayScaleDidChange()
    /// The rectangle the last layout gave `guide`, in its owning view's coordinates, if its
    /// constraints determine one.
    func solvedLayoutFrame(of guide: LayoutGuide) -> Rect?
    /// Brings the solution up to date and gives each subview of `view` its solved frame (the
    /// default `layoutSubviews()`).
    func applySolvedFrames(toSubviewsOf view: View)
    /// The constant of `constraint` (with `constantOnly`), or its multiplier or priority,
    /// changed. The constraint is an object of the Constraints layer, passed the way views
    /// store it (see `StoredConstraint`).
    func constraintDidChange(_ constraint: StoredConstraint, constantOnly: Bool)
}

/// How a tree gets its layout host: a requirement of ``View`` that the Engine layer fulfils.
protocol LayoutHostMaking: AnyObject {
    /// Creates the layout host of the tree this view is the root of.
    func makeLayoutHost() -> any LayoutHost
}

/// What a layout host caches for one view or guide. Views and guides store it (with the
/// identity of the host that made it) and never look inside; the engine stores its item
/// records there and reads them back without a dynamic cast.
typealias LayoutHostRecord = AnyObject

extension View {
    /// The layout host of the tree this view is the root of, if one was created.
    var existingLayoutHost: (any LayoutHost)? { layoutHostStorage }

    /// The layout host of the tree this view is the root of (created on demand).
    var layoutHost: any LayoutHost {
        if let host = layoutHostStorage { return host }
        let host = makeLayoutHost()
        layoutHostStorage = host
        // A new host starts with layout pending (its whole tree is new to it).
        layoutDidBecomePending()
        return host
    }
}
