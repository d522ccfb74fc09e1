/// Suspended content: a superview may leave out a subview's intrinsic size on an axis
/// (`suspendsIntrinsicContentSize(of:along:)`; a fill-aligned stack does it for a hidden arranged
/// view, see the Stack semantics article). The content inside such a view still lays itself out
/// there, but its intrinsic sizes drop below the wishes that size the view, so that it can no
/// longer size it.
extension View {
    /// The priority the engine gives an intrinsic-size constraint of priority `priority` of a
    /// view inside a hidden view that a fill-aligned stack spans across the axis (see
    /// `isContentOfSpannedHiddenView(along:)`): priorities map in order into the band between a
    /// nested stack's spanning fit and the hidden view's spanning size (`StackPriority`), above
    /// the one, below the other.
    static func demotedContentPriority(_ priority: LayoutPriority) -> LayoutPriority {
        let low = StackPriority.spanningFit.value, high = StackPriority.hiddenSpanningSize.value
        return LayoutPriority(low + (high - low) * 0.999 * min(max(priority.value, 0), 1000) / 1000)
    }

    /// `true` when an ancestor of this view is a hidden arranged view that a fill-aligned stack
    /// spans across `axis` (the view itself does not count: its own intrinsic size is suspended).
    /// Only hidden ancestors are asked about (see `isIntrinsicSizeSuspended(along:)`); the walk
    /// reads each ancestor without retaining it (the tree holds its ancestors while it runs).
    func isContentOfSpannedHiddenView(along axis: Axis) -> Bool {
        var ancestor = unretainedSuperview
        while let view = ancestor {
            let next = view._withUnsafeGuaranteedRef { $0.unretainedSuperview }
            if next != nil, view._withUnsafeGuaranteedRef({ $0.isIntrinsicSizeSuspended(along: axis) }) { return true }
            ancestor = next
        }
        return false
    }

    /// Whether the superview leaves out this view's intrinsic size along `axis`. Only a hidden
    /// subview is ever suspended (see `Stack.suspendsIntrinsicContentSize(of:along:)`), so a
    /// shown view's superview is not asked.
    func isIntrinsicSizeSuspended(along axis: Axis) -> Bool {
        guard isHidden, let superview else { return false }
        return superview.arrangingContainer?.suspendsIntrinsicContentSize(of: self, along: axis) ?? false
    }

    /// Asks the engine to read the intrinsic sizes of this view and of its whole subtree again
    /// (whether they are suspended or demoted changed).
    func intrinsicSizesOfSubtreeNeedRefresh() {
        let engine = rootView.layoutEngine
        forEachInSubtree { engine.viewGeometryDidChange($0) }
    }
}
