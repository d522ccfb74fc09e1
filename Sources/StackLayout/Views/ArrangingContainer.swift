/// A view that arranges some of its subviews and follows their changes: a `Stack`. A view
/// reaches its superview's container through ``View/arrangingContainer`` (`nil` for a view that
/// arranges nothing), so these calls cost nothing on other views.
protocol ArrangingContainer: AnyObject {
    /// Called when a subview's `isHidden` actually changed.
    func subviewHiddenDidChange(_ subview: View)

    /// Whether hiding `subview` changes layout that animates (an arranged view collapses), so
    /// that inside an animation the subview stays on screen until its collapse completes.
    func animatesHiding(of subview: View) -> Bool

    /// Called after a subview's `invalidateIntrinsicContentSize()`.
    func subviewIntrinsicContentSizeDidChange(_ subview: View)

    /// Called on the container of every ancestor, nearest first, after a user constraint of a
    /// view in its subtree was activated, deactivated or edited: the fitting size of `child`,
    /// the subview that holds that view, may have changed.
    func descendantConstraintsDidChange(in child: View)

    /// Asked by the engine whether `subview`'s intrinsic size constraints on `axis` are left out
    /// (a stack suspends a hidden arranged view's cross size under fill alignment); when the
    /// answer changes, the container calls `viewGeometryDidChange(subview)` on the engine.
    func suspendsIntrinsicContentSize(of subview: View, along axis: Axis) -> Bool

    /// Called on the container itself when the layout direction changed for a subtree it is in:
    /// its generated constraints with a leading or trailing attribute are formed again.
    func generatedConstraintsDirectionDidChange()

    /// Descriptions of the generated constraints the container holds directly (not as
    /// constraint objects attached to their items), in no particular order.
    var directConstraintDescriptions: [any StoredConstraint] { get }
}
