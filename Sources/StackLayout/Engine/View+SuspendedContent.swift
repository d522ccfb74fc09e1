/// Suspended content: a superview may leave out a subview's intrinsic size on an axis
/// (`suspendsIntrinsicContentSize(of:along:)`; a fill-aligned stack does it for a hidden arranged
/// view, see the Stack semantics article). The content inside such a view still lays itself out
/// there, but its intrinsic sizes drop below the wishes that size the view, so that it can no
/// longer size it.
extension View {
    /// The priority the engine gives an intrinsic-size constraint of priority `priority` of a
    /// view inside a hidden view that a fill-aligned stack spans across the axis (see
    /// `isContentOfSpannedHiddenView(along:)`): priorities map in order into (51, 52), above a
    /// nested stack's spanning fit (`@51`), below the hidden view's spanning size (`@52`).
    static func demotedContentPriority(_ priority: LayoutPriority) -> LayoutPriority {
        LayoutPriority(51 + 0.999 * min(max(priority.value, 0), 1000) / 1000)
    }

    /// `true` when an ancestor of this view is a hidden arranged view that a fill-aligned stack
    /// spans across `axis` (the view itself does not count: its own intrinsic size is suspended).
    func isContentOfSpannedHiddenView(along axis: Axis) -> Bool {
        var ancestor = superview
        while let view = ancestor {
            if let parent = view.superview, parent.suspendsIntrinsicContentSize(of: view, along: axis) { return true }
            ancestor = view.superview
        }
        return false
    }

    /// Asks the engine to read the intrinsic sizes of this view and of its whole subtree again
    /// (whether they are suspended or demoted changed).
    func intrinsicSizesOfSubtreeNeedRefresh() {
        let engine = rootView.layoutEngine
        forEachInSubtree { engine.viewGeometryDidChange($0) }
    }
}
